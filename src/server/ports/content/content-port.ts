/**
 * The content (CMS) port: a portal's home, support, FAQ, services and sticker-location content.
 * The built-in adapter reads Curbside's own portal_content table (edited in the admin area); the
 * Strapi adapter reads the hauler's Strapi `customer-portals` collection, filtered by portal title.
 * Both answer in the shapes of src/domain/content.ts, or null when the portal has no such content.
 * Asked for a language, both answer its translation of the kind where one exists and the English
 * (Strapi: default-locale) content otherwise, a kind as a whole.
 */
import { CONTENT_FAILURE_MESSAGES, type TContentByKind, type TContentKind } from '../../../domain/content';
import type { LanguageCode } from '../../../domain/languages';
import { AppError } from '../../errors';

/** The portal whose content is wanted: the built-in store keys by id, the CMS by title. */
export interface ContentPortal {
  id: string;
  portalTitle: string;
}

export interface ContentPort {
  readonly adapter: 'built-in' | 'strapi';
  /**
   * The content of one kind in `language` (default English), falling back to English when it has no
   * translation; null when there is none. Throws UNAVAILABLE when the source fails.
   */
  getContent<K extends TContentKind>(
    portal: ContentPortal,
    kind: K,
    language?: LanguageCode,
  ): Promise<TContentByKind[K] | null>;
  /**
   * The same answer with the language it is written in: `language` when a translation of the kind
   * was found, 'en' when the answer is the English original (the pages mark it lang="en").
   */
  getLocalizedContent<K extends TContentKind>(
    portal: ContentPortal,
    kind: K,
    language: LanguageCode,
  ): Promise<LocalizedContent<K>>;
}

/** A kind's content and the language it is written in. */
export interface LocalizedContent<K extends TContentKind> {
  content: TContentByKind[K] | null;
  language: LanguageCode;
}

/** The content service failed or answered something unreadable (logged with the spec's text). */
export function contentUnavailable(kind: TContentKind, detail: string): AppError {
  return new AppError('UNAVAILABLE', CONTENT_FAILURE_MESSAGES[kind], { kind, detail });
}

/**
 * The port of an adapter, given how it reads a kind with its language: getContent is that answer's
 * content alone.
 */
export function contentPortOf(
  adapter: ContentPort['adapter'],
  getLocalizedContent: ContentPort['getLocalizedContent'],
): ContentPort {
  return {
    adapter,
    getLocalizedContent,
    async getContent<K extends TContentKind>(
      portal: ContentPortal,
      kind: K,
      language: LanguageCode = 'en',
    ): Promise<TContentByKind[K] | null> {
      return (await getLocalizedContent(portal, kind, language)).content;
    },
  };
}
