/**
 * Portal branding: what the shell shows for the current visitor (spec 01 §1 and §3). A portal setup
 * supplies the title, the menu display flags and custom contact details; anything missing or invalid
 * falls back to the company defaults. Pure rules, shared by the API (GET /api/portal/branding) and the
 * web shell.
 */
import { z } from 'zod';
import { MENU_FLAGS, type TBrandingMenu, type TMenuFlag } from './branding-menu';
import { fieldsOf } from './fields-of';

export { ALL_MENU_ITEMS_ON, MENU_FLAGS, type TBrandingMenu, type TMenuFlag } from './branding-menu';

export const ZBrandingMenu = z.object(fieldsOf(MENU_FLAGS, z.boolean())) satisfies z.ZodType<TBrandingMenu>;

/**
 * The contact details a portal may set in place of the company's: the email, the phone dialled by
 * tel: links, the phone as shown to people (a vanity number such as 844.NEED.LRS), the website and
 * its shown text.
 */
export const CONTACT_FIELDS = ['email', 'phone', 'phoneDisplay', 'website', 'websiteDisplay'] as const;
/** Social links with a company default. */
export const DEFAULT_SOCIAL_LINKS = ['facebook', 'linkedin', 'instagram'] as const;
/** Social links shown only when the portal sets a valid one; there is no company default. */
export const OPTIONAL_SOCIAL_LINKS = ['twitter', 'youtube'] as const;
/** Every social link a portal setup may set. */
export const SOCIAL_LINKS = [...DEFAULT_SOCIAL_LINKS, ...OPTIONAL_SOCIAL_LINKS] as const;
/** The company's own pages, linked from the footer. */
export const COMPANY_LINKS = ['termsUrl', 'privacyUrl', 'biometricPrivacyUrl', 'billPayUrl'] as const;

export const ZBrandingContact = z.object(fieldsOf(CONTACT_FIELDS, z.string()));
export type TBrandingContact = z.infer<typeof ZBrandingContact>;

export const ZBrandingSocial = z.object({
  ...fieldsOf(DEFAULT_SOCIAL_LINKS, z.string()),
  ...fieldsOf(OPTIONAL_SOCIAL_LINKS, z.string().optional()),
});
export type TBrandingSocial = z.infer<typeof ZBrandingSocial>;

export const ZBrandingCompany = z.object({ name: z.string(), ...fieldsOf(COMPANY_LINKS, z.string()) });
export type TBrandingCompany = z.infer<typeof ZBrandingCompany>;

export const ZBranding = z.object({
  portalTitle: z.string(),
  menu: ZBrandingMenu,
  contact: ZBrandingContact,
  social: ZBrandingSocial,
  company: ZBrandingCompany,
});
export type TBranding = z.infer<typeof ZBranding>;

/** GET /api/portal/branding */
export const ZPortalBrandingResponse = ZBranding.extend({
  /** The portal setup in use; null for visitors and customers without one. */
  portalId: z.string().nullable(),
  /** The signed-in customer is an enterprise customer (entryType EnterpriseCustomerProfile). */
  enterprise: z.boolean(),
  /** Mail and SMS stay in the built-in outbox, readable on /demo-mailbox (demo mode only). */
  demoMailbox: z.boolean(),
  /**
   * Demo mode (development sign-in, demo mailbox): off, on for a local address, or on for a public
   * address (DEMO_MODE=true), where the web app shows a banner that codes and mail are visible to anyone.
   */
  demoMode: z.enum(['off', 'local', 'public']),
});
export type TPortalBrandingResponse = z.infer<typeof ZPortalBrandingResponse>;

/** The built-in company defaults (from configuration): every branding text that has a default. */
export type CompanyDefaults = TBrandingContact &
  Record<(typeof DEFAULT_SOCIAL_LINKS)[number], string> &
  TBrandingCompany;

/**
 * The parts of a stored portal setup branding reads. Stored setups are jsonb and may predate the
 * current schema, so every value is `unknown` and judged here.
 */
export interface BrandingSetup {
  portalTitle?: unknown;
  displayOptions?: {
    menuDisplay?: Partial<Record<TMenuFlag, unknown>> | null;
    contactInfo?: Partial<Record<keyof TBrandingContact, unknown>> | null;
    socialMedia?: Partial<Record<keyof TBrandingSocial, unknown>> | null;
  } | null;
}

/** The title visitors (and customers without a portal) see. */
export function defaultPortalTitle(companyName: string): string {
  return `${companyName} Customer Portal`;
}

/** True for an absolute http:// or https:// address. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A non-empty string after trimming, or undefined. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A non-empty string that parses as an http(s) address, or undefined. */
function link(value: unknown): string | undefined {
  const candidate = text(value);
  return candidate !== undefined && isWebUrl(candidate) ? candidate : undefined;
}

/**
 * Branding for a portal setup, or for visitors when `setup` is null. Menu flags count as on unless
 * explicitly false; a custom contact or social value is used only if it is a non-empty string (and,
 * for the website and social links, a valid http(s) URL); otherwise the company default applies.
 */
export function resolveBranding(setup: BrandingSetup | null, company: CompanyDefaults): TBranding {
  const options = setup?.displayOptions ?? {};
  const menuDisplay = options.menuDisplay ?? {};
  const contact = options.contactInfo ?? {};
  const social = options.socialMedia ?? {};

  const menu = Object.fromEntries(
    MENU_FLAGS.map((flag) => [flag, menuDisplay[flag] !== false]),
  ) as TBrandingMenu;

  const twitter = link(social.twitter);
  const youtube = link(social.youtube);

  return {
    portalTitle: text(setup?.portalTitle) ?? defaultPortalTitle(company.name),
    menu,
    contact: {
      email: text(contact.email) ?? company.email,
      phone: text(contact.phone) ?? company.phone,
      phoneDisplay: text(contact.phoneDisplay) ?? company.phoneDisplay,
      website: link(contact.website) ?? company.website,
      websiteDisplay: text(contact.websiteDisplay) ?? company.websiteDisplay,
    },
    social: {
      facebook: link(social.facebook) ?? company.facebook,
      linkedin: link(social.linkedin) ?? company.linkedin,
      instagram: link(social.instagram) ?? company.instagram,
      ...(twitter ? { twitter } : {}),
      ...(youtube ? { youtube } : {}),
    },
    company: {
      name: company.name,
      termsUrl: company.termsUrl,
      privacyUrl: company.privacyUrl,
      biometricPrivacyUrl: company.biometricPrivacyUrl,
      billPayUrl: company.billPayUrl,
    },
  };
}
