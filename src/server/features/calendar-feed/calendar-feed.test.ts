/**
 * The personal calendar feed on the demo hauler (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * turning it on shows the URL once; the feed, parsed back with node-ical (a parser separate from the
 * generator), holds 12 months of pickup days with Thanksgiving 2026 moving a Thursday pickup to
 * Friday; UIDs stay put across fetches and when staff add a holiday; renewing and turning off kill
 * the old URL; bad tokens are 404s; a customer sees and changes only their own feed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import type { TCalendarFeedLink, TCalendarFeedStatus } from '../../../domain/calendar-feed/calendar-feed-api';
import { pickupEventUid } from '../../../domain/pickup-calendar/pickup-days';
import { customerProfiles } from '../../db/schema';
import { DEMO_PORTAL_IDS } from '../../db/seed/demo-ids';
import { adminPortalSetup, setServiceDay, useCalendarTest } from '../pickup-calendar/test-support';
import { updatePortalSetup } from '../portals/admin-service';
import { call, customerCookie } from '../services/test-support';
import { buildCalendarFeed, cartList } from './calendar-feed-ics';
import { CALENDAR_FEED_LIMITS } from './routes';
import { calendarEventKey } from './calendar-feed-service';

/** The test's clock: the Friday before Thanksgiving week, 9 am in Chicago. */
const { clock, t, who } = useCalendarTest('2026-11-20T15:00:00Z', (ctx) =>
  // Rita's trash goes out on Thursdays, so Thanksgiving moves it
  setServiceDay(ctx, 'demo-resident-1', 1, 'THU'),
);

