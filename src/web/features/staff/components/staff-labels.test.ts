import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { loadNamespaces } from '../../../i18n';
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

  it('reads in Spanish and in German', async () => {
    await loadNamespaces('staff');
    try {
      for (const [language, text] of [
        ['es', 'No se pudo guardar.'],
        ['de', 'Konnte nicht gespeichert werden.'],
      ] as const) {
        await i18next.changeLanguage(language);
        await loadNamespaces('staff');
        expect(i18next.t(`staff:${migrationReasonKeys(STAFF_MIGRATION_NOT_SAVED)[0]}`)).toBe(text);
      }
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
