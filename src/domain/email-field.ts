/**
 * A typed e-mail address as the forms take it: trimmed, required, at most 254 characters (the longest
 * an address can be) and shaped like an address, each form with its own words for "required" and
 * "invalid" (too long counts as invalid). `absent` is the words when the field is not sent at all;
 * without it zod's own message stands.
 */
import { z } from 'zod';

export function emailField(messages: { required: string; invalid: string; absent?: string }) {
  return z
    .string(messages.absent === undefined ? undefined : { error: messages.absent })
    .trim()
    .min(1, messages.required)
    .max(254, messages.invalid)
    .pipe(z.email(messages.invalid));
}
