/**
 * What other features may use of the registration: the Service Address and Contact Information steps
 * with the e-mail field and its checks, the phone check (staff create customers with the same steps
 * and rules) and the review's rows of what they entered, and the catalog of the registration API's
 * messages (the same checks answer staff).
 */
export { checkPhone } from './api/registration-steps';
export { ContactStep, EMPTY_CONTACT, type TContactValues } from './components/contact-step';
export { ServiceAddressStep, formatAddressLine } from './components/service-address-step';
export { useEmailField, type EmailCheckOptions, type TEmailField } from './components/use-email-field';
export { StaffEmailInput } from './components/staff-email-input';
export { CheckedSubmitButton } from './components/checked-submit-button';
export { ContactReviewRows, residenceSummary } from './components/review-rows';
export { DEFAULT_RESIDENCE, type AddressChoice } from './wizard-types';
export { REGISTRATION_MESSAGE_CATALOG } from './registration-messages';
