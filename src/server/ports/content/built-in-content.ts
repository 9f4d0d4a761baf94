/**
 * Built-in content: one portal_content row per portal, a jsonb column per kind. Rows are written by
 * the demo seed and the admin area with the schemas of src/domain/content.ts; they are parsed again
 * on the way out, so an older row still answers in today's shape. Staff's translations are in the
 * row's `translations` (language → kind); a kind without one answers the English column.
 */
import { eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../domain/languages';
import { CONTENT_SCHEMAS, type TContentByKind, type TContentKind } from '../../../domain/content';
import type { DbOrTx } from '../../db/client';
import { portalContent } from '../../db/schema';
import {
  contentPortOf,
  contentUnavailable,
  type ContentPort,
  type ContentPortal,
  type LocalizedContent,
} from './content-port';

export function createBuiltInContent(db: DbOrTx): ContentPort {
  async function getLocalizedContent<K extends TContentKind>(
    portal: ContentPortal,
    kind: K,
    language: LanguageCode,
  ): Promise<LocalizedContent<K>> {
    const [row] = await db
      .select({ english: portalContent[kind], translations: portalContent.translations })
      .from(portalContent)
      .where(eq(portalContent.portalId, portal.id))
      .limit(1);
    const translated = (language !== 'en' && row?.translations[language]?.[kind]) || null;
    const value = translated || row?.english;
    const written: LanguageCode = translated ? language : 'en';
    if (value === null || value === undefined) return { content: null, language: written };
    const parsed = CONTENT_SCHEMAS[kind].safeParse(value);
    if (!parsed.success)
      throw contentUnavailable(kind, parsed.error.issues[0]?.message ?? 'unreadable content');
    return { content: parsed.data as TContentByKind[K], language: written };
  }

  return contentPortOf('built-in', getLocalizedContent);
}
