/**
 * The editor's values: stored content made editable (missing kinds become empty, rows get ids so React
 * can keep them apart while they move), the form validator from the shared editing schema with
 * translated messages, and the customer-side value a preview shows.
 */
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { CONTENT_SCHEMAS, type TContentByKind, type TContentKind } from '../../../domain/content';
import { CONTENT_EDIT_SCHEMAS, EMPTY_CONTENT, type TContentEditByKind } from '../../../domain/content-editor';

type Issue = z.core.$ZodIssue;

let counter = 0;
/** A row id made in the browser: short, unique on this page. */
export function newRowId(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}

function withIds<T extends { id?: string | number }>(rows: readonly T[]): T[] {
  return rows.map((row) => (row.id === undefined ? { ...row, id: newRowId() } : row));
}

/** The lists of rows of each kind that get ids (the others' rows are keyed by position). */
const ROW_LISTS: { [K in TContentKind]?: readonly (keyof TContentEditByKind[K])[] } = {
  home: ['HomePage_MainContent', 'HomePage_CallOutBoxes'],
  faq: ['items'],
  services: ['sections'],
  stickers: ['locations'],
};

/** The stored content of a kind as the form edits it. */
export function toEditable<K extends TContentKind>(
  kind: K,
  stored: TContentByKind[K] | null,
): TContentEditByKind[K] {
  const value = structuredClone((stored ?? EMPTY_CONTENT[kind]) as TContentEditByKind[K]);
  const lists = (ROW_LISTS[kind] ?? []) as readonly (keyof TContentEditByKind[K])[];
  for (const list of lists) {
    const rows = value[list] as readonly { id?: string | number }[];
    value[list] = withIds(rows) as TContentEditByKind[K][typeof list];
  }
  return value;
}

/** One validation issue in the reader's language. */
export function issueMessage(issue: Issue, t: TFunction): string {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'array') return t('validation.tooMany', { max: Number(issue.maximum) });
      if (issue.origin === 'string') return t('validation.tooLong', { max: Number(issue.maximum) });
      return t('validation.tooBig', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') return t('validation.required');
      return t('validation.tooSmall', { min: Number(issue.minimum) });
    case 'custom':
      return (issue.params as { reason?: string } | undefined)?.reason === 'url'
        ? t('validation.url')
        : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/** Form errors on the dotted paths form.getInputProps reads ("items.0.title"); the first issue of a path wins. */
export function contentFormErrors(kind: TContentKind, values: unknown, t: TFunction): FormErrors {
  const result = CONTENT_EDIT_SCHEMAS[kind].safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issueMessage(issue, t);
  }
  return errors;
}

/** What the customer page will show for these values (the customer schema, as the server stores it). */
export function toCustomerContent<K extends TContentKind>(
  kind: K,
  values: TContentEditByKind[K],
): TContentByKind[K] | null {
  const result = CONTENT_SCHEMAS[kind].safeParse(values);
  return result.success ? (result.data as TContentByKind[K]) : null;
}
