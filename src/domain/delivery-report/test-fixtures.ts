/** Delivery report rows and columns shared by the report's tests (domain and the API's export). */
import type { DeliveryReportRow } from './delivery-report-row';

/** A portal row of Jane Doe at 1 Main St, Wauconda with nothing changed; `overrides` set the rest. */
export function deliveryRow(overrides: Partial<DeliveryReportRow> = {}): DeliveryReportRow {
  return {
    id: 'row-1',
    customerId: '1',
    customerName: 'Jane Doe',
    streetNumber: '1',
    direction: '',
    street: 'Main',
    streetType: 'St',
    fullAddress: '1 Main St',
    city: 'Wauconda',
    serviceDay: '',
    trashDel: '',
    trashRem: '',
    recyDel: '',
    recyRem: '',
    ywDel: '',
    ywRem: '',
    notes: '',
    date: '03/15/2026',
    createdAt: null,
    origin: 'portal',
    truxSite: null,
    trashHasChanges: false,
    recyHasChanges: false,
    ywHasChanges: false,
    hasChanges: false,
    ...overrides,
  };
}

/** The spreadsheet's headers with every service shown and removals on, in order. */
export const ALL_EXPORT_HEADERS = [
  'Street Number',
  'Direction',
  'Street',
  'Street Type',
  'City',
  'Customer Name',
  'Service Day',
  'Trash Del',
  'Trash Rem',
  'Recycling Del',
  'Recycling Rem',
  'Yard Waste Del',
  'Yard Waste Rem',
  'Notes',
  'Date',
];
