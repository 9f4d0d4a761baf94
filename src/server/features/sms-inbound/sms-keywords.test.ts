import { describe, expect, it } from 'vitest';
import { smsOptOutNumber } from '../../ports/sms/sms-opt-outs';
import { smsKeyword, smsKeywordReply, twiml, type SmsKeyword } from './sms-keywords';

describe('smsKeyword', () => {
  it.each<[SmsKeyword | null, (string | undefined)[]]>([
    [
      'stop',
      ['STOP', 'stop', ' Stop\n', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit', 'OptOut', 'REVOKE'],
    ],
    ['start', ['START', 'unstop', 'Yes']],
    ['help', ['HELP', 'info ']],
    [null, ['please stop', 'STOP!', 'stop it', '', undefined, 'hello']],
  ])('reads the whole body, trimmed, in any case, as %s', (keyword, bodies) => {
    for (const body of bodies) expect(smsKeyword(body), String(body)).toBe(keyword);
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
  it.each([
    ['+13125550123', '+13125550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['(312) 555-0123', '+13125550123'],
    ['1-312-555-0123', '+13125550123'],
    ['+', null],
    ['', null],
  ])(
    'keeps E.164 and writes a typed North American number as +1 and 10 digits: %j is %j',
    (typed, number) => {
      expect(smsOptOutNumber(typed)).toBe(number);
    },
  );
});
