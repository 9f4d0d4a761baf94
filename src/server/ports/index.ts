/** The outside systems, each chosen by configuration: a built-in adapter or the real service. */
import type { Config } from '../config';
import type { AppDb } from '../db/client';
import { createBuiltInMail } from './mail/built-in-mail';
import type { MailPort } from './mail/mail-port';
import { createBuiltInSms } from './sms/built-in-sms';
import type { SmsPort } from './sms/sms-port';

export interface Ports {
  mail: MailPort;
  sms: SmsPort;
}

export function createPorts(_config: Config, db: AppDb): Ports {
  return {
    mail: createBuiltInMail(db),
    sms: createBuiltInSms(db),
  };
}
