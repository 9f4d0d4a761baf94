/**
 * A form's errors from the schema the server checks with: the first issue of each field, keyed by its
 * dotted path (as Mantine's useForm names fields), in the words `word` gives the issue's message.
 * Empty when the values pass.
 */
import type { z } from 'zod';

export function schemaFormErrors(
  schema: z.ZodType,
  values: unknown,
  word: (message: string) => string,
): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    errors[path] = word(issue.message);
  }
  return errors;
}
