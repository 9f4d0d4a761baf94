/** The instance's company-wide defaults (configuration), in the shape the branding rules take. */
import type { CompanyDefaults } from '../domain/branding';
import type { Config } from './config';

export function companyDefaults(config: Config): CompanyDefaults {
  return {
    name: config.COMPANY_NAME,
    email: config.COMPANY_EMAIL,
    phone: config.COMPANY_PHONE,
    phoneDisplay: config.COMPANY_PHONE_DISPLAY,
    website: config.COMPANY_WEBSITE,
    websiteDisplay: config.COMPANY_WEBSITE_DISPLAY,
    facebook: config.SOCIAL_FACEBOOK,
    linkedin: config.SOCIAL_LINKEDIN,
    instagram: config.SOCIAL_INSTAGRAM,
    termsUrl: config.TERMS_URL,
    privacyUrl: config.PRIVACY_URL,
    biometricPrivacyUrl: config.BIOMETRIC_PRIVACY_URL,
    billPayUrl: config.BILL_PAY_URL,
  };
}
