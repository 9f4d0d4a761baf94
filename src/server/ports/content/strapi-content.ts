/**
 * Content from the hauler's Strapi (spec 01 §7, 02 §7):
 *
 *   GET {STRAPI_URL}/api/customer-portals?filters[portalTitle][$eq]={title}&populate…
 *   Authorization: Bearer {STRAPI_TOKEN}
 *
 * The first item of `data` is the portal's entry. Strapi 4 wraps entries and media in
 * `{ data: { id, attributes } }`, Strapi 5 does not; both are read. The spec gives the home page's
 * field names (HomePage_Header, HomePage_MainContent …) and the sticker fields (Title, Embed_URL,
 * Address) but not the exact names of the support, FAQ and services fields, so those are matched
 * loosely (case, underscores and a few synonyms ignored) and documented in docs. Relative media
 * addresses (/uploads/…) are made absolute on the Strapi host, where the images live.
 *
 * Other languages are Strapi's i18n locales (`&locale=fr`, Strapi 4 and 5 REST): English asks for
 * Strapi's default locale (no parameter); a language Strapi has no entry or no content of the kind in
 * (an empty list, or 400/404 for a locale it does not know) falls back to the default locale's.
 *
 * Answers are cached for an hour per portal title, kind and language (spec 01 §7: CMS content per
 * portal 1 hour), in memory: a cache, not state, so several instances may each hold their own.
 */
import {
  CONTENT_FRESH_MS,
  CONTENT_SCHEMAS,
  type TContentByKind,
  type TContentKind,
} from '../../../domain/content';
import type { LanguageCode } from '../../../domain/languages';
import {
  contentPortOf,
  contentUnavailable,
  type ContentPort,
  type ContentPortal,
  type LocalizedContent,
} from './content-port';

export interface StrapiContentOptions {
  /** The Strapi base URL (without /api). */
  baseUrl: string;
  /** API token, sent as a bearer token. */
  token?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** How long an answer is reused; 0 turns the cache off. */
  cacheTtlMs?: number;
  now?: () => number;
}

/**
 * The populate parameters per kind. Home names its fields (spec 01 §3), so the service-map image
 * inside its component is populated too; the other kinds populate every top-level component.
 */
export const STRAPI_POPULATE: Record<TContentKind, Record<string, string>> = {
  home: {
    'populate[HomePage_MainContent]': 'true',
    'populate[HomePage_CallOutBoxes]': 'true',
    'populate[HomePage_ServiceMapThumbNail][populate][image]': 'true',
  },
  support: { populate: '*' },
  faq: { populate: '*' },
  services: { populate: '*' },
  stickers: { populate: '*' },
};

