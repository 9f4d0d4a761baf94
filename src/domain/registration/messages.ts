/**
 * The registration wizard's messages, word for word from spec 01 (§5 validation, §8 error catalogue).
 * The API sends these texts and a machine-readable `details.reason`; the web app shows the i18n key
 * for the reason (English = these texts) with `details` as interpolation values.
 */

export const REGISTRATION_MESSAGES = {
  // address search (§5)
  zipInvalid: 'Please enter a valid 5-digit ZIP code.',
  noAddresses: 'No addresses found for this ZIP code.',
  fetchAddressesFailed: 'Failed to fetch addresses. Please try again.',
  addressRequired: 'Please select your service address.',
  aptUnitRequired: 'Apartment unit is required',
  aptUnitNumeric: 'Apartment unit must be a number',
  addressUnknown: 'This address could not be found. Please search again.',
  addressTaken: 'This address is already registered. Please login instead.',
  // e-mail format and deliverability (§5)
  invalidEmailFormat: 'Invalid email format',
  enterValidEmail: 'Please enter a valid email format.',
  disposableEmail: 'Please use a non-disposable email address.',
  undeliverableEmail: 'This email address appears to be invalid.',
  emailRequired: 'Email is required',
  noEmailOnFile: 'There is no email on file for this address. Please enter an email address.',
  // verification code (§5)
  codeDigits: 'Please enter all 6 digits',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many failed attempts. Please request a new code.',
  codeNotFound: 'No verification code found. Please request a new one.',
  emailAndCodeRequired: 'Email and code are required',
  emailAlreadyVerified: 'Email already verified.',
  // e-mail sending (§8)
  sendFailed: 'Failed to send email. Please try resending the code.',
  sendCodeFailed: 'Failed to send verification code',
  verificationFailed: 'Verification failed. Please try again.',
  // account number (§8)
  accountTooManyAttempts: 'Too many failed attempts. Please try another verification method.',
  accountNumberRequired: 'Please enter your account number.',
  accountNumberFormat: 'Please enter your account number in the format XXXX.XXX or XXXX.XXXX.',
  // the account number's second fact (issue 26 §1)
  accountLastNameRequired: "Please enter the account holder's last name.",
  accountNameMissing:
    'This account cannot be verified by its account number online. Please use another verification method.',
  // the letter with a one-time code (issue 26 §1)
  letterCodeInvalid: 'This code does not match the letter. Please check it and try again.',
  letterTooManyAttempts: 'Too many failed attempts. Please request a new letter.',
  letterNotRequested: 'No letter has been requested for this address yet.',
  letterTooMany: 'A letter has already been sent to this address. Please wait for it to arrive.',
  // proof of address ownership (issue 8 §5)
  strongProofRequired:
    'This address is already registered. To register it to your account, verify it with the email on file, your account number or a document.',
  // document (§5, §8)
  invalidFileType: 'Invalid file type. Please use JPG, PNG, GIF, BMP, or PDF.',
  pdfTooLarge: 'PDF file is too large. Maximum size is 4MB.',
  fileTooLarge: 'File is too large. Maximum size is 4MB.',
  imageTooSmall: 'Image is too small. Please use a higher resolution image.',
  imageDistorted: 'Image appears distorted. Please take a new photo.',
  invalidFile: 'Invalid file',
  processingError: 'Error processing file. Please try another document.',
  documentError: 'An error occurred while processing your document. Please try again.',
  addressNotInDocument:
    'Could not find matching address in document. Please ensure the address is clearly visible.',
  noTextInDocument: 'Could not extract text from document. Please ensure the image is clear and readable.',
  // phone (§5)
  invalidPhoneNumber: 'Invalid phone number',
  invalidPhoneFormat: 'Invalid phone format',
  phoneTenDigits: 'Please enter a valid 10-digit phone number',
  // contact step
  salutationRequired: 'Salutation is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  contactMethodRequired: 'Please select at least one preferred contact method',
  billingAddressRequired: 'Billing address is required',
  billingCityRequired: 'Billing city is required',
  billingStateRequired: 'Billing state is required',
  billingZipRequired: 'Billing ZIP code is required',
  // submit (§8)
  verificationRequired: 'Please complete email verification before submitting your registration.',
  addressNotLoaded:
    'This address is not available in the system yet. Please check with company support when it will be loaded for you to create an account.',
  unexpected: 'An unexpected error occurred.',
  googleEmailExists: 'An account with this Google email already exists. Please use the login page instead.',
  googleDataError: 'There was an error processing your Google account information. Please try again.',
  googleCompleteProfile:
    'Please complete your profile information to finish registration with your Google account.',
  registrationExpired: 'Your registration session has expired. Please start again.',
} as const;

