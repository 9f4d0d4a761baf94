/**
 * POST /api/admin/customer-profiles/email-check: the registration's e-mail check (format, disposable,
 * deliverable) plus "a customer with this e-mail exists", for staff typing a new customer's e-mail.
 */
import { ZCheckResult } from '../../../../domain/registration/schemas';
import { api } from '../../../lib/api-client';
import type { EmailCheckOptions } from '../../registration';

export const checkCustomerEmail = (email: string) =>
  api.post('/api/admin/customer-profiles/email-check', { email }, { schema: ZCheckResult });

/** The e-mail field's options in both wizards (module-level: the field's callbacks depend on it). */
export const CUSTOMER_EMAIL_CHECK: EmailCheckOptions = {
  check: checkCustomerEmail,
  reasonKeys: { 'customer-profile/email-registered': 'setup-customer-profile:messages.emailRegistered' },
};
