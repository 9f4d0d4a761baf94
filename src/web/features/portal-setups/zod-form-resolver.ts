/**
 * A @mantine/form validator from a zod 4 schema (the same schema the API validates with). Each issue
 * becomes an error on its dotted path ("defaultTrashService.CM05_RATE", "searchZipCodes.0"), which is
 * the path `form.getInputProps` reads; the first issue of a path wins. `messageOf` may translate.
 */
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

export type FormIssue = z.core.$ZodIssue;

export function issuesToFormErrors(
  issues: readonly FormIssue[],
  messageOf: (issue: FormIssue) => string = (issue) => issue.message,
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path in errors) continue;
    errors[path] = messageOf(issue);
  }
  return errors;
}

export function zodFormResolver<Values>(
  schema: z.ZodType,
  messageOf?: (issue: FormIssue) => string,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToFormErrors(result.error.issues, messageOf);
  };
}
