import { describe, expect, it } from 'vitest';
import { LIST_UNSUBSCRIBE_POST_VALUE, oneClickUnsubscribeHeaders } from './list-unsubscribe';
import { checkMailHeaders, MailHeaderError } from './mail-headers';

describe('oneClickUnsubscribeHeaders (RFC 8058 §3.1)', () => {
  it('gives List-Unsubscribe with the URL in angle brackets and List-Unsubscribe-Post', () => {
    expect(oneClickUnsubscribeHeaders('https://portal.example/api/unsubscribe/tok_123?k=evening')).toEqual({
      'List-Unsubscribe': '<https://portal.example/api/unsubscribe/tok_123?k=evening>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(LIST_UNSUBSCRIBE_POST_VALUE).toBe('List-Unsubscribe=One-Click');
  });

  it('takes http only on a local address (the demo)', () => {
    expect(oneClickUnsubscribeHeaders('http://localhost:3000/u/1')['List-Unsubscribe']).toBe(
      '<http://localhost:3000/u/1>',
    );
    expect(() => oneClickUnsubscribeHeaders('http://portal.example/u/1')).toThrow(MailHeaderError);
    expect(() => oneClickUnsubscribeHeaders('mailto:unsubscribe@example.com')).toThrow(MailHeaderError);
    expect(() => oneClickUnsubscribeHeaders('/api/u/1')).toThrow(MailHeaderError);
  });

  it('refuses a URL with a line break, space, comma or angle bracket (the URL parser would drop CR/LF)', () => {
    for (const url of [
      'https://portal.example/u/1\r\nBcc: someone@example.com',
      'https://portal.example/u/1\n',
      'https://portal.example/u/1 x',
      'https://portal.example/u/1>,<https://evil.example',
      'https://portal.example/u/ü',
    ]) {
      expect(() => oneClickUnsubscribeHeaders(url), url).toThrow(MailHeaderError);
    }
  });
});

describe('checkMailHeaders', () => {
  it('passes ordinary headers and gives undefined for none', () => {
    expect(checkMailHeaders({ 'X-Campaign': 'evening', Precedence: 'bulk' })).toEqual({
      'X-Campaign': 'evening',
      Precedence: 'bulk',
    });
    expect(checkMailHeaders(undefined)).toBeUndefined();
    expect(checkMailHeaders({})).toBeUndefined();
  });

  it('refuses CR, LF and other control characters in a value', () => {
    for (const value of ['a\r\nBcc: x@example.com', 'a\nb', 'a\rb', 'a\u0000b', 'a\u007fb']) {
      expect(() => checkMailHeaders({ 'X-Test': value }), JSON.stringify(value)).toThrow(MailHeaderError);
    }
  });

  it('refuses bad names, the adapter’s own headers and a name given twice', () => {
    for (const name of ['Bad Name', 'X-A:b', 'X-\r\nB', '']) {
      expect(() => checkMailHeaders({ [name]: 'v' }), JSON.stringify(name)).toThrow(MailHeaderError);
    }
    for (const name of ['Bcc', 'to', 'Subject', 'Content-Type', 'Message-ID', 'X-Idempotency-Key']) {
      expect(() => checkMailHeaders({ [name]: 'v' }), name).toThrow(/set by the mail adapter/);
    }
    expect(() => checkMailHeaders({ 'X-A': '1', 'x-a': '2' })).toThrow(/twice/);
  });
});
