/**
 * Every message the registration API can answer with (spec 01 §5, §8; the password rules), each with
 * the registration namespace's key that says it in the reader's language. The record names every
 * entry of REGISTRATION_MESSAGES, so a new server message without a key does not compile.
 */
import { PASSWORD_MESSAGES } from '../../../domain/password';
import {
  REGISTRATION_MESSAGES,
  invalidAccountNumberMessage,
  invalidCodeMessage,
  resendWaitMessage,
} from '../../../domain/registration/messages';
import { joinCatalogs, messageKeys, type TServerMessageCatalog } from '../../app/server-message';

const NS = 'registration:';

export const REGISTRATION_MESSAGE_CATALOG: TServerMessageCatalog = joinCatalogs(
  {
    keys: messageKeys(REGISTRATION_MESSAGES, {
      zipInvalid: `${NS}address.zipInvalid`,
      noAddresses: `${NS}address.noAddresses`,
      fetchAddressesFailed: `${NS}address.fetchFailed`,
      addressRequired: `${NS}address.required`,
      aptUnitRequired: `${NS}address.aptUnitRequired`,
      aptUnitNumeric: `${NS}address.aptUnitNumeric`,
      addressUnknown: `${NS}errors.address-unknown`,
      addressTaken: `${NS}errors.address-taken`,
      invalidEmailFormat: `${NS}email.invalidFormat`,
      enterValidEmail: `${NS}email.enterValid`,
      disposableEmail: `${NS}email.disposable`,
      undeliverableEmail: `${NS}email.undeliverable`,
      emailRequired: `${NS}email.required`,
      noEmailOnFile: `${NS}errors.no-email-on-file`,
      codeDigits: `${NS}errors.code-digits`,
      codeExpired: `${NS}errors.code-expired`,
      codeTooManyAttempts: `${NS}errors.code-too-many-attempts`,
      codeNotFound: `${NS}errors.code-not-found`,
      emailAndCodeRequired: `${NS}errors.email-and-code-required`,
      emailAlreadyVerified: `${NS}errors.email-already-verified`,
      sendFailed: `${NS}errors.send-failed`,
      sendCodeFailed: `${NS}errors.send-code-failed`,
      verificationFailed: `${NS}errors.verification-failed`,
      accountTooManyAttempts: `${NS}errors.account-too-many-attempts`,
      accountNumberRequired: `${NS}errors.account-number-required`,
      accountNumberFormat: `${NS}errors.account-number-format`,
      strongProofRequired: `${NS}errors.strong-proof-required`,
      invalidFileType: `${NS}errors.invalid-file-type`,
      pdfTooLarge: `${NS}errors.pdf-too-large`,
      fileTooLarge: `${NS}errors.file-too-large`,
      imageTooSmall: `${NS}errors.image-too-small`,
      imageDistorted: `${NS}errors.image-distorted`,
      invalidFile: `${NS}errors.invalid-file`,
      processingError: `${NS}errors.processing-error`,
      documentError: `${NS}errors.document-error`,
      addressNotInDocument: `${NS}errors.address-not-in-document`,
      noTextInDocument: `${NS}errors.no-text-in-document`,
      invalidPhoneNumber: `${NS}contact.errors.invalidPhoneNumber`,
      invalidPhoneFormat: `${NS}contact.errors.invalidPhoneFormat`,
      phoneTenDigits: `${NS}contact.errors.phoneTenDigits`,
      salutationRequired: `${NS}contact.errors.salutationRequired`,
      firstNameRequired: `${NS}contact.errors.firstNameRequired`,
      lastNameRequired: `${NS}contact.errors.lastNameRequired`,
      phoneRequired: `${NS}contact.errors.phoneRequired`,
      contactMethodRequired: `${NS}contact.errors.contactMethodRequired`,
      billingAddressRequired: `${NS}contact.errors.billingAddressRequired`,
      billingCityRequired: `${NS}contact.errors.billingCityRequired`,
      billingStateRequired: `${NS}contact.errors.billingStateRequired`,
      billingZipRequired: `${NS}contact.errors.billingZipRequired`,
      verificationRequired: `${NS}errors.verification-required`,
      addressNotLoaded: `${NS}errors.address-not-loaded`,
      unexpected: `${NS}errors.unexpected`,
      googleEmailExists: `${NS}errors.google-email-exists`,
      googleDataError: `${NS}google.dataError`,
      googleCompleteProfile: `${NS}google.completeProfile`,
      registrationExpired: `${NS}errors.draft-expired`,
    }),
    counted: [
      { text: invalidCodeMessage, key: `${NS}errors.invalid-code`, name: 'remaining' },
      { text: invalidAccountNumberMessage, key: `${NS}errors.invalid-account-number`, name: 'remaining' },
      { text: resendWaitMessage, key: `${NS}errors.resend-wait`, name: 'waitSeconds' },
    ],
  },
  { keys: messageKeys(PASSWORD_MESSAGES, `${NS}password.errors.`) },
);
