/**
 * A customer's mails and texts in their language (issue 16): French, Arabic and Japanese through the
 * same renderers as English, with dates in the language's Intl locale and Arabic right to left.
 * (English is checked word for word where each renderer is tested.)
 */
import { describe, expect, it } from 'vitest';
import { renderPickupReminder } from '../pickup-reminders/reminder-message';
import { renderStatusNotice } from '../service-requests/status-notice';
import { contactMails } from '../contact';

const notice = {
  companyName: 'LRS',
  firstName: 'Rosa',
  kind: 'missed-pickup',
  serviceType: 'trash',
  reference: 'REQ-0123456789',
  issueId: '4711',
  status: 'closed' as const,
  closingNote: 'Done.',
  myRequestsUrl: 'https://portal.example/MyRequests',
  unsubscribeUrl: 'https://portal.example/unsubscribe?u=1&t=2',
  contact: { phone: '(847) 555-0100', email: 'service@lrs.example' },
};

const reminder = {
  companyName: 'LRS',
  firstName: 'Rosa',
  calendarUrl: 'https://portal.example/Services/calendar',
  myAccountUrl: 'https://portal.example/my-account',
  unsubscribeUrl: 'https://portal.example/unsubscribe?k=reminders&u=1&t=2',
  day: {
    date: '2026-11-27',
    originalDate: '2026-11-26',
    carts: ['trash', 'recycling'] as const,
    shiftedBy: 'Thanksgiving',
  },
};

describe('a status notice', () => {
  it('in French', () => {
    const fr = renderStatusNotice({ ...notice, language: 'fr' });
    expect(fr.subject).toBe('Du nouveau sur votre demande pour collecte manquée (REQ-0123456789)');
    expect(fr.text).toMatch(/^Bonjour Rosa,\n/);
    expect(fr.text).toContain(
      'Votre demande pour collecte manquée pour le service ordures ménagères (dossier n° 4711) est désormais close.',
    );
    expect(fr.text).toContain('Note de notre équipe : Done.');
    expect(fr.html).toMatch(/^<div lang="fr"><p>Bonjour Rosa,<\/p>/);
    expect(fr.sms).toContain('Arrêter les avis : https://portal.example/unsubscribe');
  });

  it('in Arabic, right to left', () => {
    const ar = renderStatusNotice({ ...notice, language: 'ar' });
    expect(ar.subject).toBe('مستجدات بشأن طلب جمع فائت (REQ-0123456789)');
    expect(ar.text).toContain('أُغلق طلب جمع فائت الخاص بك لخدمة النفايات (رقم الحالة 4711).');
    expect(ar.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(ar.html).toContain('إيقاف إشعارات الحالة');
  });

  it('in Japanese, without a name', () => {
    const ja = renderStatusNotice({ ...notice, firstName: '', status: 'in-progress', language: 'ja' });
    expect(ja.text).toMatch(/^お客様\n/);
    expect(ja.text).toContain('一般ごみの収集漏れのご連絡（案件番号 4711）の対応を開始しました。');
  });
});

describe('a pickup reminder', () => {
  it('in Japanese, with Japanese dates', () => {
    const evening = renderPickupReminder({ ...reminder, language: 'ja', kind: 'evening' });
    expect(evening.subject).toBe('明日は収集日です：一般ごみ、資源ごみ');
    expect(evening.text).toContain('明日（11月27日金曜日）は一般ごみ、資源ごみの収集日です。');
    expect(evening.text).toContain('Thanksgivingのため、この収集は11月26日木曜日から変更されました。');
    expect(evening.sms).toBe(
      'LRS: 明日（11月27日(金)）は収集日です：一般ごみ、資源ごみ。 Thanksgivingのため、この収集は11月26日(木)から変更されました。 配信停止は STOP と返信してください。',
    );
    expect(evening.html).toMatch(/^<div lang="ja">/);
  });

  it('in French and in Arabic (Latin digits)', () => {
    const fr = renderPickupReminder({ ...reminder, language: 'fr', kind: 'holiday' });
    expect(fr.subject).toBe('Jour férié : votre collecte est déplacée au vendredi 27 novembre');
    expect(fr.text).toContain(
      'En raison de Thanksgiving, votre collecte (ordures ménagères et recyclage) est déplacée du jeudi 26 novembre au vendredi 27 novembre.',
    );
    const ar = renderPickupReminder({ ...reminder, language: 'ar', kind: 'holiday' });
    expect(ar.subject).toBe('جدول العطلات: نُقل موعد الجمع إلى الجمعة، 27 نوفمبر');
    expect(ar.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});

describe('the Contact Us copy to the sender', () => {
  it('in the language of the form', () => {
    const { sender, company } = contactMails(
      { email: 'rosa@example.com', subject: 'Support', message: 'Hello' },
      {
        companyName: 'LRS',
        companyEmail: 'service@lrs.example',
        companyPhoneDisplay: '(847) 555-0100',
        customer: null,
        receivedAt: new Date('2026-11-20T15:00:00Z'),
        language: 'fr',
      },
    );
    expect(sender.subject).toBe('Nous avons bien reçu votre message : Support');
    expect(sender.text).toMatch(/^Merci d'avoir contacté LRS\./);
    // the company's own copy stays in English, for its staff
    expect(company.text).toMatch(/^A message was sent through the Contact Us form\./);
  });
});
