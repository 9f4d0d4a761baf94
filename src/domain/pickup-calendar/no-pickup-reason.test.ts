import { describe, expect, it } from 'vitest';
import { ZPickupCalendarSettings } from './holiday-rules';
import { NO_PICKUP_MESSAGES, explainMissingPickups } from './no-pickup-reason';
import { ZPickupService, findPickups, weeksFrom } from './pickup-schedule';
import type { TPickupService } from './pickup-schedule';

const settings = ZPickupCalendarSettings.parse({
  timeZone: 'America/Chicago',
  state: 'IL',
  yardWasteSeason: { start: '04-01', end: '11-30' },
  rule: 'overrides',
  overrides: [{ from: '2026-12-03', to: null, reason: 'Storm clean-up' }],
});

function explain(
  service: TPickupService,
  today: string,
  siteKind: 'residential' | 'enterprise' = 'residential',
) {
  const window = weeksFrom(today);
  return explainMissingPickups({
    service,
    siteKind,
    season: settings.yardWasteSeason,
    window,
    schedule: findPickups(service, settings, window),
  });
}

describe('explainMissingPickups', () => {
  it('says nothing when there are dates', () => {
    expect(
      explain(ZPickupService.parse({ serviceType: 'trash', daysOfWeek: 'MON' }), '2026-11-26'),
    ).toBeNull();
  });

  it('explains a Non Regular Service', () => {
    const service = ZPickupService.parse({ serviceType: 'trash', daysOfWeek: '' });
    expect(explain(service, '2026-11-26')).toEqual({ key: 'nonRegularService' });
  });

  it('explains an enterprise site without a day of service', () => {
    const service = ZPickupService.parse({ serviceType: 'trash', daysOfWeek: 'ON CALL' });
    expect(explain(service, '2026-11-26', 'enterprise')).toEqual({ key: 'enterpriseSiteWithoutDay' });
  });

  it('explains yard waste out of season, with the next start', () => {
    const service = ZPickupService.parse({ serviceType: 'yardwaste', daysOfWeek: 'MON' });
    expect(explain(service, '2026-12-01')).toEqual({
      key: 'outOfSeason',
      params: { start: '04-01', end: '11-30', resumes: '2027-04-01' },
    });
    expect(explain(service, '2027-01-15')).toMatchObject({ params: { resumes: '2027-04-01' } });
  });

  it('points to next year on the last day of the season', () => {
    // 2026-11-30 is a Monday; a Tuesday route has no day left in the season.
    const service = ZPickupService.parse({ serviceType: 'yardwaste', daysOfWeek: 'TUE' });
    expect(explain(service, '2026-11-30')).toMatchObject({
      key: 'outOfSeason',
      params: { resumes: '2027-04-01' },
    });
  });

  it('falls back to a general sentence', () => {
    const service = ZPickupService.parse({ serviceType: 'trash', daysOfWeek: 'THU' });
    expect(
      explainMissingPickups({
        service,
        siteKind: 'residential',
        season: null,
        window: { from: '2026-12-03', until: '2026-12-04' },
        schedule: findPickups(service, settings, { from: '2026-12-03', until: '2026-12-04' }),
      }),
    ).toEqual({ key: 'noPickupsInWindow' });
  });

  it('has an English sentence for every key, with the placeholders it fills', () => {
    expect(Object.keys(NO_PICKUP_MESSAGES).sort()).toEqual(
      ['enterpriseSiteWithoutDay', 'noPickupsInWindow', 'nonRegularService', 'outOfSeason'].sort(),
    );
    expect(NO_PICKUP_MESSAGES.outOfSeason).toContain('{{resumes}}');
  });
});
