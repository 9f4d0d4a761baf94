/**
 * The address tools of the admin area (spec 03 §2.14, §2.15, §3, §5, §8, §9): the undelivered-cart
 * wizard (portal, ZIP lookup, address existence check, address suggestions, agents, the issue) and
 * Address Management (the addresses staff added for sites the back office does not have yet).
 * Request and response schemas shared by the Fastify routes (validation, OpenAPI) and the web pages.
 */
import { z } from 'zod';
import { ZAddressLookupResult, ZAgent, ZBackOfficeSite } from '../back-office';
import { UNDELIVERED_CART_SUBJECT } from '../services/issue-payload';
import { ZContactInformation, ZRegistrationEmail } from '../registration/schemas';
import {
  ZKeysetCursorParam,
  decodeKeysetCursor,
  emptyToUndefined,
  encodeKeysetCursor,
  keysetPage,
} from '../list-query';
import { DATE_TIME_US_FORMAT, excelSerialAt } from '../spreadsheet-dates';

/** The spec's words (§5, §8), and Curbside's own where the spec is silent. */
export const ADDRESS_TOOLS_MESSAGES = {
  invalidZip: 'Please enter a valid 5-digit ZIP code.',
  noAddressesForZip: 'No addresses found for this ZIP code.',
  selectAddressFirst: 'Please select an address first.',
  selectSuggestion: 'Please select a valid address from the suggestions.',
  descriptionRequired: 'Please provide a description of the issue.',
  subjectRequired: 'Please enter a subject.',
  searchTooShort: 'Please type at least 3 characters.',
  suggestionsFailed: 'Failed to fetch address suggestions',
  portalsFailed: 'Failed to load customer portals',
  verifyFailed: 'Failed to verify address',
  addFailed: 'Failed to add address',
  agentsFailed: 'Failed to fetch agents',
  agentsNonBlocking: 'Failed to load agents. You can still create the issue without assigning an agent.',
  noIssueId: 'No issue ID returned from server',
  issueFiled: 'The undelivered-cart issue was created.',
  issueQueued:
    'The back office has not taken the issue yet. It is saved and will be filed automatically; it is listed in the tickets desk.',
  addressAdded: 'Address added successfully',
  addressDeleted: 'Address deleted successfully',
  addressNotFound: 'This added address does not exist.',
  portalNotFound: 'This customer portal does not exist.',
  zipNotInPortal: "This ZIP code is not one of the chosen portal's ZIP codes.",
  alreadyAdded: 'This address has already been added.',
  siteNotInBackOffice: 'The back office does not have this address. Please look the address up again.',
  alreadyInBackOffice: 'This address is already in the back office; file the issue for it instead.',
  alreadyLoaded: 'This address is already loaded in the back office.',
  loadNotSupported: 'The back office loads new addresses itself; it cannot be marked loaded here.',
  portalCannotLoad:
    "The address's portal is gone or names no source database and routing customer, so the address cannot be loaded.",
  addressLoaded: 'The address is now a site in the back office.',
  noAddressesToExport: 'No addresses to export.',
  exportFailed: 'Failed to export to Excel. Please try again.',
} as const;

/** Suggestions start at 3 typed characters; at most 10 are shown (spec §5, §9). */
export const SUGGESTION_MIN_CHARS = 3;
export const MAX_SUGGESTIONS = 10;

const ZZip = z
  .string()
  .trim()
  .regex(/^\d{5}$/, ADDRESS_TOOLS_MESSAGES.invalidZip);
const ZPortalId = z.string().trim().min(1, ADDRESS_TOOLS_MESSAGES.portalNotFound).max(200);
const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

// ---------------------------------------------------------------------------------------------
// portals, ZIP lookup, existence check

/** GET /api/admin/address-tools/portals: the portals the wizard starts from. */
export const ZAddressToolsPortal = z.object({
  id: z.string(),
  title: z.string(),
  portalType: z.enum(['residential', 'enterprise']),
  zipCodes: z.array(z.string()),
});
export const ZAddressToolsPortals = z.object({ items: z.array(ZAddressToolsPortal) });
export type TAddressToolsPortal = z.infer<typeof ZAddressToolsPortal>;

