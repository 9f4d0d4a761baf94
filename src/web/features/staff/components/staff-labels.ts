/** Badge colours and translation keys shared by the staff pages. */
import type { TStaffRole } from '../../../../domain/staff/staff-user';
import { staffFormMessageKey, staffPortalMessages } from '../../../../domain/staff/staff-user';
import { withoutFieldPath } from '../../../app/server-message';

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
