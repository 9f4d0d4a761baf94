/**
 * The admin content editor's API (issue: Admin area, content editor): request and response schemas,
 * the editing rules and the messages. The editor form validates with the same `Z…Edit` schemas the
 * server does; after they pass, the server stores what the customer schemas of ./content make of the
 * value, so what is saved is exactly what the customer pages read.
 *
 * The customer schemas are lenient (content may come from a CMS); the editing schemas are strict about
 * what a person can fix: lengths, required titles, and embed addresses that must be https (or a path
 * on this site) instead of being dropped silently.
 */
import { z } from 'zod';
import { pageResult, ZPageQuery } from './pagination';
import {
  CONTENT_SCHEMAS,
  DEFAULT_THUMBNAIL_WIDTH,
  isSafeContentUrl,
  ZCallOutKind,
  ZFaqContent,
  ZHomeContent,
  ZServicesContent,
  ZStickerContent,
  ZSupportContent,
  type TContentKind,
} from './content';
import { LANGUAGES, type LanguageCode } from './languages';

export const contentEditorMessages = {
  conflict: 'This content was changed by someone else. Reload to see the latest version.',
  portalNotFound: 'Portal not found.',
  externalCms:
    'Content is read from the outside CMS (Strapi) on this installation, so it cannot be edited here. Edit it in the CMS.',
  noFile: 'Choose an image to upload.',
  fileTooLarge: 'The image is larger than 2 MB. Choose a smaller image.',
  fileType: 'Upload a PNG, JPEG, GIF or WebP image.',
  svgRefused: 'SVG images are not accepted (they can carry scripts). Upload a PNG, JPEG, GIF or WebP image.',
  unreadableImage: 'The image could not be read. Choose another file.',
  imageDimensions:
    'The image is too large: at most 40 megapixels (for example 8000 × 5000 pixels). Choose a smaller image.',
  tooManyFrames: 'The animation has too many frames: at most 100, and 200 megapixels in all frames together.',
  fileNotFound: 'File not found.',
  invalidUrl: 'Enter an address starting with https:// (or a path on this site starting with /).',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  tooMany: (max: number) => `Use at most ${max} rows.`,
  required: 'Fill this in.',
  translationNotFound: 'There is no translation of this content in that language.',
} as const;

/** Service-map uploads: at most 2 MB; raster images only (an SVG can carry scripts). */
export const SERVICE_MAP_MAX_BYTES = 2 * 1024 * 1024;
export const SERVICE_MAP_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type TServiceMapType = (typeof SERVICE_MAP_TYPES)[number];
export const SERVICE_MAP_EXTENSIONS: Record<TServiceMapType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/** Where uploaded service maps are served. */
export const SERVICE_MAP_UPLOAD_PATH = '/api/uploads/service-maps';
/** A generated thumbnail is this wide (uploads wider than this get one). */
export const SERVICE_MAP_THUMBNAIL_WIDTH = 500;

/** The type of an image from its first bytes (never from its name), or null. */
export function sniffImageType(bytes: Uint8Array): TServiceMapType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** True when the bytes look like SVG or other XML/HTML markup (refused with its own message). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<') || head.includes('<svg');
}

// ---------------------------------------------------------------------------------------------
// editing rules

export const CONTENT_EDIT_LIMITS = {
  title: 200,
  text: 20_000,
  url: 2000,
  rows: 100,
  bullets: 30,
  hours: 14,
} as const;

const text = (max: number = CONTENT_EDIT_LIMITS.text) =>
  z
    .string()
    .trim()
    .max(max, { error: contentEditorMessages.tooLong(max) });
const title = () => text(CONTENT_EDIT_LIMITS.title);
const required = (max: number = CONTENT_EDIT_LIMITS.title) =>
  z
    .string()
    .trim()
    .min(1, { error: contentEditorMessages.required })
    .max(max, { error: contentEditorMessages.tooLong(max) });
const rows = <T extends z.ZodType>(item: T, max: number = CONTENT_EDIT_LIMITS.rows) =>
  z.array(item).max(max, { error: contentEditorMessages.tooMany(max) });

