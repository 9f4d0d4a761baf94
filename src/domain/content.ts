/**
 * Portal content (spec 01 §3 "CMS customer-portal content", spec 02 §3 "Content"): the home page,
 * the support page, the FAQ, the services page and sticker locations, per portal. The same schemas
 * read the built-in store (portal_content), the Strapi answer (after its field names are mapped) and
 * the API answers, and the admin editor validates with them.
 *
 * Content comes from people and from a CMS, so every schema is lenient about what is missing (it
 * becomes empty) and strict about what could hurt: embedded map and image addresses must be http(s)
 * (or a path on this site), never `javascript:` or `data:`.
 */
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './languages';

/** A language code of the ten (the content's own language in an answer). */
const ZContentLanguage = z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]);

export const CONTENT_KINDS = ['home', 'support', 'faq', 'services', 'stickers'] as const;
export const ZContentKind = z.enum(CONTENT_KINDS);
export type TContentKind = z.infer<typeof ZContentKind>;

/** Default width of the home page's service-map thumbnail (spec 01 §9, 02 §9). */
export const DEFAULT_THUMBNAIL_WIDTH = 250;

/** Content caching (spec 01 §7, 02 §7 and §9): fresh 1 hour, kept 24 hours, one retry. */
export const CONTENT_FRESH_MS = 60 * 60 * 1000;
export const CONTENT_KEEP_MS = 24 * 60 * 60 * 1000;
export const CONTENT_CACHE_SECONDS = CONTENT_FRESH_MS / 1000;

/** TanStack Query options every content query uses: no refetch on focus, mount or reconnect. */
export const CONTENT_QUERY_CACHE = {
  staleTime: CONTENT_FRESH_MS,
  gcTime: CONTENT_KEEP_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
  retry: 1,
} as const;

/**
 * One query key per content kind, customer and language, so one customer never sees another's portal
 * and choosing another language reads that language's content (staff's translation, or English).
 */
export function contentQueryKey(kind: TContentKind, customerUid: string | null, language: string) {
  return ['content', kind, customerUid ?? 'visitor', language] as const;
}

/** The API path of a content kind. */
export function contentPath(kind: TContentKind): string {
  return `/api/content/${kind}`;
}

// ---------------------------------------------------------------------------------------------
// building blocks

interface RichTextNode {
  type?: unknown;
  text?: unknown;
  format?: unknown;
  children?: unknown;
}

function nodeText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!node || typeof node !== 'object') return '';
  const { text, children } = node as RichTextNode;
  if (typeof text === 'string') return text;
  return Array.isArray(children) ? children.map(nodeText).join('') : '';
}

/**
 * Text from a CMS field: a string as it is, a number as text, and Strapi's rich-text blocks
 * (paragraphs, headings, lists) as Markdown-like text. Anything else is empty.
 */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!Array.isArray(value)) return '';
  return value
    .map((block) => {
      if (typeof block === 'string') return block;
      if (!block || typeof block !== 'object') return '';
      const { type, format, children } = block as RichTextNode;
      if (type === 'list' && Array.isArray(children)) {
        return children
          .map((item, i) => `${format === 'ordered' ? `${i + 1}.` : '-'} ${nodeText(item)}`)
          .join('\n');
      }
      return nodeText(block);
    })
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

const ZText = z.preprocess(toText, z.string().trim());

/** A list field: missing or null is an empty list; a single object is a list of one. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(item),
  );
}

const ZId = z.union([z.number(), z.string()]).optional().catch(undefined);

/**
 * An address a page may load in an iframe or an img: https/http, or a path on this site.
 * Browsers read a backslash as a slash and drop tabs and newlines inside a URL, so `/\evil.invalid/x`
 * or `/<tab>/evil.invalid` would be a protocol-relative address on another site: no backslash
 * anywhere, and a path starts with exactly one slash and holds no space or control character.
 */
