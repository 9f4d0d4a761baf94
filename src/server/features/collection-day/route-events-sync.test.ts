/**
 * The poll of route events with the built-in back office, end to end (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): events in the back office's log reach the portal's copy and move the cursor; a
 * second run, the staff's own events, and a page applied again after a crash change nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZRouteEvent, type TRouteEvent } from '../../../domain/collection-day/route-events';
import {
  backOfficeCursors,
  collectionRouteDays,
  collectionSiteEvents,
  customerProfiles,
} from '../../db/schema';
import { createBuiltInBackOffice } from '../../ports/back-office/built-in-back-office';
import { createTestApp, useTestApp } from '../../test/app';
import { demoClock, demoHaulerData } from '../services/test-support';
import { recordRouteEvents } from './record-route-events';
import { getRouteEventsCursor, sweepRouteEvents } from './route-events-sync';

// no worker: the every-minute sweep must not run between the test's own steps and take their pages
const t = useTestApp(() => createTestApp({ now: demoClock, seeded: demoHaulerData, work: false }), 60_000);

async function ritasSite() {
  const [profile] = await t.ctx.db
    .select({
      source: customerProfiles.source,
      customer: customerProfiles.cm04Cust,
      site: customerProfiles.cm04Site,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, 'demo-resident-1'));
  return { source: profile!.source!, customer: profile!.customer!, site: profile!.site! };
}

const event = (raw: Record<string, unknown>) => ZRouteEvent.parse(raw) as TRouteEvent;

describe('route events poll (built-in back office)', () => {
  it('applies the logged events, moves the cursor, and finds nothing new the second time', async () => {
    const site = await ritasSite();
    const logged = [
      event({
        kind: 'route',
        source: site.source,
        route: 'TRASH-MON',
        day: '2026-11-16',
        state: 'started',
        at: '2026-11-16T13:00:00Z',
      }),
      event({
        kind: 'site',
        ...site,
        serviceType: 'recycling',
        day: '2026-11-16',
        outcome: 'collected',
        at: '2026-11-16T15:42:00Z',
      }),
      event({
        kind: 'route',
        source: site.source,
        route: 'TRASH-MON',
        day: '2026-11-16',
        state: 'completed',
        at: '2026-11-16T20:00:00Z',
      }),
    ];
    // logged in the back office but not applied yet (as an external routing system's events are)
    await createBuiltInBackOffice(t.ctx.db).recordRouteEvents!(logged, 'test');

    await sweepRouteEvents(t.ctx, { pageSize: 2 });
    const [routeDay] = await t.ctx.db.select().from(collectionRouteDays);
    expect(routeDay).toMatchObject({ route: 'TRASH-MON', day: '2026-11-16' });
    expect(routeDay!.completedAt?.toISOString()).toBe('2026-11-16T20:00:00.000Z');
    const sites = await t.ctx.db.select().from(collectionSiteEvents);
    expect(sites).toEqual([
      expect.objectContaining({ ...site, serviceType: 'recycling', outcome: 'collected' }),
    ]);
    const cursor = await getRouteEventsCursor(t.ctx.db);
    expect(cursor).toMatchObject({ applied: 3, lastError: null });
    expect(Number(cursor!.cursor)).toBeGreaterThan(0);

    const again = await sweepRouteEvents(t.ctx);
    expect(again).toMatchObject({ events: 0, siteEvents: 0, notices: 0, failed: false });
    expect((await getRouteEventsCursor(t.ctx.db))!.cursor).toBe(cursor!.cursor);
  });

  it("finds the staff's recorded events already applied, and applies a page again after a crash with no change", async () => {
    const site = await ritasSite();
    const before = (await getRouteEventsCursor(t.ctx.db))!.cursor;
    const recorded = await recordRouteEvents(
      t.ctx,
      [
        event({
          kind: 'site',
          ...site,
          serviceType: 'trash',
          day: '2026-11-16',
          outcome: 'collected',
          at: '2026-11-16T16:10:00Z',
        }),
      ],
      'staff-1',
    );
    expect(recorded.siteEvents).toHaveLength(1);

    const polled = await sweepRouteEvents(t.ctx);
    expect(polled).toMatchObject({ events: 1, siteEvents: 0, notices: 0 });
    const after = (await getRouteEventsCursor(t.ctx.db))!.cursor;
    expect(after).not.toBe(before);

    // a crash after the page was applied but before its cursor was kept: the next run reads it again
    await t.ctx.db
      .update(backOfficeCursors)
      .set({ cursor: before })
      .where(eq(backOfficeCursors.name, 'route-events'));
    const replay = await sweepRouteEvents(t.ctx);
    expect(replay).toMatchObject({ events: 1, siteEvents: 0, notices: 0 });
    expect((await getRouteEventsCursor(t.ctx.db))!.cursor).toBe(after);
    expect(await t.ctx.db.select().from(collectionSiteEvents)).toHaveLength(2);
  });
});
