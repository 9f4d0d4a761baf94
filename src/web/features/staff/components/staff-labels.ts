/** Badge colours and translation keys shared by the staff pages. */
import type { TStaffRole } from '../../../../domain/staff/staff-user';
import { staffFormMessageKey } from '../../../../domain/staff/staff-user';

export const roleColor: Record<TStaffRole, string> = { admin: 'grape', customerservice: 'blue' };

/** A validation message from the shared schema (or the server) in the current language. */
export function staffMessageKey(message: string): string | undefined {
  const key = staffFormMessageKey(message);
  return key ? `form.errors.${key}` : undefined;
}
