/**
 * Telling customers about a collection exception at once (issue 32 §1): by their chosen channels, in
 * their language, once per site, service, day, customer and channel (the collection_exception_notices
 * ledger), with what to do next. Called in the transaction that applied the events, so a rolled-back
 * apply tells nobody.
 */
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { CollectionSiteEventRow } from './route-events-store';

export async function queueExceptionNotices(
  _ctx: AppContext,
  _tx: DbOrTx,
  _changed: readonly CollectionSiteEventRow[],
): Promise<number> {
  // issue 32 §1: built in the route-events-sync work (helper session); answers how many were queued
  return 0;
}
