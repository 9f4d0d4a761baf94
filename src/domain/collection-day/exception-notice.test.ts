import { describe, expect, it } from 'vitest';
import { NOT_COLLECTED_REASONS } from './route-events';
import {
  photoLinkOf,
  portalExceptionText,
  renderExceptionNotice,
  type ExceptionNoticeInput,
} from './exception-notice';

const input: ExceptionNoticeInput = {
  language: 'en',
  companyName: 'Lakeshore Recycling',
  firstName: 'Rita',
  serviceType: 'trash',
  day: '2026-12-07',
  reason: 'cart-not-out',
  note: null,
  photoRef: null,
  portalText: null,
  servicesUrl: 'https://portal.example/Services',
  unsubscribeUrl: 'https://portal.example/unsubscribe?u=1&t=2',
  contact: { phone: '(847) 555-0100', email: 'help@example.net' },
};

describe('renderExceptionNotice', () => {
  it('says what happened and what to do next, with the services and stop links', () => {
    const notice = renderExceptionNotice(input);
    expect(notice.subject).toBe('Your trash cart was not collected on Monday, December 7');
    expect(notice.text).toContain(
      'Your trash cart was not collected on Monday, December 7: the cart was not out.\nPlease put it out by 6 am next time.',
    );
    expect(notice.text).toContain('See your services: https://portal.example/Services');
    expect(notice.html).toContain('<a href="https://portal.example/Services">See your services</a>');
    expect(notice.html).toContain('Stop status updates');
    expect(notice.sms).toBe(
      'Lakeshore Recycling: Your trash cart was not collected on Mon, Dec 7: the cart was not out. Please put it out by 6 am next time. Stop updates: https://portal.example/unsubscribe?u=1&t=2',
    );
  });

  it('promises to come back for the hauler’s faults and has a next step for every reason', () => {
    expect(renderExceptionNotice({ ...input, reason: 'weather' }).text).toContain(
      'We will come back tomorrow.',
    );
    expect(renderExceptionNotice({ ...input, reason: 'truck-issue' }).sms).toContain(
      'We will come back tomorrow.',
    );
    const steps = NOT_COLLECTED_REASONS.map((reason) => renderExceptionNotice({ ...input, reason }).text);
    expect(new Set(steps).size).toBe(NOT_COLLECTED_REASONS.length);
  });

  it("uses the portal's own text, the crew's note, and links only an https photo", () => {
    const notice = renderExceptionNotice({
      ...input,
      reason: 'blocked',
      portalText: 'Move the car away from the cart.',
      note: 'Car parked in front',
      photoRef: 'https://photos.example.net/p/1.jpg',
    });
    expect(notice.text).toContain('Move the car away from the cart.');
    expect(notice.text).not.toContain('three feet');
    expect(notice.text).toContain('Note from our team: Car parked in front');
    expect(notice.html).toContain(
      '<a href="https://photos.example.net/p/1.jpg">See the crew&#39;s photo</a>',
    );
    expect(renderExceptionNotice({ ...input, photoRef: 'PHOTO-1234' }).text).not.toContain('photo');
    expect(photoLinkOf('http://photos.example.net/1.jpg')).toBeNull();
    expect(photoLinkOf('javascript:alert(1)')).toBeNull();
  });

  it('is written in Spanish for a Spanish customer', () => {
    const notice = renderExceptionNotice({ ...input, language: 'es' });
    expect(notice.subject).toBe('Su contenedor de basura no se recogió el lunes, 7 de diciembre');
    expect(notice.text).toContain('el contenedor no estaba afuera.');
    expect(notice.text).toContain('La próxima vez, sáquelo antes de las 6 de la mañana.');
    expect(notice.html).toContain('<div lang="es">');
  });

  it("reads the portal's text for the reason and language only", () => {
    const settings = {
      missedPickupWindowDays: 2,
      exceptionTexts: { blocked: { en: ' Park elsewhere. ', es: '' } },
    };
    expect(portalExceptionText(settings, 'blocked', 'en')).toBe('Park elsewhere.');
    expect(portalExceptionText(settings, 'blocked', 'es')).toBeNull();
    expect(portalExceptionText(settings, 'overweight', 'en')).toBeNull();
    expect(portalExceptionText(undefined, 'blocked', 'en')).toBeNull();
  });
});
