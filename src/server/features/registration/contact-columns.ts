/**
 * The contact form's answers (registration, Setup Customer Profile, My Account) as profile columns:
 * the phone number formatted, and the billing address kept only when it is a different one.
 */
import { formatPhone } from '../../../domain/registration/phone';
import type { TContactInformation } from '../../../domain/registration/schemas';

export function contactColumns(contact: TContactInformation) {
  const billing = contact.differentBillingAddress;
  return {
    salutation: contact.salutation,
    firstName: contact.firstName,
    lastName: contact.lastName,
    phoneType: contact.phoneType,
    phoneNumber: formatPhone(contact.phoneNumber),
    preferredContactMethods: contact.preferredContactMethods,
    optInMarketing: contact.optInMarketing,
    optInNotifications: contact.optInNotifications,
    optInPaperlessBilling: contact.optInPaperlessBilling,
    differentBillingAddress: billing,
    billingAddress1: billing ? contact.billingAddress1 : null,
    billingAddress2: billing ? contact.billingAddress2 || null : null,
    billingCity: billing ? contact.billingCity : null,
    billingState: billing ? contact.billingState : null,
    billingZip: billing ? contact.billingZip : null,
  };
}
