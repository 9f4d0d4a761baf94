/**
 * The cause of a failed try as one short line for the log and the job's stored error. Error messages
 * from the ports may quote a URL; credentials in it (`//user:secret@host`) and query strings (which can
 * hold tokens) are cut, and the line is bounded so a huge answer body cannot flood the log.
 */
import { describeQueryError } from '../db/query-errors';

const MAX_CAUSE_LENGTH = 300;

export function describeCause(error: unknown): string {
  // a failed query's message quotes its parameters (a customer's details): statement and code instead
  const query = describeQueryError(error);
  const text = query
    ? `${query.message}${query.code ? ` (${query.code})` : ''}`
    : error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : typeof error === 'string'
        ? error
        : (JSON.stringify(error) ?? String(error));
  const clean = text
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//…@')
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#]+)\?[^\s#]*/gi, '$1?…')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > MAX_CAUSE_LENGTH ? `${clean.slice(0, MAX_CAUSE_LENGTH)}…` : clean || 'unknown error';
}
