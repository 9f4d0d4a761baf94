import { z } from 'zod';

/** The one error body every API route answers with. */
export const ZErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