/** An embed or image address: empty, https/http, or a path on this site. */
export const ZEditUrl = z
  .string()
  .trim()
  .max(CONTENT_EDIT_LIMITS.url, { error: contentEditorMessages.tooLong(CONTENT_EDIT_LIMITS.url) })
  .refine((v) => v === '' || isSafeContentUrl(v), {
    error: contentEditorMessages.invalidUrl,
    params: { reason: 'url' },
  });

/** Row ids: kept from the CMS or the seed (numbers), or made by the editor (short strings). */
const ZEditId = z.union([z.number().int(), z.string().max(64)]).optional();

export const ZHomeContentEdit = z.object({
  HomePage_Header: title(),
  HomePage_Description: text(),
  HomePage_MainContent: rows(z.object({ id: ZEditId, Title: title(), Content: text() })),
  HomePage_CallOutBoxes: rows(
    z.object({
      id: ZEditId,
      Header: required(),
      Bullets: rows(title(), CONTENT_EDIT_LIMITS.bullets),
      Kind: ZCallOutKind.default('info'),
    }),
  ),
  HomePage_ServiceMapThumbNail: z
    .object({
      title: title(),
      thumbnail_width: z.number().int().min(50).max(2000),
      image: z
        .object({
          url: ZEditUrl,
          name: title(),
          alternativeText: title(),
          width: z.number().int().positive().optional(),
          formats: z
            .object({ thumbnail: z.object({ url: ZEditUrl }).nullable().optional() })
            .nullable()
            .optional(),
        })
        .nullable(),
    })
    .nullable(),
});
export type THomeContentEdit = z.infer<typeof ZHomeContentEdit>;

export const ZSupportContentEdit = z.object({
  title: title(),
  intro: text(),
  serviceMap: z.object({ title: title(), description: text(), imageUrl: ZEditUrl }).nullable(),
  dropOffLocations: rows(
    z.object({
      name: required(),
      address: title(),
      city: title(),
      state: title(),
      zipCode: title(),
      phoneNumber: title(),
      generalManager: title(),
      mapUrl: ZEditUrl,
      hours: rows(z.object({ day: title(), open: title() }), CONTENT_EDIT_LIMITS.hours),
    }),
  ),
});
export type TSupportContentEdit = z.infer<typeof ZSupportContentEdit>;

export const ZFaqContentEdit = z.object({
  title: title(),
  items: rows(z.object({ id: ZEditId, title: required(500), body: text() }), 200),
});
export type TFaqContentEdit = z.infer<typeof ZFaqContentEdit>;

export const ZServicesContentEdit = z.object({
  title: title(),
  description: text(),
  sections: rows(z.object({ id: ZEditId, title: title(), body: text() })),
});
export type TServicesContentEdit = z.infer<typeof ZServicesContentEdit>;

export const ZStickerContentEdit = z.object({
  title: title(),
  description: text(),
  locations: rows(z.object({ id: ZEditId, Title: required(), Embed_URL: ZEditUrl, Address: text(500) })),
});
export type TStickerContentEdit = z.infer<typeof ZStickerContentEdit>;

export const CONTENT_EDIT_SCHEMAS = {
  home: ZHomeContentEdit,
  support: ZSupportContentEdit,
  faq: ZFaqContentEdit,
  services: ZServicesContentEdit,
  stickers: ZStickerContentEdit,
} as const;

/** Each kind's content as the editor sends it, as its schema above reads it. */
export type TContentEditByKind = {
  [K in keyof typeof CONTENT_EDIT_SCHEMAS]: z.infer<(typeof CONTENT_EDIT_SCHEMAS)[K]>;
};

/** What a new, empty content of each kind looks like in the editor. */
export const EMPTY_CONTENT: TContentEditByKind = {
  home: {
    HomePage_Header: '',
    HomePage_Description: '',
    HomePage_MainContent: [],
    HomePage_CallOutBoxes: [],
    HomePage_ServiceMapThumbNail: null,
  },
  support: { title: '', intro: '', serviceMap: null, dropOffLocations: [] },
  faq: { title: '', items: [] },
  services: { title: '', description: '', sections: [] },
  stickers: { title: '', description: '', locations: [] },
};

