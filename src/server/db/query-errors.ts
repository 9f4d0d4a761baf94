/**
 * A failed query in the log without the customer in it (issue 27).
 *
 * Drizzle's DrizzleQueryError puts the statement *and its parameters* in its message and stack
 * ("Failed query: insert into "customer_profiles" … params: Jane,jane@example.com,555…"), and keeps
 * them in `query`/`params`; PGlite's DatabaseError carries `query` and `params` too, and PostgreSQL's
 * `detail` quotes the values of a key ("Key (email)=(jane@example.com) already exists."). Names,
 * e-mails, phones and addresses would land in every error log.
 *
 * `describeQueryError` turns such an error into what an operator needs: which statement (its verb and
 * table, never its values), the SQLSTATE code, the severity and the database's own message (values a
 * data-exception message quotes are cut). `serializeError` is the logger's `err` serializer: query
 * errors come out that way, every other error as pino's standard serializer writes it.
 */
import { stdSerializers } from 'pino';
import { errorChain } from './disk-full';

interface DatabaseErrorFields {
  message: string;
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export interface SafeQueryError {
  type: string;
  message: string;
  statement?: string;
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A Drizzle or database error that may quote parameter values. */
function isQueryError(error: unknown): boolean {
  return (
    isObject(error) &&
    (error.name === 'DrizzleQueryError' ||
      'params' in error ||
      // pg's and PGlite's DatabaseError
      (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error))
  );
}

/** "insert into "customer_profiles"", "select … from "sessions"": the verb and the table, no values. */
export function statementName(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const write = /^(insert into|update|delete from)\s+("[^"]+"|[\w.]+)/i.exec(text);
  if (write) return `${write[1]!.toLowerCase()} ${write[2]}`;
  const read = /^(select|with)\b.*?\bfrom\s+("[^"]+"(?:\."[^"]+")?|[\w.]+)/i.exec(text);
  if (read) return `${read[1]!.toLowerCase()} … from ${read[2]}`;
  const word = /^[a-z]+(?: [a-z]+)?/i.exec(text);
  return word ? word[0].toLowerCase() : 'statement';
}

/** The database's message; a data exception (class 22) quotes the offending value, which is cut. */
function safeDatabaseMessage(fields: DatabaseErrorFields): string {
  if (fields.code?.startsWith('22'))
    return fields.message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
  return fields.message;
}

/** The failed query as a log entry without values, or undefined when `error` is no query error. */
export function describeQueryError(error: unknown): SafeQueryError | undefined {
  const chain = errorChain(error);
  if (!chain.some(isQueryError)) return undefined;
  const query = chain.map((e) => (isObject(e) ? e.query : undefined)).find((q) => typeof q === 'string');
  // the innermost error with a SQLSTATE is the database's own
  const database = [...chain]
    .reverse()
    .find(
      (e): e is Error & DatabaseErrorFields =>
        isObject(e) && typeof e.code === 'string' && e instanceof Error,
    );
  const outer = chain[0] instanceof Error ? chain[0] : undefined;
  const type = outer ? (outer.name === 'Error' ? outer.constructor.name : outer.name) : 'Error';
  const statement = typeof query === 'string' ? statementName(query) : undefined;
  const reason = database ? safeDatabaseMessage(database) : 'the query failed';
  const message = statement ? `${statement} failed: ${reason}` : reason;
  const frames = outer?.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type,
    message,
    ...(statement ? { statement } : {}),
    ...(database?.code ? { code: database.code } : {}),
    ...(database?.severity ? { severity: database.severity } : {}),
    ...(database?.table ? { table: database.table } : {}),
    ...(database?.column ? { column: database.column } : {}),
    ...(database?.constraint ? { constraint: database.constraint } : {}),
    ...(frames?.length ? { stack: `${type}: ${message}\n${frames.join('\n')}` } : {}),
  };
}

/** One line for a text log: the safe description of a query error, else the error's own message. */
export function safeErrorText(error: unknown): string {
  const safe = describeQueryError(error);
  if (safe) return safe.code ? `${safe.message} (${safe.code})` : safe.message;
  return error instanceof Error ? error.message : String(error);
}

/** The logger's `err` serializer (app.ts). */
export function serializeError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const safe = describeQueryError(error);
  if (safe) return { ...safe, stack: safe.stack ?? '' };
  return stdSerializers.err(error);
}
