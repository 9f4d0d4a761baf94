import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/staff.json';
import en from '../../../i18n/locales/en/staff.json';
import es from '../../../i18n/locales/es/staff.json';
import {
  STAFF_MIGRATION_NOT_SAVED,
  staffFormMessages,
  ZStaffUserForm,
} from '../../../../domain/staff/staff-user';
import { migrationReasonKeys } from './staff-labels';

describe('a migrated row’s reason in the reader’s language', () => {
  it('looks up each sentence of the line the server joins', () => {
    // what the server writes for a row with neither name nor e-mail (staff-migration.ts)
    const parsed = ZStaffUserForm.safeParse({ role: 'admin' });
    expect(parsed.success).toBe(false);
    const reason = parsed.error!.issues.map((issue) => issue.message).join(' ');
    expect(reason).toBe(`${staffFormMessages.nameRequired} ${staffFormMessages.emailRequired}`);
    expect(migrationReasonKeys(reason)).toEqual(['form.errors.nameRequired', 'form.errors.emailRequired']);
  });

  it('says "Could not be saved." for the server’s own failure and for any sentence it does not know', () => {
    expect(migrationReasonKeys(STAFF_MIGRATION_NOT_SAVED)).toEqual(['migration.notSaved']);
    expect(migrationReasonKeys('Something no table says.')).toEqual(['migration.notSaved']);
    expect(migrationReasonKeys('')).toEqual(['migration.notSaved']);
  });

  it('reads in Spanish and in German', () => {
    // the locale files themselves: this test leaves the app's shared i18n instance alone
    expect(es.migration.notSaved).toBe('No se pudo guardar.');
    expect(de.migration.notSaved).toBe('Konnte nicht gespeichert werden.');
    expect(en.migration.notSaved).toBe(STAFF_MIGRATION_NOT_SAVED);
  });
});