/** A new service-map thumbnail block (the default width of the customer page). */
export const EMPTY_SERVICE_MAP_THUMBNAIL: NonNullable<THomeContentEdit['HomePage_ServiceMapThumbNail']> = {
  title: '',
  thumbnail_width: DEFAULT_THUMBNAIL_WIDTH,
  image: null,
};

// ---------------------------------------------------------------------------------------------
// requests and answers

export const ZContentEditorPortalParams = z.object({ portalId: z.string().min(1).max(200) });
export const ZUploadFileParams = z.object({ file: z.string().min(1).max(120) });

/** GET /api/admin/content/portals: portals to choose from, title contains `search`, paged. */
export const ZContentPortalListQuery = ZPageQuery.extend({ search: z.string().trim().max(200).optional() });
export type TContentPortalListQuery = z.infer<typeof ZContentPortalListQuery>;
export const ZContentPortalListItem = z.object({
  id: z.string(),
  portalTitle: z.string(),
  portalType: z.enum(['residential', 'enterprise']),
});
export type TContentPortalListItem = z.infer<typeof ZContentPortalListItem>;
export const ZContentPortalListResult = pageResult(ZContentPortalListItem);
export type TContentPortalListResult = z.infer<typeof ZContentPortalListResult>;

/**
 * The languages staff translate content into: the translate menu's ten but English, which is the
 * content itself (its own columns).
 */
export type TTranslationLanguage = Exclude<LanguageCode, 'en'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.map((l) => l.code).filter(
  (code): code is TTranslationLanguage => code !== 'en',
);
export const ZTranslationLanguage = z.enum(
  TRANSLATION_LANGUAGES as [TTranslationLanguage, ...TTranslationLanguage[]],
);

/** The kinds translated into one language (a kind without a translation is absent). */
export const ZContentTranslation = z.object(CONTENT_SCHEMAS).partial();

/** /api/admin/content/{portalId}/{kind}/translations/{language} */
export const ZContentTranslationParams = ZContentEditorPortalParams.extend({
  language: ZTranslationLanguage,
});
/** DELETE …/translations/{language}?version=: the version the editor loaded, as a save sends it. */
export const ZContentTranslationRemoveQuery = z.object({ version: z.coerce.number().int().min(0) });

/** GET /api/admin/content/{portalId}: every kind (null when the portal has none yet) and the version. */
export const ZContentEditorDocument = z.object({
  portalId: z.string(),
  portalTitle: z.string(),
  /** The content row's version; 0 while the portal has no content row yet. */
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** 'strapi' when the customer pages read the outside CMS: the editor is read-only then. */
  source: z.enum(['built-in', 'strapi']),
  content: z.object({
    home: ZHomeContent.nullable(),
    support: ZSupportContent.nullable(),
    faq: ZFaqContent.nullable(),
    services: ZServicesContent.nullable(),
    stickers: ZStickerContent.nullable(),
  }),
  /** Staff's translations by language code (only languages with at least one translated kind). */
  translations: z.partialRecord(ZTranslationLanguage, ZContentTranslation),
});
export type TContentEditorDocument = z.infer<typeof ZContentEditorDocument>;

/** PUT /api/admin/content/{portalId}/{kind}: the content of one kind and the version it was based on. */
export function contentSaveRequestSchema<K extends TContentKind>(kind: K) {
  return z.object({ version: z.number().int().min(0), content: CONTENT_EDIT_SCHEMAS[kind] });
}
export interface TContentSaveRequest<K extends TContentKind> {
  version: number;
  content: TContentEditByKind[K];
}

/** POST /api/admin/content/{portalId}/service-map: the stored image. */
export const ZServiceMapUpload = z.object({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  name: z.string(),
  contentType: z.enum(SERVICE_MAP_TYPES),
  size: z.number().int().min(0),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type TServiceMapUpload = z.infer<typeof ZServiceMapUpload>;
