/** Badge colours and translation keys shared by the staff pages. */
import type { TStaffRole } from '../../../../domain/staff/staff-user';
import {
  STAFF_MIGRATION_NOT_SAVED,
  staffFormMessageKey,
  staffPortalMessages,
} from '../../../../domain/staff/staff-user';
import { withoutFieldPath } from '../../../lib/server-message';

export const roleColor: Record<TStaffRole, string> = {
  admin: 'grape',
  customerservice: 'blue',
  municipality: 'teal',
};

/** A validation message from the shared schema (or the server) in the current language. */
export function staffMessageKey(message: string): string | undefined {
  if (message === staffPortalMessages.unknownPortal) return 'form.errors.unknownPortal';
  // the API prefixes a validation message with the field it is about ("portalIds: …")
  const key = staffFormMessageKey(message) ?? staffFormMessageKey(withoutFieldPath(message));
  return key ? `form.errors.${key}` : undefined;
}

/**
 * A migrated row's reason as keys of the staff namespace: the server joins a row's validation
 * messages into one line, so each sentence is looked up on its own. A sentence no key knows reads as
 * "Could not be saved." in the reader's language rather than the server's English.
 */
export function migrationReasonKeys(reason: string): string[] {
  const keys = reason
    .split(/(?<=\.)\s+/)
    .filter((sentence) => sentence.length > 0)
    .map((sentence) =>
      sentence === STAFF_MIGRATION_NOT_SAVED
        ? 'migration.notSaved'
        : (staffMessageKey(sentence) ?? 'migration.notSaved'),
    );
  return keys.length > 0 ? [...new Set(keys)] : ['migration.notSaved'];
}