export function isSafeContentUrl(value: string): boolean {
  if (value.includes('\\')) return false;
  if (value.startsWith('/')) {
    return !value.startsWith('//') && ![...value].some((c) => c.charCodeAt(0) <= 0x20 || c === '\u007f');
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A URL that is safe to embed, or '' (anything else, `javascript:` included, is dropped). */
const ZSafeUrl = z.preprocess((v) => {
  const text = typeof v === 'string' ? v.trim() : '';
  return isSafeContentUrl(text) ? text : '';
}, z.string());

/** Bullets arrive as a list of strings (or of {text}) or as one text with a bullet per line. */
const ZBullets = z.preprocess((v) => {
  const lines = Array.isArray(v)
    ? v.map((item) =>
        typeof item === 'object' && item !== null
          ? toText((item as Record<string, unknown>).text ?? (item as Record<string, unknown>).Bullet ?? item)
          : toText(item),
      )
    : toText(v).split('\n');
  return lines.map((line) => line.replace(/^\s*(?:[-*•]|\d+\.)\s+/, '').trim()).filter((line) => line !== '');
}, z.array(z.string()));

const ZPositiveWidth = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int().positive().max(2000),
);

// ---------------------------------------------------------------------------------------------
// home (spec 01 §3: the CMS field names are kept)

export const ZHomeMainSection = z.object({ id: ZId, Title: ZText, Content: ZText });
/**
 * How a call-out box marks its bullets: accepted items with a check, items that are never accepted
 * with a cross, anything else with a plain dot. Content without it (the spec's CMS shape) is 'info':
 * a list is never shown as accepted unless staff said so.
 */
export const CALL_OUT_KINDS = ['accepted', 'not-accepted', 'info'] as const;
export const ZCallOutKind = z.enum(CALL_OUT_KINDS);
export type TCallOutKind = z.infer<typeof ZCallOutKind>;

export const ZHomeCallOutBox = z.object({
  id: ZId,
  Header: ZText,
  Bullets: ZBullets,
  Kind: ZCallOutKind.catch('info').default('info'),
});

export const ZContentImage = z.object({
  url: ZSafeUrl,
  name: ZText,
  alternativeText: ZText,
  width: ZPositiveWidth.optional().catch(undefined),
  formats: z
    .object({ thumbnail: z.object({ url: ZSafeUrl }).nullable().optional().catch(undefined) })
    .nullable()
    .optional()
    .catch(undefined),
});
export type TContentImage = z.infer<typeof ZContentImage>;

export const ZServiceMapThumbnail = z.object({
  title: ZText,
  thumbnail_width: ZPositiveWidth.catch(DEFAULT_THUMBNAIL_WIDTH),
  image: ZContentImage.nullable().catch(null),
});
export type TServiceMapThumbnail = z.infer<typeof ZServiceMapThumbnail>;

export const ZHomeContent = z.object({
  HomePage_Header: ZText,
  HomePage_Description: ZText,
  HomePage_MainContent: listOf(ZHomeMainSection),
  HomePage_CallOutBoxes: listOf(ZHomeCallOutBox),
  HomePage_ServiceMapThumbNail: ZServiceMapThumbnail.nullable().catch(null),
});
export type THomeContent = z.infer<typeof ZHomeContent>;

/** The thumbnail's image address (formats.thumbnail when there is one) and the full image's. */
export function serviceMapImageUrls(
  thumbnail: TServiceMapThumbnail | null,
): { thumbnail: string; full: string } | null {
  const image = thumbnail?.image;
  if (!image || image.url === '') return null;
  return { thumbnail: image.formats?.thumbnail?.url || image.url, full: image.url };
}

// ---------------------------------------------------------------------------------------------
// support (spec 02 §2.4)

export const ZOpeningHours = z.object({ day: ZText, open: ZText });
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

export const ZDropOffLocation = z.object({
  name: ZText,
  address: ZText,
  city: ZText,
  state: ZText,
  zipCode: ZText,
  phoneNumber: ZText,
  generalManager: ZText,
  /** An embeddable map page (iframe). */
  mapUrl: ZSafeUrl,
  hours: listOf(ZOpeningHours),
});
export type TDropOffLocation = z.infer<typeof ZDropOffLocation>;

export const ZServiceMap = z.object({ title: ZText, description: ZText, imageUrl: ZSafeUrl });
export type TServiceMap = z.infer<typeof ZServiceMap>;

export const ZSupportContent = z.object({
  title: ZText,
  intro: ZText,
  serviceMap: ZServiceMap.nullable().catch(null),
  dropOffLocations: listOf(ZDropOffLocation),
});
export type TSupportContent = z.infer<typeof ZSupportContent>;

/** True when the support content has a section to show (otherwise the fallback sections show). */
export function hasSupportSections(content: TSupportContent | null): boolean {
  if (!content) return false;
  const map = content.serviceMap;
  return (
    content.dropOffLocations.length > 0 || (map !== null && (map.imageUrl !== '' || map.description !== ''))
  );
}

// ---------------------------------------------------------------------------------------------
// FAQ (spec 02 §2.5)

export const ZFaqItem = z.object({ id: ZId, title: ZText, body: ZText });
export type TFaqItem = z.infer<typeof ZFaqItem>;

export const ZFaqContent = z.object({
  title: ZText,
  items: listOf(ZFaqItem).transform((items) => items.filter((item) => item.title !== '' || item.body !== '')),
});
export type TFaqContent = z.infer<typeof ZFaqContent>;

// ---------------------------------------------------------------------------------------------
// services page (the LRS services content; shown by the Services feature)

export const ZServicesSection = z.object({ id: ZId, title: ZText, body: ZText });
export const ZServicesContent = z.object({
  title: ZText,
  description: ZText,
  sections: listOf(ZServicesSection),
});
export type TServicesContent = z.infer<typeof ZServicesContent>;

// ---------------------------------------------------------------------------------------------
// sticker locations (spec 02 §2.6: the CMS field names Title, Embed_URL, Address are kept)

export const ZStickerLocation = z.object({ id: ZId, Title: ZText, Embed_URL: ZSafeUrl, Address: ZText });
export type TStickerLocation = z.infer<typeof ZStickerLocation>;

export const ZStickerContent = z.object({
  title: ZText,
  /** Plain text; text between double asterisks is shown bold (see boldSegments). */
  description: ZText,
  locations: listOf(ZStickerLocation).transform((list) =>
    list.filter((l) => l.Title !== '' || l.Address !== ''),
  ),
});
export type TStickerContent = z.infer<typeof ZStickerContent>;

// ---------------------------------------------------------------------------------------------
// one schema per kind, and the API answers

export const CONTENT_SCHEMAS = {
  home: ZHomeContent,
  support: ZSupportContent,
  faq: ZFaqContent,
  services: ZServicesContent,
  stickers: ZStickerContent,
} as const;

/** Each kind's content, as its schema above reads it. */
export type TContentByKind = { [K in keyof typeof CONTENT_SCHEMAS]: z.infer<(typeof CONTENT_SCHEMAS)[K]> };

/** GET /api/content/{kind}: the portal's content, or null when the portal has none of this kind. */
export function contentResponseSchema<K extends TContentKind>(kind: K) {
  return z.object({
    portalTitle: z.string().nullable(),
    content: (CONTENT_SCHEMAS[kind] as unknown as z.ZodType<TContentByKind[K]>).nullable(),
    language: ZContentLanguage.optional().describe(
      "the language the content is written in: the request's language when staff translated the kind, 'en' for the English original",
    ),
  });
}
export interface TContentResponse<K extends TContentKind> {
  portalTitle: string | null;
  content: TContentByKind[K] | null;
  /** The language the content is written in ('en' when no translation of the kind exists). */
  language?: LanguageCode;
}

/** Server-side log lines when the content service fails (spec 02 §8). */
export const CONTENT_FAILURE_MESSAGES: Record<TContentKind, string> = {
  home: 'Failed to fetch homepage content from CMS',
  support: 'Failed to fetch support content from CMS',
  faq: 'Failed to fetch FAQ content from CMS',
  services: 'Failed to fetch services content from CMS',
  stickers: 'Failed to fetch sticker locations content from CMS',
};

// ---------------------------------------------------------------------------------------------
// sticker description: **bold** without HTML

export interface TextSegment {
  text: string;
  bold: boolean;
}

/**
 * Removes markup from CMS text that is meant to be plain: whole script/style/iframe/object elements
 * and every other tag. The page renders the result as text (never as HTML), so this is for looks;
 * the safety comes from never handing content to the HTML parser.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[a-z!][^>]*>?/gi, '')
    .replace(/\s{3,}/g, '  ');
}

/** Splits text into plain and bold parts: text between double asterisks is bold (spec 02 §2.6). */
export function boldSegments(text: string): TextSegment[] {
  const clean = stripMarkup(text);
  const segments: TextSegment[] = [];
  const pattern = /\*\*([^*]+?)\*\*/g;
  let last = 0;
  for (const match of clean.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ text: clean.slice(last, index), bold: false });
    segments.push({ text: match[1]!, bold: true });
    last = index + match[0].length;
  }
  if (last < clean.length) segments.push({ text: clean.slice(last), bold: false });
  return segments.filter((s) => s.text !== '');
}