/** "Registration result modal messages" (§8), by code. */
export const REGISTRATION_RESULT_MESSAGES = {
  'email-already-in-use': 'This email is already registered. Please login instead.',
  'popup-closed': 'Sign-up was cancelled. Please try again if you want to continue.',
  'popup-blocked': 'Pop-up was blocked by your browser. Please allow pop-ups for this site and try again.',
  'invalid-email': 'The email address is not valid. Please check and try again.',
  'operation-not-allowed': 'This login method is not enabled. Please contact support.',
  'weak-password': 'The password is too weak. Please choose a stronger password.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'user-not-found': 'No account found with this email. Please check your email or register.',
  'wrong-password': "Incorrect password. Please try again or use 'Forgot Password'.",
  'too-many-requests': 'Too many unsuccessful attempts. Please try again later.',
  'network-request-failed': 'Network error. Please check your internet connection and try again.',
  default: 'An unexpected error occurred. Please try again.',
} as const;
export type TRegistrationResultCode = keyof typeof REGISTRATION_RESULT_MESSAGES;

export const invalidCodeMessage = (remaining: number) => `Invalid code. ${remaining} attempt(s) remaining.`;
export const resendWaitMessage = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting a new code.`;
export const invalidAccountNumberMessage = (remaining: number) =>
  `Invalid account number. ${remaining} attempt(s) remaining.`;

/**
 * Machine-readable reasons in `details.reason` of registration errors. The web app maps each to an
 * i18n key of the same name under `errors.` (the '/' becomes '.').
 */
export const REGISTRATION_ERROR_REASONS = [
  'registration/zip-invalid',
  'registration/fetch-addresses-failed',
  'registration/address-unknown',
  'registration/address-taken',
  'registration/draft-expired',
  'registration/email-required',
  'registration/invalid-email',
  'registration/disposable-email',
  'registration/undeliverable-email',
  'registration/email-already-in-use',
  'registration/google-email-exists',
  'registration/code-digits',
  'registration/invalid-code',
  'registration/code-expired',
  'registration/code-too-many-attempts',
  'registration/code-not-found',
  'registration/email-and-code-required',
  'registration/email-already-verified',
  'registration/resend-wait',
  'registration/send-failed',
  'registration/verification-failed',
  'registration/invalid-account-number',
  'registration/account-too-many-attempts',
  'registration/account-number-format',
  'registration/account-last-name-required',
  'registration/account-name-missing',
  'registration/letter-code-invalid',
  'registration/letter-too-many-attempts',
  'registration/letter-not-requested',
  'registration/letter-too-many',
  'registration/strong-proof-required',
  'registration/invalid-file-type',
  'registration/pdf-too-large',
  'registration/file-too-large',
  'registration/image-too-small',
  'registration/image-distorted',
  'registration/processing-error',
  'registration/address-not-in-document',
  'registration/no-text-in-document',
  'registration/verification-required',
  'registration/address-not-loaded',
  'registration/weak-password',
  'registration/invalid-phone',
  'registration/google-data-error',
  'registration/too-many-requests',
] as const;
export type TRegistrationErrorReason = (typeof REGISTRATION_ERROR_REASONS)[number];
