import { describe, expect, it } from 'vitest';
import { message } from './messages';
import { contactFieldErrors, contactMails, ZContactRequest } from './contact';

describe('contact form', () => {
  it('accepts the four subjects and trims the fields', () => {
    for (const subject of ['General Inquiry', 'Support', 'Feedback', 'Other']) {
      expect(ZContactRequest.parse({ email: ' a@example.com ', subject, message: ' Hi ' })).toEqual({
        email: 'a@example.com',
        subject,
        message: 'Hi',
      });
    }
  });

  it('names the problem of each field as a message key', () => {
    expect(contactFieldErrors({ email: '', subject: '', message: '' })).toEqual({
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
    expect(contactFieldErrors({ email: 'nope', subject: 'Other', message: 'x'.repeat(5001) })).toEqual({
      email: 'emailInvalid',
      message: 'messageTooLong',
    });
    expect(contactFieldErrors({ email: 'a@example.com', subject: 'Other', message: 'Hi' })).toEqual({});
  });

  it('escapes the message in the HTML of both mails', () => {
    const mails = contactMails(
      { email: 'a@example.com', subject: 'Other', message: '<b>hi</b> & "bye"' },
      {
        companyName: 'LRS',
        companyEmail: 'cs@example.com',
        companyPhoneDisplay: '844.NEED.LRS',
        receivedAt: new Date(0),
        echoToSender: true,
      },
    );
    expect(mails.company.to).toBe('cs@example.com');
    expect(mails.sender.to).toBe('a@example.com');
    for (const mail of [mails.company, mails.sender]) {
      expect(mail.html).toContain('&lt;b&gt;hi&lt;/b&gt; &amp; &quot;bye&quot;');
      expect(mail.text).toContain('<b>hi</b> & "bye"');
    }
  });

  it('sends an address not proven to be the sender’s a short acknowledgement, without the message', () => {
    const { sender } = contactMails(
      { email: 'stranger@example.com', subject: 'Other', message: 'Visit http://evil.invalid now' },
      {
        companyName: 'LRS',
        companyEmail: 'cs@example.com',
        companyPhoneDisplay: '844.NEED.LRS',
        receivedAt: new Date(0),
      },
    );
    expect(sender.to).toBe('stranger@example.com');
    expect(sender.subject).toBe('We received your message: Other');
    for (const body of [sender.text, sender.html]) {
      expect(body).not.toContain('evil.invalid');
      expect(body).toContain('Thank you for contacting LRS');
    }
    expect(sender.text).toContain(message('en', 'contact.notYou'));
  });
});