async function status(cookie: string): Promise<TCalendarFeedStatus> {
  const res = await call(t, 'GET', '/api/calendar-feed', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function turnOn(cookie: string): Promise<TCalendarFeedLink> {
  const res = await call(t, 'POST', '/api/calendar-feed', cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json();
}

const pathOf = (url: string) => new URL(url).pathname;

async function fetchFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

interface FeedEvent {
  uid: string;
  date: string;
  end: string;
  summary: string;
  description: string;
}

/** The feed parsed with node-ical: its calendar properties and its events by UID. */
function parseFeed(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = new Map<string, FeedEvent>();
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as ical.VEvent;
    expect(event.datetype).toBe('date');
    events.set(event.uid, {
      uid: event.uid,
      date: dayOf(event.start),
      end: dayOf(event.end!),
      summary: String(event.summary),
      description: event.description === undefined ? '' : String(event.description),
    });
  }
  return { calendar: parsed.vcalendar, events };
}

/** The calendar day of a parsed all-day value, read in the zone node-ical attached (UTC without one). */
function dayOf(value: ical.DateWithTimeZone): string {
  const zone = (value as Date & { tz?: string }).tz;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone && zone !== 'Etc/Unknown' ? zone : 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(value);
}

describe('turning the calendar feed on and off', () => {
  it('needs a signed-in customer for the status, turning on and turning off', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(t, method, '/api/calendar-feed');
      expect(res.statusCode, method).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('is off at first; turning it on answers the URL once and the status never carries it', async () => {
    expect(await status(who.rita)).toEqual({ enabled: false, createdAt: null, lastFetchedAt: null });
    const link = await turnOn(who.rita);
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.createdAt).toBe(clock.now().toISOString());
    const token = pathOf(link.url).split('/').pop()!.replace('.ics', '');
    const statusRes = await call(t, 'GET', '/api/calendar-feed', who.rita);
    expect(statusRes.body).not.toContain(token);
    expect(statusRes.json()).toEqual({
      enabled: true,
      createdAt: clock.now().toISOString(),
      lastFetchedAt: null,
    });
    await call(t, 'DELETE', '/api/calendar-feed', who.rita);
  });
});

describe('GET /api/calendar-feed/{token}.ics', () => {
  let url: string;
  beforeAll(async () => {
    url = (await turnOn(who.rita)).url;
  });

  it('answers an iCalendar with 12 months of pickup days and Thanksgiving moving Thursday to Friday', async () => {
    const res = await fetchFeed(url);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

    const { calendar, events } = parseFeed(res.body);
    expect(calendar?.['WR-CALNAME']).toBe(`${t.ctx.config.COMPANY_NAME} pickups`);
    expect(calendar?.['WR-TIMEZONE']).toBe('America/Chicago');

    const key = calendarEventKey(t.ctx, 'demo-resident-1');
    const thanksgiving = events.get(pickupEventUid(key, { originalDate: '2026-11-26' }));
    expect(thanksgiving).toEqual({
      uid: `${key}-2026-11-26@curbside`,
      date: '2026-11-27',
      end: '2026-11-28',
      summary: 'Trash pickup',
      description: 'Moved because of Thanksgiving Day (usually Thursday, November 26).',
    });
    // the Tuesday carts are not moved that week, nor is Thursday's trash the week after
    expect(events.get(`${key}-2026-11-24@curbside`)).toMatchObject({
      date: '2026-11-24',
      summary: 'Recycling and Yard Waste pickup',
      description: '',
    });
    expect(events.get(`${key}-2026-12-03@curbside`)).toMatchObject({
      date: '2026-12-03',
      summary: 'Trash pickup',
      description: '',
    });

    // 12 months from the portal's today (2026-11-20), one event per pickup day
    const dates = [...events.values()].map((e) => e.date).sort();
    expect(dates[0]).toBe('2026-11-24');
    expect(dates.at(-1)! >= '2027-11-09').toBe(true);
    expect(dates.at(-1)! <= '2027-11-20').toBe(true);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.filter((d) => d.startsWith('2027-06')).length).toBeGreaterThanOrEqual(8);

    // yard waste only in its season (April 1 to November 30, as the home page says), never all winter
    const yardWaste = [...events.values()].filter((e) => /Yard Waste/.test(e.summary)).map((e) => e.date);
    expect(yardWaste.length).toBeGreaterThan(0);
    expect(yardWaste.filter((d) => d.slice(5) > '11-30' || d.slice(5) < '04-01')).toEqual([]);
    expect(yardWaste.filter((d) => d.startsWith('2027-04')).length).toBeGreaterThanOrEqual(4);
  });

  it('shows no customer id in the feed: UIDs are an opaque key, the same on every fetch', async () => {
    const body = (await fetchFeed(url)).body;
    expect(body).not.toContain('demo-resident-1');
    const uids = [...parseFeed(body).events.keys()];
    expect(uids.every((uid) => /^[0-9a-f]{24}-\d{4}-\d{2}-\d{2}@curbside$/.test(uid))).toBe(true);
    expect(new Set(uids.map((uid) => uid.slice(0, 24))).size).toBe(1);
  });

  it('answers a conditional fetch with 304 while nothing changed, and the new feed once a day moved', async () => {
    const first = await fetchFeed(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: pathOf(url), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: pathOf(url),
          headers: { 'if-none-match': `W/${etag}, "x"` },
        })
      ).statusCode,
    ).toBe(304);

    await addHoliday(DEMO_PORTAL_IDS.lakeBluff, { date: '2027-01-14', name: 'Ice Day' });
    const changed = await t.app.inject({
      method: 'GET',
      url: pathOf(url),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Ice Day');
  });

  it('keeps every UID across fetches and when staff add a holiday (the event moves, the UID stays)', async () => {
    const first = parseFeed((await fetchFeed(url)).body).events;
    const second = parseFeed((await fetchFeed(url)).body).events;
    expect([...second.keys()]).toEqual([...first.keys()]);
    expect(second).toEqual(first);

    const stormUid = pickupEventUid(calendarEventKey(t.ctx, 'demo-resident-1'), {
      originalDate: '2026-12-03',
    });
    expect(first.get(stormUid)?.date).toBe('2026-12-03');
    await addHoliday(DEMO_PORTAL_IDS.lakeBluff, { date: '2026-12-03', name: 'Storm Day' });

    const after = parseFeed((await fetchFeed(url)).body).events;
    expect([...after.keys()].sort()).toEqual([...first.keys()].sort());
    expect(after.get(stormUid)).toEqual({
      uid: stormUid,
      date: '2026-12-04',
      end: '2026-12-05',
      summary: 'Trash pickup',
      description: 'Moved because of Storm Day (usually Thursday, December 3).',
    });
  });

  it('notes the last fetch in the status, at most once an hour', async () => {
    const noted = (await status(who.rita)).lastFetchedAt;
    expect(noted).toBe(clock.now().toISOString());
    await clock.at('2026-11-20T15:30:00Z', () => fetchFeed(url));
    expect((await status(who.rita)).lastFetchedAt).toBe(noted);
    await clock.at('2026-11-20T16:05:00Z', () => fetchFeed(url));
    expect((await status(who.rita)).lastFetchedAt).toBe('2026-11-20T16:05:00.000Z');
  });

  it('answers 404 with the error body for bad tokens, never a 500', async () => {
    const token = pathOf(url).split('/').pop()!.replace('.ics', '');
    const bad = [
      'nope',
      `${'A'.repeat(43)}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${token}x`,
      `${token.slice(0, 42)}%21`,
      '%E2%9C%93'.repeat(5),
    ];
    for (const value of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar-feed/${value}.ics` });
      expect(res.statusCode, value).toBe(404);
      expect(res.json(), value).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const path of [`/api/calendar-feed/${token}`, `/api/calendar-feed/${'x'.repeat(400)}.ics`]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("lets no other customer see or change Rita's feed", async () => {
    expect(await status(who.manny)).toEqual({ enabled: false, createdAt: null, lastFetchedAt: null });
    expect((await call(t, 'DELETE', '/api/calendar-feed', who.manny)).statusCode).toBe(204);
    await fetchFeed(url);
    const mannys = await turnOn(who.manny);
    expect(mannys.url).not.toBe(url);
    await fetchFeed(url);
    const { events } = parseFeed((await fetchFeed(mannys.url)).body);
    expect(events.size).toBeGreaterThan(0);
    for (const uid of events.keys())
      expect(uid.startsWith(`${calendarEventKey(t.ctx, 'demo-resident-2')}-`)).toBe(true);
    expect((await status(who.rita)).enabled).toBe(true);
  });

  it('renewing makes the old URL 404 and the new one work; turning off makes it 404', async () => {
    const renewed = await clock.at('2026-11-21T15:00:00Z', () => turnOn(who.rita));
    expect(renewed.url).not.toBe(url);
    expect(renewed.createdAt).toBe('2026-11-21T15:00:00.000Z');
    expect(await status(who.rita)).toEqual({
      enabled: true,
      createdAt: '2026-11-21T15:00:00.000Z',
      lastFetchedAt: null,
    });
    const old = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'NOT_FOUND' });
    await fetchFeed(renewed.url);

    expect((await call(t, 'DELETE', '/api/calendar-feed', who.rita)).statusCode).toBe(204);
    expect(await status(who.rita)).toEqual({ enabled: false, createdAt: null, lastFetchedAt: null });
    expect((await t.app.inject({ method: 'GET', url: pathOf(renewed.url) })).statusCode).toBe(404);
    // turning off twice is fine
    expect((await call(t, 'DELETE', '/api/calendar-feed', who.rita)).statusCode).toBe(204);
  });
});

describe('feeds without pickups', () => {
  it('gives a Non Regular Service customer a valid calendar without events', async () => {
    const cookie = await customerCookie(t.ctx, 'demo-resident-3');
    for (const serv of [1, 2, 3]) await setServiceDay(t.ctx, 'demo-resident-3', serv, 'NON REGULAR');
    const { url } = await turnOn(cookie);
    const res = await fetchFeed(url);
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).not.toContain('BEGIN:VEVENT');
    const { calendar, events } = parseFeed(res.body);
    expect(events.size).toBe(0);
    expect(calendar?.['WR-TIMEZONE']).toBeTruthy();
  });

  it('gives an enterprise customer events only for the sites with a day of service', async () => {
    const { url } = await turnOn(who.erin);
    const { events } = parseFeed((await fetchFeed(url)).body);
    expect(events.size).toBeGreaterThan(0);
    for (const uid of events.keys())
      expect(uid.startsWith(`${calendarEventKey(t.ctx, 'demo-enterprise-1')}-`)).toBe(true);
  });

  it('answers 404 once the customer profile is gone', async () => {
    const cookie = await customerCookie(t.ctx, 'demo-resident-4');
    const { url } = await turnOn(cookie);
    await fetchFeed(url);
    await t.ctx.db.delete(customerProfiles).where(eq(customerProfiles.uid, 'demo-resident-4'));
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the feed text', () => {
  it('names one, two or three carts in English', () => {
    expect(cartList(['trash'])).toBe('Trash');
    expect(cartList(['trash', 'recycling'])).toBe('Trash and Recycling');
    expect(cartList(['trash', 'recycling', 'yardwaste'])).toBe('Trash, Recycling and Yard Waste');
  });

  it('writes the time zone among the calendar properties, before any event, and folds long lines', () => {
    const day = {
      date: '2026-11-27',
      originalDate: '2026-11-26',
      carts: ['trash' as const],
      shiftedBy: 'Thanksgiving Day',
    };
    const text = buildCalendarFeed({
      eventKey: 'c-1',
      name: 'Lake Bluff pickups',
      timeZone: 'America/Chicago',
      days: [day],
      now: new Date('2026-11-20T15:00:00Z'),
    });
    const lines = text.split('\r\n');
    expect(lines.indexOf('X-WR-TIMEZONE:America/Chicago')).toBeGreaterThan(0);
    expect(lines.indexOf('X-WR-TIMEZONE:America/Chicago')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('DTSTART;VALUE=DATE:20261127');
    expect(lines).toContain('DTEND;VALUE=DATE:20261128');
    expect(lines).toContain('UID:c-1-2026-11-26@curbside');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const empty = buildCalendarFeed({
      ...{ eventKey: 'c-1', name: 'x', timeZone: 'America/Chicago' },
      days: [],
      now: new Date(),
    });
    expect(empty.split('\r\n').slice(-3)).toEqual(['X-WR-TIMEZONE:America/Chicago', 'END:VCALENDAR', '']);
  });
});

describe('the per-address limit', () => {
  it('answers 429 past the limit for one client address and leaves other addresses alone', async () => {
    const { limit } = CALENDAR_FEED_LIMITS.fetchesPerIp;
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/calendar-feed/${'B'.repeat(43)}.ics`, remoteAddress });
    for (let i = 0; i < limit; i++) expect((await from('203.0.113.7')).statusCode).toBe(404);
    const over = await from('203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await from('203.0.113.8')).statusCode).toBe(404);
  });
});

async function addHoliday(portalId: string, holiday: { date: string; name: string }) {
  const record = await adminPortalSetup(t, portalId, clock.now());
  const stored = record.pickupCalendar!;
  const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...values } = record;
  await updatePortalSetup(t.ctx, { email: 'lead.admin@hauler.test' }, record.id, {
    ...values,
    pickupCalendar: { ...stored, observedHolidays: [...stored.observedHolidays, holiday] },
  });
}
