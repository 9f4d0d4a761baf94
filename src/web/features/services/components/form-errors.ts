/** A zod schema as a form check: the first message per field, as the schema words it. */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The per-field messages an API 400 carries in details.fields. */
export function serverFieldErrors(details: Record<string, unknown> | undefined): FieldErrors {
  const fields = details?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
