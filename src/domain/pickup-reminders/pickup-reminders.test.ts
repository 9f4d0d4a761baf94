import { describe, expect, it } from 'vitest';
import type { PickupDay } from '../pickup-calendar/pickup-days';
import { findDueReminders } from './due-reminders';
import { renderPickupReminder } from './reminder-message';
import {
  DEFAULT_REMINDER_PREFERENCES,
  REMINDER_MESSAGES,
  refuseReminderChoice,
} from './reminder-preferences';
import { minutesUntilQuietHoursEnd, quietHoursReachNextDay } from './sms-quiet-hours';

const day = (date: string, originalDate = date, shiftedBy: string | null = null): PickupDay => ({
  date,
  originalDate,
  carts: ['trash', 'recycling'],
  shiftedBy,
});

describe('findDueReminders', () => {
  // Thanksgiving 2026 is Thursday 26 November: the Thursday route runs on Friday 27.
  const days = [day('2026-11-19'), day('2026-11-27', '2026-11-26', 'Thanksgiving'), day('2026-12-03')];

  it('reminds the evening before a pickup, and nothing on other evenings', () => {
    expect(findDueReminders(days, '2026-12-02')).toEqual([{ kind: 'evening', day: days[2] }]);
    expect(findDueReminders(days, '2026-11-30')).toEqual([]);
  });

  it('gives notice of a moved pickup from a week ahead until the day before it, and an evening reminder', () => {
    expect(findDueReminders(days, '2026-11-19')).toEqual([]);
    expect(findDueReminders(days, '2026-11-20')).toEqual([{ kind: 'holiday', day: days[1] }]);
    expect(findDueReminders(days, '2026-11-26')).toEqual([
      { kind: 'evening', day: days[1] },
      { kind: 'holiday', day: days[1] },
    ]);
    expect(findDueReminders(days, '2026-11-27')).toEqual([]);
  });
});

describe('SMS quiet hours', () => {
  it('holds texts from 21:00 to 08:00 local', () => {
    expect(minutesUntilQuietHoursEnd('18:00')).toBe(0);
    expect(minutesUntilQuietHoursEnd('20:59')).toBe(0);
    expect(minutesUntilQuietHoursEnd('21:00')).toBe(11 * 60);
    expect(minutesUntilQuietHoursEnd('23:30')).toBe(8 * 60 + 30);
    expect(minutesUntilQuietHoursEnd('07:45')).toBe(15);
    expect(minutesUntilQuietHoursEnd('08:00')).toBe(0);
  });

  it('knows when a held text would reach the next day', () => {
    expect(quietHoursReachNextDay('21:15')).toBe(true);
    expect(quietHoursReachNextDay('06:00')).toBe(false);
    expect(quietHoursReachNextDay('18:00')).toBe(false);
  });
});

describe('refuseReminderChoice', () => {
  const all = { mail: true, sms: true };
  it('allows the defaults, turning everything off, and reminders on the channels the contact choices allow', () => {
    const off = { ...DEFAULT_REMINDER_PREFERENCES, statusMail: false, statusSms: false };
    expect(refuseReminderChoice(off, { mail: false, sms: false }, false)).toBeNull();
    expect(refuseReminderChoice(DEFAULT_REMINDER_PREFERENCES, { mail: false, sms: false }, false)).toBeNull();
    const both = { ...DEFAULT_REMINDER_PREFERENCES, eveningSms: true, eveningMail: true };
    expect(refuseReminderChoice(both, all, true)).toBeNull();
  });
  it.each([
    {
      what: 'a reminder while notifications are off',
      turnedOn: { eveningMail: true },
      channels: all,
      notificationsOn: false,
      refusal: REMINDER_MESSAGES.notificationsOff,
    },
    {
      what: 'a mail reminder when the contact choices leave out mail',
      turnedOn: { holidayMail: true },
      channels: { mail: false, sms: true },
      notificationsOn: true,
      refusal: REMINDER_MESSAGES.mailNotAllowed,
    },
    {
      what: 'a text reminder when the contact choices leave out texts',
      turnedOn: { eveningSms: true },
      channels: { mail: true, sms: false },
      notificationsOn: true,
      refusal: REMINDER_MESSAGES.smsNotAllowed,
    },
  ])('refuses $what', ({ turnedOn, channels, notificationsOn, refusal }) => {
    expect(
      refuseReminderChoice({ ...DEFAULT_REMINDER_PREFERENCES, ...turnedOn }, channels, notificationsOn),
    ).toBe(refusal);
  });
});

describe('renderPickupReminder', () => {
  const base = {
    companyName: 'Lakeshore Recycling Systems',
    firstName: 'Rosa',
    calendarUrl: 'https://portal.example/Services/calendar',
    myAccountUrl: 'https://portal.example/my-account',
    unsubscribeUrl: 'https://portal.example/unsubscribe?k=reminders&u=1&t=2',
  };

  it('names the day, the carts and the holiday that moved the pickup', () => {
    const moved = day('2026-11-27', '2026-11-26', 'Thanksgiving');
    const evening = renderPickupReminder({ ...base, language: 'en', kind: 'evening', day: moved });
    expect(evening.subject).toBe('Pickup tomorrow: Trash and recycling');
    expect(evening.text).toContain('Tomorrow, Friday, November 27, is your trash and recycling pickup day.');
    expect(evening.text).toContain('This pickup moved from Thursday, November 26 because of Thanksgiving.');
    expect(evening.text).toContain(`Stop reminder e-mails: ${base.unsubscribeUrl}`);
    expect(evening.sms).toBe(
      'Lakeshore Recycling Systems: Pickup tomorrow (Fri, Nov 27): trash and recycling. This pickup moved from Thu, Nov 26 because of Thanksgiving. Reply STOP to opt out.',
    );

    const notice = renderPickupReminder({ ...base, language: 'en', kind: 'holiday', day: moved });
    expect(notice.subject).toBe('Holiday schedule: your pickup moves to Friday, November 27');
    expect(notice.text).toContain(
      'Because of Thanksgiving, your trash and recycling pickup moves from Thursday, November 26 to Friday, November 27.',
    );
  });

  it('writes Spanish, and escapes what it puts into HTML', () => {
    const reminder = renderPickupReminder({
      ...base,
      firstName: '<b>Rosa</b>',
      language: 'es',
      kind: 'evening',
      day: day('2026-12-01'),
    });
    expect(reminder.subject).toBe('Recolección mañana: Basura y reciclaje');
    expect(reminder.text).toContain(
      'Mañana, martes, 1 de diciembre, es su día de recolección de basura y reciclaje.',
    );
    expect(reminder.html).toContain('&lt;b&gt;Rosa&lt;/b&gt;');
    expect(reminder.sms).toContain('Responda STOP');
  });
});
