/**
 * The content editor's work: read a portal's content and its translations for editing, save one kind
 * in English or as a translation (validated by the editing schema, stored as the customer schema reads
 * it, guarded by the row's version, audited in the same transaction), and remove a translation.
 *
 * The customer pages read the same rows through the built-in content adapter, so a save shows on
 * their next request. When the installation reads content from Strapi instead, saving here would
 * change nothing customers see, so the editor is read-only and says why.
 */
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { CONTENT_KINDS, CONTENT_SCHEMAS, type TContentKind } from '../../../domain/content';
import {
  contentEditorMessages,
  TRANSLATION_LANGUAGES,
  type TContentEditorDocument,
  type TContentSaveRequest,
  type TTranslationLanguage,
} from '../../../domain/content-editor';
import type { LanguageCode } from '../../../domain/languages';
import {
  getContentRow,
  getPortalHeader,
  insertContentAudit,
  writeContent,
  type ContentChange,
  type PortalContentRow,
} from './content-editor-repository';

export interface StaffActor {
  email: string;
}

const portalNotFound = () => new AppError('NOT_FOUND', contentEditorMessages.portalNotFound);

function versionConflict(current: number): AppError {
  return new AppError('CONFLICT', contentEditorMessages.conflict, {
    reason: 'versionConflict',
    version: current,
  });
}

/** 409 when customers read the outside CMS: an edit here would not reach them. */
export function assertEditable(ctx: AppContext): void {
  if (ctx.ports.content.adapter === 'strapi') {
    throw new AppError('CONFLICT', contentEditorMessages.externalCms, { reason: 'externalCms' });
  }
}

/** A stored value of a kind as the customer pages read it; an unreadable old value starts the editor afresh. */
function readKind(value: unknown, kind: TContentKind, log: (detail: string) => void) {
  if (value === null || value === undefined) return null;
  const parsed = CONTENT_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) {
    log(`stored ${kind} content is unreadable: ${parsed.error.issues[0]?.message ?? ''}`);
    return null;
  }
  return parsed.data;
}

/** The readable translations of a row: languages the editor offers, kinds that parse. */
function readTranslations(
  row: PortalContentRow | null,
  log: (detail: string) => void,
): TContentEditorDocument['translations'] {
  const translations: TContentEditorDocument['translations'] = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const stored = row?.translations[language];
    if (!stored) continue;
    const kinds = Object.fromEntries(
      CONTENT_KINDS.map((kind) => [
        kind,
        readKind(stored[kind], kind, (d) => log(`${language}: ${d}`)),
      ]).filter(([, value]) => value !== null),
    );
    if (Object.keys(kinds).length > 0) translations[language] = kinds;
  }
  return translations;
}

export async function getContentDocument(
  ctx: AppContext,
  portalId: string,
  log: (detail: string) => void = () => {},
): Promise<TContentEditorDocument> {
  const portal = await getPortalHeader(ctx.db, portalId);
  if (!portal) throw portalNotFound();
  const row = await getContentRow(ctx.db, portalId);
  const content = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, readKind(row?.[kind], kind, log)]));
  return {
    portalId: portal.id,
    portalTitle: portal.portalTitle,
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
    source: ctx.ports.content.adapter,
    content: content as TContentEditorDocument['content'],
    translations: readTranslations(row, log),
  };
}

/** What a save or removal changes in the row, and its audit entry's action and values. */
interface ContentEdit {
  action: string;
  change: (before: PortalContentRow | null) => ContentChange;
  audited: (row: PortalContentRow | null) => unknown;
}

/**
 * Applies one edit under the row's version: `version` is the version the editor loaded; when the
 * row has moved on since, nothing is written and the answer is 409 with the current version. The
 * audit entry is written in the same transaction.
 */
async function applyEdit(
  ctx: AppContext,
  actor: StaffActor,
  portalId: string,
  version: number,
  edit: ContentEdit,
): Promise<TContentEditorDocument> {
  assertEditable(ctx);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await getPortalHeader(tx, portalId))) throw portalNotFound();
    const before = await getContentRow(tx, portalId, true);
    const current = before?.version ?? 0;
    if (current !== version) throw versionConflict(current);
    const after = await writeContent(tx, {
      portalId,
      change: edit.change(before),
      version,
      at,
      by: actor.email,
    });
    // a row created by another save between our read and write (only possible for the first save)
    if (!after) throw versionConflict((await getContentRow(tx, portalId))?.version ?? current);
    await insertContentAudit(tx, {
      actor: actor.email,
      portalId,
      action: edit.action,
      before: before ? { version: before.version, content: edit.audited(before) } : null,
      after: { version: after.version, content: edit.audited(after) },
      at,
    });
  });
  return getContentDocument(ctx, portalId);
}

/** The translations of a row with one language's kind set (a value) or removed (undefined). */
function withTranslation(
  row: PortalContentRow | null,
  language: TTranslationLanguage,
  kind: TContentKind,
  value: Record<string, unknown> | undefined,
): PortalContentRow['translations'] {
  const translations = { ...(row?.translations ?? {}) };
  const kinds = { ...(translations[language] ?? {}), [kind]: value };
  if (value === undefined) delete kinds[kind];
  if (Object.keys(kinds).length > 0) translations[language] = kinds;
  else delete translations[language];
  return translations;
}

/**
 * Saves one kind, in English (its own column) or as a translation, validated and stored the same
 * way (the customer schema of what the editing schema accepted).
 */
export async function saveContent<K extends TContentKind>(
  ctx: AppContext,
  actor: StaffActor,
  portalId: string,
  kind: K,
  body: TContentSaveRequest<K>,
  language: LanguageCode = 'en',
): Promise<TContentEditorDocument> {
  // stored in the customer shape, so the customer pages read back exactly this
  const value = CONTENT_SCHEMAS[kind].parse(body.content) as Record<string, unknown>;
  if (language === 'en') {
    return applyEdit(ctx, actor, portalId, body.version, {
      action: `update:${kind}`,
      change: () => ({ [kind]: value }),
      audited: (row) => row?.[kind] ?? null,
    });
  }
  return applyEdit(ctx, actor, portalId, body.version, {
    action: `update:${kind}:${language}`,
    change: (before) => ({ translations: withTranslation(before, language, kind, value) }),
    audited: (row) => row?.translations[language]?.[kind] ?? null,
  });
}

/** Removes one kind's translation into a language: customers of that language read English again. */
export async function removeTranslation(
  ctx: AppContext,
  actor: StaffActor,
  portalId: string,
  kind: TContentKind,
  language: TTranslationLanguage,
  version: number,
): Promise<TContentEditorDocument> {
  return applyEdit(ctx, actor, portalId, version, {
    action: `remove:${kind}:${language}`,
    change: (before) => {
      if (!before?.translations[language]?.[kind])
        throw new AppError('NOT_FOUND', contentEditorMessages.translationNotFound);
      return { translations: withTranslation(before, language, kind, undefined) };
    },
    audited: (row) => row?.translations[language]?.[kind] ?? null,
  });
}
