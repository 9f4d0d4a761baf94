/**
 * The personal calendar feed (issue 14): a customer turns it on in My Account and gets a URL with a
 * long random token; calendar apps fetch the URL without a session.
 *
 * Guarantees:
 * - The token (32 random bytes, base64url) is in the answer to turning the feed on or renewing it and
 *   nowhere else: only its SHA-256 is stored, and the status never carries it.
 * - Renewing replaces the hash, so the old URL answers 404 at once; turning off deletes the row.
 * - A fetch finds the feed by the token's hash (a unique-index look-up, so the answer time does not
 *   depend on how much of a guessed token matches). A malformed token, an unknown one and one whose
 *   customer is gone all answer the same 404.
 * - The feed is the customer's pickups over `monthsFrom(today)` on the portal's clock, with the
 *   holiday moves, from the same input as GET /api/pickups (loadCustomerCalendar).
 * - last_fetched_at is written at most once an hour per feed, so a busy calendar app costs reads only.
 */
import type { TCalendarFeedLink, TCalendarFeedStatus } from '../../../domain/calendar-feed/calendar-feed-api';
import { CALENDAR_FEED_MESSAGES } from '../../../domain/calendar-feed/calendar-feed-api';
import { monthsFrom } from '../../../domain/pickup-calendar/pickup-schedule';
import { hashToken, keyedHash, randomToken } from '../../auth/crypto';
import { getAuthRuntime } from '../../auth/runtime';
import { publicBase } from '../../auth/oidc/clients';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { buildPickupsResponse, loadCustomerCalendar } from '../pickup-calendar/pickup-calendar-service';
import { buildCalendarFeed } from './calendar-feed-ics';
import {
  customerExists,
  deleteCalendarFeed,
  findCalendarFeed,
  findCalendarFeedByHash,
  markCalendarFeedFetched,
  saveCalendarFeed,
} from './calendar-feed-repository';

const HOUR_MS = 60 * 60 * 1000;

/** What randomToken() makes: 32 bytes in base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const feedNotFound = () => new AppError('NOT_FOUND', CALENDAR_FEED_MESSAGES.notFound);

export function calendarFeedUrl(ctx: AppContext, token: string): string {
  return `${publicBase(ctx.config)}/api/calendar-feed/${token}.ics`;
}

export async function getCalendarFeedStatus(ctx: AppContext, uid: string): Promise<TCalendarFeedStatus> {
  const feed = await findCalendarFeed(ctx.db, uid);
  return {
    enabled: feed !== null,
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastFetchedAt: feed?.lastFetchedAt?.toISOString() ?? null,
  };
}

/** Turns the feed on, or gives it a new URL; answers the URL (the only time it is shown). */
export async function renewCalendarFeed(ctx: AppContext, uid: string): Promise<TCalendarFeedLink> {
  if (!(await customerExists(ctx.db, uid))) throw new AppError('NOT_FOUND', 'No customer information found.');
  const token = randomToken();
  const feed = await saveCalendarFeed(ctx.db, uid, hashToken(token), ctx.now());
  return { url: calendarFeedUrl(ctx, token), createdAt: feed.createdAt.toISOString() };
}

export async function turnOffCalendarFeed(ctx: AppContext, uid: string): Promise<void> {
  await deleteCalendarFeed(ctx.db, uid);
}

/** The feed's iCalendar text for the token in its URL; 404 NOT_FOUND for any token that is not live. */
/**
 * The base of a customer's event UIDs: stable for the customer (so calendar apps update events
 * rather than add copies), opaque (a keyed hash, so a shared calendar does not show the customer's
 * id), and the same on every instance that shares AUTH_SECRET.
 */
export function calendarEventKey(ctx: AppContext, customerUid: string): string {
  return keyedHash(getAuthRuntime(ctx).secret, 'calendar-event', customerUid).slice(0, 24);
}

export async function readCalendarFeed(ctx: AppContext, token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw feedNotFound();
  const feed = await findCalendarFeedByHash(ctx.db, hashToken(token));
  if (!feed) throw feedNotFound();
  const now = ctx.now();
  let input;
  try {
    input = await loadCustomerCalendar(ctx, feed.uid);
  } catch (error) {
    // the profile is gone (its row cascades away, this covers a race) or has no portal
    if (error instanceof AppError && (error.code === 'UNAUTHENTICATED' || error.code === 'NOT_FOUND'))
      throw feedNotFound();
    throw error;
  }
  const pickups = buildPickupsResponse(input, monthsFrom(input.today));
  if (!feed.lastFetchedAt || now.getTime() - feed.lastFetchedAt.getTime() >= HOUR_MS) {
    await markCalendarFeedFetched(ctx.db, feed.uid, now, new Date(now.getTime() - HOUR_MS + 1));
  }
  return buildCalendarFeed({
    eventKey: calendarEventKey(ctx, feed.uid),
    name: `${ctx.config.COMPANY_NAME} pickups`,
    timeZone: pickups.timeZone,
    days: pickups.days,
    now,
  });
}