/** GET /api/admin/address-tools/addresses?zip= : the back office's addresses in a ZIP code. */
export const ZZipLookupQuery = z.object({ zip: ZZip });
export const ZZipLookupResult = z.object({ items: z.array(ZAddressLookupResult) });
export type TZipLookupResult = z.infer<typeof ZZipLookupResult>;

/** A street address as typed or chosen: street line, city, state, 5-digit ZIP. */
export const ZStreetAddress = z.object({
  street: text(200, ADDRESS_TOOLS_MESSAGES.selectAddressFirst),
  city: text(100, ADDRESS_TOOLS_MESSAGES.selectAddressFirst),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please enter the two-letter state.')
    .transform((s) => s.toUpperCase()),
  zip: ZZip,
});
export type TStreetAddress = z.output<typeof ZStreetAddress>;
export type TStreetAddressInput = z.input<typeof ZStreetAddress>;

/** POST /api/admin/address-tools/address-check */
export const ZAddressCheckRequest = ZStreetAddress;

/** A previously added address, as the check and the list name it. */
export const ZAddedAddressRef = z.object({ id: z.string(), createdAt: z.string() });

export const ZAddressCheckResult = z.object({
  /** The back office has this address (the issue can be filed). */
  exists: z.boolean(),
  /** The back office's site when it exists. */
  address: ZAddressLookupResult.nullable(),
  /** An added address with the same street, city, state and ZIP, if staff added it before. */
  addedAddress: ZAddedAddressRef.nullable(),
});
export type TAddressCheckResult = z.infer<typeof ZAddressCheckResult>;

/** Normalised for comparing: trimmed, inner spaces collapsed, upper case. */
export function addressKeyPart(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * The existence check's rule (spec §5): street, city and state compared case-insensitively (and with
 * spaces collapsed), the ZIP exactly (its first five digits).
 */
export function isSameAddress(
  a: { street: string; city: string; state: string; zip: string },
  b: { street: string; city: string; state: string; zip: string },
): boolean {
  return (
    addressKeyPart(a.street) === addressKeyPart(b.street) &&
    addressKeyPart(a.city) === addressKeyPart(b.city) &&
    addressKeyPart(a.state) === addressKeyPart(b.state) &&
    a.zip.trim().slice(0, 5) === b.zip.trim().slice(0, 5)
  );
}

// ---------------------------------------------------------------------------------------------
// address suggestions

