/**
 * The content editor's work: read a portal's content for editing, save one kind (validated by the
 * editing schema, stored as the customer schema reads it, guarded by the row's version, audited in
 * the same transaction), and the service-map image upload.
 *
 * The customer pages read the same rows through the built-in content adapter, so a save shows on
 * their next request. When the installation reads content from Strapi instead, saving here would
 * change nothing customers see, so the editor is read-only and says why.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { CONTENT_KINDS, CONTENT_SCHEMAS, type TContentKind } from '../../../domain/content';
import {
  contentEditorMessages,
  type TContentEditorDocument,
  type TContentSaveRequest,
} from '../../../domain/content-editor';
import {
  getContentRow,
  getPortalHeader,
  insertContentAudit,
  writeContentKind,
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

/** A stored kind as the customer pages read it; an unreadable old value starts the editor afresh. */
function readKind(row: PortalContentRow | null, kind: TContentKind, log: (detail: string) => void) {
  const value = row?.[kind];
  if (value === null || value === undefined) return null;
  const parsed = CONTENT_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) {
    log(`stored ${kind} content is unreadable: ${parsed.error.issues[0]?.message ?? ''}`);
    return null;
  }
  return parsed.data;
}

export async function getContentDocument(
  ctx: AppContext,
  portalId: string,
  log: (detail: string) => void = () => {},
): Promise<TContentEditorDocument> {
  const portal = await getPortalHeader(ctx.db, portalId);
  if (!portal) throw portalNotFound();
  const row = await getContentRow(ctx.db, portalId);
  const content = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, readKind(row, kind, log)]));
  return {
    portalId: portal.id,
    portalTitle: portal.portalTitle,
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
    source: ctx.ports.content.adapter,
    content: content as TContentEditorDocument['content'],
  };
}

/**
 * Saves one kind. `body.version` is the version the editor loaded; when the row has moved on since,
 * nothing is written and the answer is 409 with the current version.
 */
export async function saveContent<K extends TContentKind>(
  ctx: AppContext,
  actor: StaffActor,
  portalId: string,
  kind: K,
  body: TContentSaveRequest<K>,
): Promise<TContentEditorDocument> {
  assertEditable(ctx);
  // stored in the customer shape, so the customer pages read back exactly this
  const value = CONTENT_SCHEMAS[kind].parse(body.content) as Record<string, unknown>;
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await getPortalHeader(tx, portalId))) throw portalNotFound();
    const before = await getContentRow(tx, portalId, true);
    const current = before?.version ?? 0;
    if (current !== body.version) throw versionConflict(current);
    const after = await writeContentKind(tx, {
      portalId,
      kind,
      value,
      version: body.version,
      at,
      by: actor.email,
    });
    // a row created by another save between our read and write (only possible for the first save)
    if (!after) throw versionConflict((await getContentRow(tx, portalId))?.version ?? current);
    await insertContentAudit(tx, {
      actor: actor.email,
      portalId,
      kind,
      before: before ? { version: before.version, content: before[kind] ?? null } : null,
      after: { version: after.version, content: value },
      at,
    });
  });
  return getContentDocument(ctx, portalId);
}
