/**
 * One line of the delivery report (spec 03 §3 "Delivery report row"): an address and the carts to
 * deliver (Del) and remove (Rem) per service, with notes for the driver.
 */
export type DeliveryRowOrigin = 'portal' | 'trux';

export interface DeliveryReportRow {
  /** The profile id for portal rows; trux-site-{site} for TRUX rows. */
  id: string;
  customerId: string;
  customerName: string;
  streetNumber: string;
  direction: string;
  street: string;
  streetType: string;
  /** The street line as stored. */
  fullAddress: string;
  city: string;
  serviceDay: string;
  trashDel: string;
  trashRem: string;
  recyDel: string;
  recyRem: string;
  ywDel: string;
  ywRem: string;
  /** Driver notes joined with ", ": WANTS LARGER, EXTRA ON SITE, SUB YW. */
  notes: string;
  /** The chosen delivery date, "MM/DD/YYYY". */
  date: string;
  /** When the customer profile was created (ISO 8601); null for TRUX rows. */
  createdAt: string | null;
  /** Where the row comes from (the spec's fromPortal / fromTrux flags). */
  origin: DeliveryRowOrigin;
  /** The back-office site id for TRUX rows; null for portal rows. */
  truxSite: string | null;
  trashHasChanges: boolean;
  recyHasChanges: boolean;
  ywHasChanges: boolean;
  hasChanges: boolean;
}

export const DELIVERY_NOTES = {
  wantsLarger: 'WANTS LARGER',
  extraOnSite: 'EXTRA ON SITE',
  subscribeYardWaste: 'SUB YW',
} as const;
