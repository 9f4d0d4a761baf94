/**
 * A ticket's state in the back office (open, in progress, closed), re-exported by back-office.ts:
 * a module of its own so that the customer pages read it without the back office's records and
 * their schemas (issue 9, the work a page does before it responds).
 */
import { z } from 'zod';

/** A ticket's state in the back office: open, in progress, or closed (with a closing note). */
export const ISSUE_STATUSES = ['open', 'in-progress', 'closed'] as const;
export const ZIssueStatusValue = z.enum(ISSUE_STATUSES);
export type TIssueStatusValue = z.infer<typeof ZIssueStatusValue>;

/**
 * A status as back offices write it ("Open", "IN PROGRESS", "in_progress", "Closed", or the one-letter
 * codes O, P, C) to the portal's value; null for anything else.
 */
export function issueStatusFrom(value: unknown): TIssueStatusValue | null {
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (text === 'open' || text === 'o' || text === 'new' || text === 'n') return 'open';
  if (text === 'in-progress' || text === 'p' || text === 'inprogress' || text === 'working')
    return 'in-progress';
  if (text === 'closed' || text === 'c' || text === 'done' || text === 'resolved') return 'closed';
  return null;
}
