/**
 * The demo mailbox: mail and SMS kept by the built-in adapters, newest first, for a newcomer trying the
 * portal without a mail or SMS service. GET /api/demo-mailbox answers 404 once real services are set.
 */
import { z } from 'zod';
import { pageResult, ZPageQuery } from './pagination';

export const ZFindDemoMessagesQuery = ZPageQuery;
export type TFindDemoMessagesQuery = z.infer<typeof ZFindDemoMessagesQuery>;

export const ZDemoMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms']),
  /** As the recipient would see it: the From of a mail, the sending number of a text. */
  sender: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  bodyHtml: z.string().nullable(),
  /** Extra mail headers sent with it (List-Unsubscribe, List-Unsubscribe-Post), null when none. */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: z.iso.datetime(),
});
export type TDemoMessage = z.infer<typeof ZDemoMessage>;

export const ZFindDemoMessagesResponse = pageResult(ZDemoMessage);
export type TFindDemoMessagesResponse = z.infer<typeof ZFindDemoMessagesResponse>;

export const DEMO_MAILBOX_POLL_MS = 5000;
