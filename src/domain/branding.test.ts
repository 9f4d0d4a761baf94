import { describe, expect, it } from 'vitest';
import { ALL_MENU_ITEMS_ON, isWebUrl, resolveBranding, type CompanyDefaults } from './branding';

const company: CompanyDefaults = {
  name: 'LRS',
  email: 'customerservice@lrsrecycles.com',
  phone: '+18446335577',
  phoneDisplay: '844.NEED.LRS',
  website: 'https://www.lrsrecycles.com',
  websiteDisplay: 'lrsrecycles.com',
  facebook: 'https://www.facebook.com/LRSrecycles',
  linkedin: 'https://www.linkedin.com/company/lrs-recycles',
  instagram: 'https://www.instagram.com/lrsrecycles',
  termsUrl: 'https://www.lrsrecycles.com/terms-of-use/',
  privacyUrl: 'https://www.lrsrecycles.com/privacy-policy/',
  biometricPrivacyUrl: 'https://www.lrsrecycles.com/biometric-data-privacy-policy/',
  billPayUrl: 'https://www.lrsrecycles.com/pay-my-bill/',
};

describe('resolveBranding', () => {
  it('gives visitors the company defaults and every menu item', () => {
    const branding = resolveBranding(null, company);
    expect(branding.portalTitle).toBe('LRS Customer Portal');
    expect(branding.menu).toEqual(ALL_MENU_ITEMS_ON);
    expect(branding.contact).toEqual({
      email: company.email,
      phone: company.phone,
      phoneDisplay: '844.NEED.LRS',
      website: company.website,
      websiteDisplay: 'lrsrecycles.com',
    });
    expect(branding.social).toEqual({
      facebook: company.facebook,
      linkedin: company.linkedin,
      instagram: company.instagram,
    });
    expect(branding.company).toEqual({
      name: 'LRS',
      termsUrl: company.termsUrl,
      privacyUrl: company.privacyUrl,
      biometricPrivacyUrl: company.biometricPrivacyUrl,
      billPayUrl: company.billPayUrl,
    });
  });

  it('uses the portal title of the setup', () => {
    expect(resolveBranding({ portalTitle: '  Village of Oak Park ' }, company).portalTitle).toBe(
      'Village of Oak Park',
    );
    expect(resolveBranding({ portalTitle: '   ' }, company).portalTitle).toBe('LRS Customer Portal');
    expect(resolveBranding({ portalTitle: 42 }, company).portalTitle).toBe('LRS Customer Portal');
  });

  it('turns a menu item off only when its flag is explicitly false', () => {
    const branding = resolveBranding(
      {
        displayOptions: {
          menuDisplay: {
            showHome: false,
            showBilling: false,
            showFAQ: 'false',
            showSupport: null,
            showMyServices: 0,
          },
        },
      },
      company,
    );
    expect(branding.menu).toEqual({ ...ALL_MENU_ITEMS_ON, showHome: false, showBilling: false });
  });

  it('keeps every item on when the setup has no display options', () => {
    expect(resolveBranding({ portalTitle: 'X', displayOptions: null }, company).menu).toEqual(
      ALL_MENU_ITEMS_ON,
    );
    expect(resolveBranding({ displayOptions: { menuDisplay: null } }, company).menu).toEqual(
      ALL_MENU_ITEMS_ON,
    );
  });

  it('uses custom contact details that are non-empty strings', () => {
    const branding = resolveBranding(
      {
        displayOptions: {
          contactInfo: {
            email: ' village@example.org ',
            phone: '+13125550100',
            phoneDisplay: '(312) 555-0100',
            website: 'https://village.example.org',
            websiteDisplay: 'village.example.org',
          },
        },
      },
      company,
    );
    expect(branding.contact).toEqual({
      email: 'village@example.org',
      phone: '+13125550100',
      phoneDisplay: '(312) 555-0100',
      website: 'https://village.example.org',
      websiteDisplay: 'village.example.org',
    });
  });

  it('falls back to the company default for empty, blank or non-string contact values', () => {
    const branding = resolveBranding(
      { displayOptions: { contactInfo: { email: '', phone: '   ', phoneDisplay: 5, website: null } } },
      company,
    );
    expect(branding.contact.email).toBe(company.email);
    expect(branding.contact.phone).toBe(company.phone);
    expect(branding.contact.phoneDisplay).toBe(company.phoneDisplay);
    expect(branding.contact.website).toBe(company.website);
  });

  it('rejects a website that is not a valid http(s) URL', () => {
    for (const website of [
      'village.example.org',
      'not a url',
      'javascript:alert(1)',
      'ftp://example.org',
      'mailto:a@b.c',
    ]) {
      expect(resolveBranding({ displayOptions: { contactInfo: { website } } }, company).contact.website).toBe(
        company.website,
      );
    }
    expect(
      resolveBranding(
        { displayOptions: { contactInfo: { website: 'http://village.example.org/x' } } },
        company,
      ).contact.website,
    ).toBe('http://village.example.org/x');
  });

  it('uses valid custom social links and adds Twitter and YouTube only when set', () => {
    const branding = resolveBranding(
      {
        displayOptions: {
          socialMedia: {
            facebook: 'https://facebook.com/village',
            linkedin: 'linkedin.com/village',
            instagram: '',
            twitter: 'https://x.com/village',
            youtube: 'youtube',
          },
        },
      },
      company,
    );
    expect(branding.social).toEqual({
      facebook: 'https://facebook.com/village',
      linkedin: company.linkedin,
      instagram: company.instagram,
      twitter: 'https://x.com/village',
    });
  });
});

describe('isWebUrl', () => {
  it('accepts only absolute http and https addresses', () => {
    expect(isWebUrl('https://example.org')).toBe(true);
    expect(isWebUrl('http://example.org/path?q=1')).toBe(true);
    expect(isWebUrl('example.org')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('')).toBe(false);
  });
});
