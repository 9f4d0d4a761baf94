/** The Services area's confirmation mail in the customer's language (issue 16); English as the spec words it. */
import { describe, expect, it } from 'vitest';
import { detailValue, renderConfirmationMail, type TConfirmationContent } from './confirmation-mail';

const content: TConfirmationContent = {
  kind: 'vacation-hold',
  to: 'rosa@example.com',
  companyName: 'LRS',
  customer: {
    name: 'Rosa Diaz',
    email: 'rosa@example.com',
    phone: '(847) 555-0142',
    address: '1 Main St',
    account: '26898.101',
  },
  details: [
    { label: 'Service', ...detailValue.service('yardwaste') },
    { label: 'Stop service on', ...detailValue.date('2026-12-01') },
    { label: 'Comments', value: '' },
  ],
  contact: { phone: '(847) 555-0100', email: 'service@lrs.example' },
};
const names = { reference: 'REQ-0123456789', issueId: '4711' };

describe('renderConfirmationMail', () => {
  it('keeps the English of the spec', () => {
    const mail = renderConfirmationMail(content, names);
    expect(mail.subject).toBe('Vacation Hold Request Confirmation');
    expect(mail.text).toBe(
      [
        'Hello Rosa Diaz,',
        '',
        'We received your vacation hold request. Here are the details.',
        '',
        'Reference number: REQ-0123456789 (issue #4711)',
        '',
        'Your details',
        '  Name: Rosa Diaz',
        '  Email: rosa@example.com',
        '  Phone: (847) 555-0142',
        '  Service address: 1 Main St',
        '  Account: 26898.101',
        '',
        'Request details',
        '  Service: Yard Waste',
        '  Stop service on: 12/01/2026',
        '  Comments: —',
        '',
        'Questions? Call us at (847) 555-0100 or write to service@lrs.example.',
        '',
        'Thank you for choosing LRS.',
      ].join('\n'),
    );
    expect(mail.html).toMatch(/^<div style="font-family/);
    expect(mail.html).toContain('Reference number: <strong>REQ-0123456789</strong> (issue #4711)</p>');
    expect(mail.html).toContain(
      'Questions? Call us at <strong>(847) 555-0100</strong> or write to <a href="mailto:service@lrs.example">service@lrs.example</a>.',
    );
  });

  it('writes Arabic right to left, labels included', () => {
    const mail = renderConfirmationMail(content, names, 'ar');
    expect(mail.subject).toBe('تأكيد طلب الإيقاف المؤقت أثناء الإجازة');
    expect(mail.text).toContain('الرقم المرجعي: REQ-0123456789 (رقم الحالة 4711)');
    expect(mail.text).toContain('  إيقاف الخدمة في: 1 ديسمبر 2026');
    expect(mail.text).toContain('  الخدمة: مخلفات الحدائق');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.html).toContain('الرقم المرجعي: <strong>REQ-0123456789</strong> (رقم الحالة 4711)');
  });

  it('writes Japanese, and a customer without a name is greeted all the same', () => {
    const mail = renderConfirmationMail(
      { ...content, kind: 'service-change', customer: { ...content.customer, name: '' } },
      { reference: 'REQ-0123456789' },
      'ja',
    );
    expect(mail.subject).toBe('LRS サービス変更の確認');
    expect(mail.text).toMatch(/^お客様\n\nサービス変更のご依頼を受け付けました。/);
    expect(mail.text).toContain('受付番号：REQ-0123456789\n');
  });

  it('writes the values of a change in the language: numbers, money and dates in its formats', () => {
    const mail = renderConfirmationMail(
      {
        ...content,
        kind: 'additional-cart',
        details: [
          { label: 'Service', ...detailValue.service('trash') },
          { label: 'Cart size', ...detailValue.gallons(96) },
          { label: 'Additional cart rate', ...detailValue.money(5, { perCart: true }) },
        ],
        change: {
          before: [{ label: 'Rate', ...detailValue.money(1234.5, { frequency: 'Monthly' }) }],
          after: [{ label: 'Size', ...detailValue.gallons(null) }],
        },
      },
      names,
      'fr',
    );
    expect(mail.subject).toBe('LRS : confirmation de demande de bac supplémentaire');
    expect(mail.text).toContain('  Service : Ordures ménagères');
    expect(mail.text).toContain('  Taille du bac : 96 gallons');
    expect(mail.text).toMatch(/ {2}Tarif du bac supplémentaire : 5,00\s\$ par bac/);
    expect(mail.text).toMatch(/ {2}Tarif : 1\s234,50\s\$ \(Monthly\)/);
    expect(mail.text).toContain('  Taille : Taille inconnue');
    // the same content in English, as the spec writes it
    const english = renderConfirmationMail(
      { ...content, details: [{ label: 'Rate', ...detailValue.money(5, { perCart: true }) }] },
      names,
    );
    expect(english.text).toContain('  Rate: $5.00 per cart');
  });
});
