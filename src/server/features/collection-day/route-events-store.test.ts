/**
 * The portal's copy of collection-day events: the newest event wins, a replay or a late older event
 * changes nothing, and only the rows that changed are answered (so a notice is queued once).
 */
import { describe, expect, it } from 'vitest';
import { ZRouteEvent, type TRouteEvent } from '../../../domain/collection-day/route-events';
import { collectionRouteDays, collectionSiteEvents } from '../../db/schema';
import { useTestDatabase } from '../../test/db';
import { applyRouteEvents } from './route-events-store';

const database = useTestDatabase();

const site = (outcome: 'collected' | 'not-collected', at: string, extra: Record<string, unknown> = {}) =>
  ZRouteEvent.parse({
    kind: 'site',
    source: 'TRUX_LR_COMP',
    customer: '1001',
    site: '0001',
    serviceType: 'trash',
    day: '2026-12-07',
    outcome,
    at,
    reason: outcome === 'collected' ? null : 'cart-not-out',
    ...extra,
  }) as TRouteEvent;

describe('applyRouteEvents', () => {
  it('keeps the newest event of a site, service and day, and answers only what changed', async () => {
    const missed = site('not-collected', '2026-12-07T09:00:00-06:00', { note: 'no cart at the curb' });
    const first = await applyRouteEvents(database.db, [missed]);
    expect(first.siteEvents).toHaveLength(1);
    expect(first.siteEvents[0]).toMatchObject({
      route: 'TRASH-MON',
      outcome: 'not-collected',
      reason: 'cart-not-out',
    });

    expect((await applyRouteEvents(database.db, [missed])).siteEvents).toHaveLength(0);
    const older = site('collected', '2026-12-07T08:00:00-06:00');
    expect((await applyRouteEvents(database.db, [older])).siteEvents).toHaveLength(0);

    const later = site('collected', '2026-12-07T11:30:00-06:00');
    const changed = await applyRouteEvents(database.db, [later, missed]);
    expect(changed.siteEvents.map((row) => row.outcome)).toEqual(['collected']);
    const rows = await database.db.select().from(collectionSiteEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'collected', reason: null });
  });

  it("keeps a route day's first start and its newest completion", async () => {
    const route = (state: 'started' | 'completed', at: string) =>
      ZRouteEvent.parse({
        kind: 'route',
        source: 'TRUX_LR_COMP',
        route: 'trash-mon',
        day: '2026-12-07',
        state,
        at,
      });
    await applyRouteEvents(database.db, [
      route('started', '2026-12-07T07:00:00Z'),
      route('completed', '2026-12-07T15:00:00Z'),
    ]);
    const again = await applyRouteEvents(database.db, [
      route('started', '2026-12-07T08:00:00Z'),
      route('completed', '2026-12-07T14:00:00Z'),
    ]);
    expect(again.routeDays).toBe(0);
    await applyRouteEvents(database.db, [route('completed', '2026-12-07T16:00:00Z')]);
    const [row] = await database.db.select().from(collectionRouteDays);
    expect(row).toMatchObject({ route: 'TRASH-MON', day: '2026-12-07' });
    expect(row!.startedAt!.toISOString()).toBe('2026-12-07T07:00:00.000Z');
    expect(row!.completedAt!.toISOString()).toBe('2026-12-07T16:00:00.000Z');
  });
});
