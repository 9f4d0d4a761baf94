/** What the Admin Center needs from the server beyond the session (spec 03 §2.3). */
import { z } from 'zod';

export const ZAdminCenter = z.object({
  /** The configured company e-mail; Contact Support opens a message to it. */
  supportEmail: z.string(),
});
export type TAdminCenter = z.infer<typeof ZAdminCenter>;

export const ADMIN_SUPPORT_SUBJECT = 'Curbside admin support';

/** The Contact Support link (a mailto: with a fixed subject). */
export function supportMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(ADMIN_SUPPORT_SUBJECT)}`;
}
