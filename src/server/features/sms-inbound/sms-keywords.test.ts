import { describe, expect, it } from 'vitest';
import { smsOptOutNumber } from '../../ports/sms/sms-opt-outs';
import { smsKeyword, smsKeywordReply, twiml } from './sms-keywords';

describe('smsKeyword', () => {
  it('reads the whole body, trimmed, in any case', () => {
    for (const body of [
      'STOP',
      'stop',
      ' Stop\n',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit',
      'OptOut',
      'REVOKE',
    ]) {
      expect(smsKeyword(body), body).toBe('stop');
    }
    for (const body of ['START', 'unstop', 'Yes']) expect(smsKeyword(body), body).toBe('start');
    for (const body of ['HELP', 'info ']) expect(smsKeyword(body), body).toBe('help');
    for (const body of ['please stop', 'STOP!', 'stop it', '', undefined, 'hello']) {
      expect(smsKeyword(body), String(body)).toBeNull();
    }
  });
});

describe('replies', () => {
  const company = { name: 'A & B <Hauling>', phoneDisplay: '844.555.0100' };

  it('confirms STOP in the words Curbside promises', () => {
    expect(smsKeywordReply('stop', company)).toBe(
      'You are unsubscribed from A & B <Hauling> texts. Reply START to resubscribe.',
    );
    expect(smsKeywordReply('help', company)).toContain('844.555.0100');
  });

  it('escapes the text in TwiML and answers nothing with an empty Response', () => {
    expect(twiml(smsKeywordReply('stop', company))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>You are unsubscribed from A &#38; B &#60;Hauling&#62; texts. Reply START to resubscribe.</Message></Response>',
    );
    expect(twiml(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});

describe('smsOptOutNumber', () => {
  it('keeps E.164 and writes a typed North American number as +1 and 10 digits', () => {
    expect(smsOptOutNumber('+13125550123')).toBe('+13125550123');
    expect(smsOptOutNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(smsOptOutNumber('(312) 555-0123')).toBe('+13125550123');
    expect(smsOptOutNumber('1-312-555-0123')).toBe('+13125550123');
    expect(smsOptOutNumber('+')).toBeNull();
    expect(smsOptOutNumber('')).toBeNull();
  });
});
