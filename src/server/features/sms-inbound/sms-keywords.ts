/**
 * The reply keywords carriers and the CTIA guidelines expect every text programme to honour, and the
 * answers (TwiML) Curbside gives. The whole body counts, trimmed and in any case: "stop" is a STOP,
 * "please stop texting" is not (Twilio's own opt-out handling reads it the same way).
 */

export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  OPTOUT: 'stop',
  REVOKE: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
};

/** The keyword a reply is, or null for any other text. */
export function smsKeyword(body: string | undefined): SmsKeyword | null {
  if (!body) return null;
  return KEYWORDS[body.trim().toUpperCase()] ?? null;
}

export interface SmsReplyCompany {
  name: string;
  phoneDisplay: string;
}

/** The confirmation texted back for a keyword. */
export function smsKeywordReply(keyword: SmsKeyword, company: SmsReplyCompany): string {
  switch (keyword) {
    case 'stop':
      return `You are unsubscribed from ${company.name} texts. Reply START to resubscribe.`;
    case 'start':
      return `You are resubscribed to ${company.name} texts. Turn pickup reminders back on in My Account. Reply STOP to unsubscribe.`;
    case 'help':
      return `${company.name}: pickup reminders and service updates. Call ${company.phoneDisplay} for help. Reply STOP to unsubscribe.`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A TwiML answer: one reply text, or none (an empty <Response/>). */
export function twiml(message: string | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  return message === null
    ? `${head}<Response/>`
    : `${head}<Response><Message>${escapeXml(message)}</Message></Response>`;
}
