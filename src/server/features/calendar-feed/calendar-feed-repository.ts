/**
 * The calendar_feeds rows (issue 14): one per customer with the feed on, holding the SHA-256 of the
 * URL's token. Every function takes the handle it runs on (the main one or a transaction).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, customerProfiles } from '../../db/schema';

export interface CalendarFeedRow {
  uid: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

const columns = {
  uid: calendarFeeds.uid,
  createdAt: calendarFeeds.createdAt,
  lastFetchedAt: calendarFeeds.lastFetchedAt,
};

export async function findCalendarFeed(db: DbOrTx, uid: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select(columns).from(calendarFeeds).where(eq(calendarFeeds.uid, uid)).limit(1);
  return row ?? null;
}

/** The feed whose token has this hash (an index look-up on the unique hash, never a comparison loop). */
export async function findCalendarFeedByHash(db: DbOrTx, tokenHash: string): Promise<CalendarFeedRow | null> {
  const [row] = await db
    .select(columns)
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function customerExists(db: DbOrTx, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: customerProfiles.uid })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid))
    .limit(1);
  return row !== undefined;
}

/** Turns the feed on or replaces its token (the old hash is gone, so the old URL stops working). */
export async function saveCalendarFeed(
  db: DbOrTx,
  uid: string,
  tokenHash: string,
  now: Date,
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ uid, tokenHash, createdAt: now, lastFetchedAt: null })
    .onConflictDoUpdate({
      target: calendarFeeds.uid,
      set: { tokenHash, createdAt: now, lastFetchedAt: null },
    })
    .returning(columns);
  return row!;
}

export async function deleteCalendarFeed(db: DbOrTx, uid: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.uid, uid));
}

/** Notes a fetch unless one was noted after `notBefore` (the condition makes racing servers write once). */
export async function markCalendarFeedFetched(
  db: DbOrTx,
  uid: string,
  now: Date,
  notBefore: Date,
): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(
      and(
        eq(calendarFeeds.uid, uid),
        or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, notBefore)),
      ),
    );
}
