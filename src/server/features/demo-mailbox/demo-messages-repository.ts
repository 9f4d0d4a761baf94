/** Reads what the built-in mail and SMS adapters kept, newest first, one page at a time. */
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sentMessages } from '../../db/schema';
import { pageOffset, type TPageQuery } from '../../../domain/pagination';

export interface DemoMessageRow {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  headers: Record<string, string> | null;
  createdAt: Date;
}

/** Only the built-in adapters' messages: what real services sent is never shown here. */
const keptByBuiltIn = eq(sentMessages.adapter, 'built-in');

export async function findDemoMessages(
  db: DbOrTx,
  query: TPageQuery,
): Promise<{ items: DemoMessageRow[]; total: number }> {
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: sentMessages.id,
        channel: sentMessages.channel,
        recipient: sentMessages.recipient,
        subject: sentMessages.subject,
        bodyText: sentMessages.bodyText,
        bodyHtml: sentMessages.bodyHtml,
        headers: sentMessages.headers,
        createdAt: sentMessages.createdAt,
      })
      .from(sentMessages)
      .where(keptByBuiltIn)
      .orderBy(desc(sentMessages.createdAt), desc(sentMessages.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(sentMessages).where(keptByBuiltIn),
  ]);
  return { items, total: totals?.total ?? 0 };
}