/** One suggestion (spec §3 "Address suggestion"; Smarty's US Autocomplete Pro fields). */
export const ZAddressSuggestion = z.object({
  /** "street_line secondary, city, state zipcode", as shown in the list. */
  text: z.string(),
  street_line: z.string(),
  secondary: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  /** How many secondary addresses (units) the suggestion stands for; 0 for a single address. */
  entries: z.number().int().nonnegative(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

/** "street_line secondary, city, state zipcode". */
export function suggestionText(s: Omit<TAddressSuggestion, 'text' | 'entries'>): string {
  const street = [s.street_line.trim(), s.secondary.trim()].filter(Boolean).join(' ');
  return `${street}, ${s.city.trim()}, ${s.state.trim()} ${s.zipcode.trim()}`;
}

/** GET /api/admin/address-tools/suggestions?portalId=&search= */
export const ZAddressSuggestionsQuery = z.object({
  portalId: ZPortalId,
  search: z.string().trim().min(SUGGESTION_MIN_CHARS, ADDRESS_TOOLS_MESSAGES.searchTooShort).max(100),
});
export const ZAddressSuggestions = z.object({
  items: z.array(ZAddressSuggestion).max(MAX_SUGGESTIONS),
  /**
   * Where they come from: `smarty` (verified USPS addresses) or `built-in` (the back office's and the
   * added addresses). An added address counts as Verified only with Smarty data.
   */
  source: z.enum(['built-in', 'smarty']),
});
export type TAddressSuggestions = z.infer<typeof ZAddressSuggestions>;

// ---------------------------------------------------------------------------------------------
// agents

/** GET /api/admin/address-tools/agents: the back office's agents, sorted by full name. */
export const ZAgentList = z.object({ items: z.array(ZAgent) });

// ---------------------------------------------------------------------------------------------
// the undelivered-cart issue

/** The site the issue is about: an address from the ZIP lookup or the existence check. */
export const ZIssueSite = ZBackOfficeSite;
export type TIssueSite = z.infer<typeof ZIssueSite>;

/** POST /api/admin/address-tools/undelivered-cart-issues */
export const ZUndeliveredCartIssueRequest = z.object({
  portalId: ZPortalId,
  address: ZIssueSite,
  /** Defaults to "CART IS NOT DELIVERED" (spec §5); required, so an emptied field is refused. */
  subject: text(200, ADDRESS_TOOLS_MESSAGES.subjectRequired).default(UNDELIVERED_CART_SUBJECT),
  description: text(2000, ADDRESS_TOOLS_MESSAGES.descriptionRequired),
  /** An agent's Username from the agents list; optional. */
  agent: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** The caller (optional): their name and phone go on the ticket (phone as digits only). */
  contactName: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  contactPhone: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
  /**
   * A key the page makes once per submission and sends again on a retry: a retried submission finds
   * the first issue instead of filing a second.
   */
  clientKey: z.preprocess(emptyToUndefined, z.string().trim().min(8).max(100).optional()),
});
export type TUndeliveredCartIssueRequest = z.output<typeof ZUndeliveredCartIssueRequest>;
export type TUndeliveredCartIssueRequestInput = z.input<typeof ZUndeliveredCartIssueRequest>;

export const ZUndeliveredCartIssueResult = z.object({
  /** The service request's id in the tickets desk (GET /api/admin/service-requests/{id}). */
  id: z.string(),
  reference: z.string(),
  /** filed: the back office gave an IssueID; queued: it will be filed by the outbox's retries. */
  status: z.enum(['filed', 'queued']),
  issueId: z.string().nullable(),
  message: z.string(),
  /** Why filing at once did not work, e.g. "No issue ID returned from server"; null when filed. */
  problem: z.string().nullable(),
});
export type TUndeliveredCartIssueResult = z.infer<typeof ZUndeliveredCartIssueResult>;

// ---------------------------------------------------------------------------------------------
// added addresses

/** The new address's customer (spec §3 customerInfo), with the profile wizard's rules (§5). */
const contactFields = ZContactInformation.shape;
export const ZAddedAddressCustomer = z.object({
  salutation: contactFields.salutation,
  firstName: contactFields.firstName,
  lastName: contactFields.lastName,
  email: ZRegistrationEmail,
  phoneNumber: contactFields.phoneNumber,
  phoneType: contactFields.phoneType,
});
export type TAddedAddressCustomer = z.output<typeof ZAddedAddressCustomer>;

/** Smarty's data for a chosen suggestion (spec §3 smartyData). */
export const ZSmartyData = ZAddressSuggestion;

/** POST /api/admin/added-addresses */
export const ZCreateAddedAddress = z.object({
  portalId: ZPortalId,
  address: ZStreetAddress,
  /** The chosen suggestion when it came from Smarty: the address is then Verified, else Manual. */
  smartyData: ZSmartyData.nullish(),
  customerInfo: ZAddedAddressCustomer,
});
export type TCreateAddedAddress = z.output<typeof ZCreateAddedAddress>;
export type TCreateAddedAddressInput = z.input<typeof ZCreateAddedAddress>;

/** The chosen suggestion must be the address sent (street line, city, state and ZIP). */
export function smartyDataMatches(address: TStreetAddress, smarty: TAddressSuggestion): boolean {
  return isSameAddress(address, {
    street: smarty.street_line,
    city: smarty.city,
    state: smarty.state,
    zip: smarty.zipcode,
  });
}

export const ADDED_ADDRESS_PAGE_SIZE = 20;

export const ZAddedAddress = z.object({
  id: z.string(),
  entryType: z.literal('NewSiteAddress'),
  defaultServicesId: z.string().nullable(),
  portalTitle: z.string().nullable(),
  addressToAdd: z.object({
    CM04_ADD2: z.string(),
    CM04_CITY: z.string(),
    CM04_STAT: z.string(),
    CM04_PZIP: z.string(),
  }),
  smartyData: ZSmartyData.nullable(),
  /** As saved (the wizard's rules held when it was added). */
  customerInfo: z
    .object({
      salutation: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      phoneType: z.string(),
    })
    .partial()
    .nullable(),
  /** Verified when Smarty data is present, otherwise Manual (spec §2.15). */
  verification: z.enum(['Verified', 'Manual']),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The back-office site once the address is loaded; null before. */
  loadedSite: z
    .object({ SOURCE: z.string(), CM04_CUST: z.string(), CM04_SITE: z.string(), loadedAt: z.string() })
    .nullable(),
  /** _ts of the spec: creation time in epoch seconds. */
  _ts: z.number().int(),
});
export type TAddedAddress = z.infer<typeof ZAddedAddress>;

export const ZCreatedAddedAddress = z.object({ item: ZAddedAddress, message: z.string() });

const addedFilterShape = {
  /** Street, city, state, ZIP or the customer's name or e-mail contains (case-insensitive). */
  text: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** One portal's added addresses. */
  portal: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
};
export const ZAddedAddressFilters = z.object(addedFilterShape);
export type TAddedAddressFilters = z.output<typeof ZAddedAddressFilters>;

/** GET /api/admin/added-addresses: newest first, keyset pages of 20. */
export const ZAddedAddressListQuery = z.object({ ...addedFilterShape, cursor: ZKeysetCursorParam });
export type TAddedAddressListQuery = z.output<typeof ZAddedAddressListQuery>;

/** The counts: how many match the filter, and how many there are in all. */
export const ZAddedAddressList = keysetPage(
  ZAddedAddress,
  z.object({ matching: z.number().int(), total: z.number().int() }),
);
export type TAddedAddressList = z.infer<typeof ZAddedAddressList>;

export { decodeKeysetCursor as decodeAddedAddressCursor, encodeKeysetCursor as encodeAddedAddressCursor };

export const ZAddedAddressIdParams = z.object({ id: z.string().trim().min(1).max(200) });
export const ZDeletedAddedAddress = z.object({ id: z.string(), message: z.string() });

/** POST /api/admin/added-addresses/{id}/load (built-in back office only). */
export const ZLoadedAddedAddress = z.object({ item: ZAddedAddress, message: z.string() });

// ---------------------------------------------------------------------------------------------
// the spreadsheet

export const ADDED_ADDRESS_SHEET_NAME = 'Added Addresses';

/** The 14 columns of spec §3, in order. */
export const ADDED_ADDRESS_EXPORT_COLUMNS = [
  'Street Address',
  'City',
  'State',
  'ZIP Code',
  'Portal',
  'Added Date',
  'Smarty Verified',
  'Smarty Full Address',
  'Entry Type',
  'Customer First Name',
  'Customer Last Name',
  'Customer Email',
  'Customer Phone',
  'Phone Type',
] as const;
export type TAddedAddressExportColumn = (typeof ADDED_ADDRESS_EXPORT_COLUMNS)[number];

/** added-addresses-{yyyy-MM-dd}.xlsx (the day in UTC). */
export function addedAddressesFileName(now: Date): string {
  return `added-addresses-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Added Date: a date cell shown as the spec says, MM/dd/yyyy HH:mm, in the portal's local time. */
export const ADDED_ADDRESS_EXPORT_DATE_FORMATS: Partial<Record<TAddedAddressExportColumn, string>> = {
  'Added Date': DATE_TIME_US_FORMAT,
};

/**
 * One added address as a spreadsheet row, in ADDED_ADDRESS_EXPORT_COLUMNS order; Added Date as an
 * Excel serial of the time in `timeZone` (the address's portal's).
 */
export function toAddedAddressExportRow(item: TAddedAddress, timeZone: string): (string | number)[] {
  const customer = item.customerInfo ?? {};
  const values: Record<TAddedAddressExportColumn, string | number> = {
    'Street Address': item.addressToAdd.CM04_ADD2,
    City: item.addressToAdd.CM04_CITY,
    State: item.addressToAdd.CM04_STAT,
    'ZIP Code': item.addressToAdd.CM04_PZIP,
    Portal: item.portalTitle ?? '',
    'Added Date': excelSerialAt(item.createdAt, timeZone) ?? '',
    'Smarty Verified': item.smartyData ? 'Yes' : 'No',
    'Smarty Full Address': item.smartyData?.text ?? '',
    'Entry Type': item.entryType,
    'Customer First Name': customer.firstName ?? '',
    'Customer Last Name': customer.lastName ?? '',
    'Customer Email': customer.email ?? '',
    'Customer Phone': customer.phoneNumber ?? '',
    'Phone Type': customer.phoneType ?? '',
  };
  return ADDED_ADDRESS_EXPORT_COLUMNS.map((column) => values[column]);
}
