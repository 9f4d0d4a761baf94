import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, writtenAt } from './columns';
import { sql } from 'drizzle-orm';

/**
 * A portal setup (the spec's PortalSetupDefaults). The whole validated entity lives in `setup`
 * (default services, additional services, displayOptions, enterprise fields); the fields that are
 * searched, filtered or sorted are copied into indexed columns on every write.
 */
export const portalSetups = pgTable(
  'portal_setups',
  {
    id: text('id').primaryKey(),
    portalType: text('portal_type').$type<'residential' | 'enterprise'>().notNull(),
    portalTitle: text('portal_title').notNull(),
    zipCodes: text('zip_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customerId: text('customer_id'),
    businessCode: text('business_code'),
    billingCycle: text('billing_cycle'),
    serviceCategory: text('service_category'),
    serviceWeekCode: text('service_week_code'),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Days an unopposed address claim with strong proof waits before it moves (decision 006); null:
     * ADDRESS_CLAIM_WAITING_DAYS.
     */
    claimWaitingDays: integer('claim_waiting_days'),
    setup: jsonb('setup').$type<Record<string, unknown>>().notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('portal_setups_title_uq').on(sql`lower(${t.portalTitle})`),
    index('portal_setups_zip_codes_gin').using('gin', t.zipCodes),
    index('portal_setups_type_idx').on(t.portalType),
    index('portal_setups_customer_id_idx').on(t.customerId),
    index('portal_setups_business_code_idx').on(t.businessCode),
  ],
);

/** Content per portal (home, support, FAQ, services, sticker locations), edited in the admin area. */
export const portalContent = pgTable('portal_content', {
  portalId: text('portal_id')
    .primaryKey()
    .references(() => portalSetups.id, { onDelete: 'cascade' }),
  home: jsonb('home').$type<Record<string, unknown>>(),
  support: jsonb('support').$type<Record<string, unknown>>(),
  faq: jsonb('faq').$type<Record<string, unknown>>(),
  services: jsonb('services').$type<Record<string, unknown>>(),
  stickers: jsonb('stickers').$type<Record<string, unknown>>(),
  /**
   * Staff's translations of the content above, by language code and then content kind (the same
   * shapes as the English columns); a customer sees their language where one exists (issue 16).
   */
  translations: jsonb('translations')
    .$type<
      Record<
        string,
        Partial<Record<'home' | 'support' | 'faq' | 'services' | 'stickers', Record<string, unknown>>>
      >
    >()
    .notNull()
    .default({}),
  version: integer('version').notNull().default(1),
  updatedAt: writtenAt('updated_at'),
  updatedBy: text('updated_by'),
});
