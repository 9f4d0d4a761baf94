/** The outside systems, each chosen by configuration: a built-in adapter or the real service. */
import type { Config } from '../config';
import type { AppDb } from '../db/client';
import { createBuiltInMail } from './mail/built-in-mail';
import type { MailPort } from './mail/mail-port';
import { createSmtpMail } from './mail/smtp-mail';
import { createBuiltInSms } from './sms/built-in-sms';
import { createHttpSms } from './sms/http-sms';
import type { SmsPort } from './sms/sms-port';
import { createBackOffice, type BackOfficePort } from './back-office';
import { createContentPort, type ContentPort } from './content';
import { createEmailCheck, type EmailCheckPort } from './email-check';
import { createOcr, type OcrPort } from './ocr';
import { createPhoneCheck, type PhoneCheckPort } from './phone-check';
import { createStoragePort, type StoragePort } from './storage';
import { createAddressAutocomplete, type AddressAutocompletePort } from './address-autocomplete';
import { createLetterPort, type LetterPort } from './letter';

export interface Ports {
  mail: MailPort;
  sms: SmsPort;
  backOffice: BackOfficePort;
  content: ContentPort;
  emailCheck: EmailCheckPort;
  phoneCheck: PhoneCheckPort;
  ocr: OcrPort;
  storage: StoragePort;
  addressAutocomplete: AddressAutocompletePort;
  letter: LetterPort;
}

export function createPorts(config: Config, db: AppDb): Ports {
  const log = config.LOG_LEVEL === 'silent' ? () => {} : (line: string) => console.warn(line);
  return {
    backOffice: createBackOffice(config, db, globalThis.fetch, log),
    content: createContentPort(config, db),
    emailCheck: createEmailCheck(config),
    phoneCheck: createPhoneCheck(config),
    ocr: createOcr(config),
    storage: createStoragePort(config, db),
    addressAutocomplete: createAddressAutocomplete(config, db),
    letter: createLetterPort(config),
    mail: config.SMTP_URL
      ? createSmtpMail(db, { url: config.SMTP_URL, from: config.MAIL_FROM })
      : createBuiltInMail(db, { log }),
    sms: config.SMS_API_URL
      ? createHttpSms(db, {
          apiUrl: config.SMS_API_URL,
          accountSid: config.SMS_ACCOUNT_SID,
          authToken: config.SMS_AUTH_TOKEN,
          from: config.SMS_FROM,
        })
      : createBuiltInSms(db, { log }),
  };
}