const MAX_CACHED = 500;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strapi 4's `{ data: { id, attributes } }` wrappers, removed everywhere. */
export function flattenStrapi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if ('data' in value && keys.every((k) => k === 'data' || k === 'meta')) return flattenStrapi(value.data);
  if (
    isObject(value.attributes) &&
    keys.every((k) => k === 'id' || k === 'attributes' || k === 'documentId')
  ) {
    return flattenStrapi({ id: value.id, ...value.attributes });
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flattenStrapi(v)]));
}

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first field of `obj` whose name matches one of `names`, ignoring case and separators. */
function field(obj: unknown, ...names: string[]): unknown {
  if (!isObject(obj)) return undefined;
  const byName = new Map(Object.keys(obj).map((k) => [normalise(k), k]));
  for (const name of names) {
    const key = byName.get(normalise(name));
    if (key !== undefined && obj[key] !== null && obj[key] !== undefined) return obj[key];
  }
  return undefined;
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function mediaUrl(value: unknown, origin: string): string {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return url;
}

function image(value: unknown, origin: string) {
  const media = first(value);
  if (!isObject(media)) return null;
  const thumbnail = field(field(media, 'formats'), 'thumbnail');
  return {
    url: mediaUrl(field(media, 'url'), origin),
    name: field(media, 'name'),
    alternativeText: field(media, 'alternativeText', 'alt'),
    width: field(media, 'width'),
    formats: isObject(thumbnail)
      ? { thumbnail: { url: mediaUrl(field(thumbnail, 'url'), origin) } }
      : undefined,
  };
}

/** A sub-object named like the kind's page, or the entry itself when there is none. */
function section(entry: Json, ...names: string[]): unknown {
  const found = field(entry, ...names);
  return found ?? entry;
}

/** Maps a Strapi customer-portal entry to the domain shape of `kind` (before schema parsing). */
export function mapStrapiEntry(kind: TContentKind, entry: Json, origin: string): unknown {
  switch (kind) {
    case 'home': {
      const thumb = first(field(entry, 'HomePage_ServiceMapThumbNail', 'HomePage_ServiceMapThumbnail'));
      return {
        HomePage_Header: field(entry, 'HomePage_Header'),
        HomePage_Description: field(entry, 'HomePage_Description'),
        HomePage_MainContent: list(field(entry, 'HomePage_MainContent')).map((s) => ({
          id: field(s, 'id'),
          Title: field(s, 'Title', 'Header', 'Heading'),
          Content: field(s, 'Content', 'Body', 'Text', 'Description'),
        })),
        HomePage_CallOutBoxes: list(field(entry, 'HomePage_CallOutBoxes', 'HomePage_CalloutBoxes')).map(
          (b) => ({
            id: field(b, 'id'),
            Header: field(b, 'Header', 'Title', 'Heading'),
            Bullets: field(b, 'Bullets', 'Items', 'List'),
          }),
        ),
        HomePage_ServiceMapThumbNail: isObject(thumb)
          ? {
              title: field(thumb, 'title'),
              thumbnail_width: field(thumb, 'thumbnail_width'),
              image: image(field(thumb, 'image'), origin),
            }
          : null,
      };
    }
    case 'support': {
      const page = section(entry, 'SupportPage', 'Support_Page', 'Support');
      const map = first(field(page, 'serviceMap', 'SupportPage_ServiceMap', 'Service_Map_Section'));
      const locations = field(
        page,
        'dropOffLocations',
        'SupportPage_DropOffLocations',
        'Drop_Off_Location',
        'DropOffLocation',
        'Locations',
      );
      return {
        title: field(page, 'title', 'SupportPage_Title', 'Support_Title'),
        intro: field(
          page,
          'intro',
          'SupportPage_Intro',
          'SupportPage_Description',
          'Support_Intro',
          'description',
        ),
        serviceMap: isObject(map)
          ? {
              title: field(map, 'title', 'Header', 'Heading'),
              description: field(map, 'description', 'Content', 'Body', 'Text'),
              imageUrl:
                mediaUrl(field(map, 'imageUrl', 'Image_URL', 'url'), origin) ||
                (image(field(map, 'image', 'Map', 'Map_Image'), origin)?.url ?? ''),
            }
          : null,
        dropOffLocations: list(locations).map((l) => ({
          name: field(l, 'name', 'Location_Name', 'Title'),
          address: field(l, 'address', 'Address_Line', 'Address_Line_1', 'Street'),
          city: field(l, 'city'),
          state: field(l, 'state'),
          zipCode: field(l, 'zipCode', 'Zip', 'Postal_Code'),
          phoneNumber: field(l, 'phoneNumber', 'Phone'),
          generalManager: field(l, 'generalManager', 'Manager'),
          mapUrl: field(l, 'mapUrl', 'Embed_URL', 'Embedded_Map_URL', 'Map_Embed_URL', 'Map'),
          hours: list(field(l, 'hours', 'Opening_Hours')).map((h) => ({
            day: field(h, 'day', 'Days'),
            open: field(h, 'open', 'Hours', 'Time'),
          })),
        })),
      };
    }
    case 'faq': {
      const page = section(entry, 'FAQPage', 'FAQ_Page', 'FAQ', 'FAQs');
      const items = Array.isArray(page)
        ? page
        : field(page, 'items', 'FAQ_Items', 'FAQItems', 'Questions', 'FAQ', 'FAQs');
      return {
        title: Array.isArray(page) ? undefined : field(page, 'title', 'FAQ_Title'),
        items: list(items).map((i) => ({
          id: field(i, 'id'),
          title: field(i, 'title', 'Question', 'Header'),
          body: field(i, 'body', 'Answer', 'Content', 'Text'),
        })),
      };
    }
    case 'services': {
      const page = section(
        entry,
        'LRSServicesPage',
        'LRS_Services_Page',
        'ServicesPage',
        'Services_Page',
        'LRS_Services',
      );
      const sections = Array.isArray(page) ? page : field(page, 'sections', 'Services', 'Items');
      return {
        title: Array.isArray(page) ? undefined : field(page, 'title', 'Services_Title'),
        description: Array.isArray(page) ? undefined : field(page, 'description', 'Services_Description'),
        sections: list(sections).map((s) => ({
          id: field(s, 'id'),
          title: field(s, 'title', 'Header', 'Name'),
          body: field(s, 'body', 'Content', 'Description', 'Text'),
        })),
      };
    }
    case 'stickers': {
      const page = section(
        entry,
        'StickerLocationsPage',
        'Sticker_Locations_Page',
        'StickerPage',
        'Sticker_Page',
      );
      return {
        title: field(page, 'Sticker_Title', 'StickerLocations_Title', 'title'),
        description: field(page, 'Sticker_Description', 'StickerDescription', 'description'),
        locations: list(field(page, 'Sticker_Locations', 'StickerLocations', 'locations')).map((l) => ({
          id: field(l, 'id'),
          Title: field(l, 'Title', 'Name'),
          Embed_URL: field(l, 'Embed_URL', 'EmbedURL', 'Map_URL', 'mapUrl'),
          Address: field(l, 'Address'),
        })),
      };
    }
  }
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isObject(value))
    return Object.entries(value).every(([k, v]) => k === 'id' || k === 'thumbnail_width' || isEmpty(v));
  return false;
}

export function createStrapiContent(options: StrapiContentOptions): ContentPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ttl = options.cacheTtlMs ?? CONTENT_FRESH_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: unknown; language: LanguageCode }>();

  /**
   * The kind in one locale (undefined: Strapi's default), or undefined when Strapi has no entry or no
   * content of the kind in that locale; null: the default locale has none either.
   */
  async function load<K extends TContentKind>(
    portal: ContentPortal,
    kind: K,
    locale: LanguageCode | undefined,
  ): Promise<TContentByKind[K] | null | undefined> {
    const params = new URLSearchParams({
      'filters[portalTitle][$eq]': portal.portalTitle,
      ...STRAPI_POPULATE[kind],
      ...(locale ? { locale } : {}),
    });
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/api/customer-portals?${params.toString()}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw contentUnavailable(kind, error instanceof Error ? error.message : 'request failed');
    }
    // a locale Strapi does not know: its default locale's content is the answer
    if (locale && (response.status === 400 || response.status === 404)) return undefined;
    if (!response.ok) throw contentUnavailable(kind, `status ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw contentUnavailable(kind, 'the answer is not JSON');
    }
    const data = isObject(body) ? body.data : undefined;
    if (!Array.isArray(data)) throw contentUnavailable(kind, 'no data list in the answer');
    const entry = flattenStrapi(data[0]);
    const none = locale ? undefined : null;
    if (!isObject(entry)) return none;
    const mapped = mapStrapiEntry(kind, entry, origin);
    if (isEmpty(mapped)) return none;
    const parsed = CONTENT_SCHEMAS[kind].safeParse(mapped);
    if (!parsed.success)
      throw contentUnavailable(kind, parsed.error.issues[0]?.message ?? 'unreadable content');
    return parsed.data as TContentByKind[K];
  }

  async function getLocalizedContent<K extends TContentKind>(
    portal: ContentPortal,
    kind: K,
    language: LanguageCode,
  ): Promise<LocalizedContent<K>> {
    const key = `${kind}\u0000${language}\u0000${portal.portalTitle.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttl)
      return { content: hit.value as TContentByKind[K] | null, language: hit.language };
    const localized = language === 'en' ? undefined : await load(portal, kind, language);
    const value = localized ?? (await load(portal, kind, undefined)) ?? null;
    const written: LanguageCode = localized ? language : 'en';
    if (ttl > 0) {
      cache.delete(key);
      cache.set(key, { at: now(), value, language: written });
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    }
    return { content: value, language: written };
  }

  return contentPortOf('strapi', getLocalizedContent);
}
