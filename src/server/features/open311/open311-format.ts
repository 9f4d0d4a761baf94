/**
 * Open311 answers in the two formats the specification names: XML (required; written with
 * fast-xml-parser's builder, which escapes the text) and JSON (the Spark convention: the XML's list
 * elements become arrays). Also the specification's error list, the one error type the endpoint throws
 * (Open311Error: an HTTP status, and the code and description the client sees), and the format a URL
 * asks for (`services.xml`, `requests/12.json`).
 */
import { XMLBuilder } from 'fast-xml-parser';
import { OPEN311_MIME, type TOpen311Format } from '../../../domain/open311/open311';

export class Open311Error extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 414 | 429 | 500,
    description: string,
    /** The code in the body; the HTTP status unless a more specific one helps the client. */
    readonly code: number = status,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
  }
}

export const badInput = (description: string) => new Open311Error(400, description);
export const notFound = (description: string) => new Open311Error(404, description);

/** The format a path asks for by its extension; anything but .json answers XML (the required one). */
export function formatOf(url: string): TOpen311Format {
  const path = url.split('?')[0] ?? '';
  return /\.json$/i.test(path) ? 'json' : 'xml';
}

const builder = new XMLBuilder({
  format: true,
  indentBy: '  ',
  ignoreAttributes: true,
  suppressEmptyNode: false,
  processEntities: true,
});

type XmlValue = string | number | boolean | null | undefined | XmlTree | XmlValue[];
interface XmlTree {
  [element: string]: XmlValue;
}

/** null and undefined become empty elements; booleans and numbers their text. */
function xmlReady(value: XmlValue): XmlValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(xmlReady);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, xmlReady(item)]));
  }
  return value;
}

/** The XML declaration with UTF-8, then the tree. */
export function toXml(tree: XmlTree): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(xmlReady(tree)) as string}`;
}

/**
 * A list answer: `[{…}, …]` in JSON, `<root><item>…</item>…</root>` in XML. Nested lists name their
 * XML item element in `nested` (for example attributes → attribute).
 */
export function renderList(
  format: TOpen311Format,
  root: string,
  item: string,
  items: readonly Record<string, unknown>[],
  nested: Record<string, string> = {},
): string {
  if (format === 'json') return JSON.stringify(items);
  return toXml({ [root]: { [item]: items.map((entry) => wrapNested(entry, nested)) } });
}

/** An object answer: `{…}` in JSON, `<root>…</root>` in XML. */
export function renderObject(
  format: TOpen311Format,
  root: string,
  body: Record<string, unknown>,
  nested: Record<string, string> = {},
): string {
  if (format === 'json') return JSON.stringify(body);
  return toXml({ [root]: wrapNested(body, nested) });
}

/** Lists inside an item: `attributes: [..]` becomes `attributes: { attribute: [..] }` for XML. */
function wrapNested(entry: Record<string, unknown>, nested: Record<string, string>): XmlTree {
  const out: XmlTree = {};
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && nested[key]) {
      out[key] = {
        [nested[key]]: value.map((inner) =>
          inner !== null && typeof inner === 'object'
            ? wrapNested(inner as Record<string, unknown>, nested)
            : (inner as XmlValue),
        ),
      };
    } else {
      out[key] = value as XmlValue;
    }
  }
  return out;
}

export function renderErrors(
  format: TOpen311Format,
  errors: { code: number; description: string }[],
): string {
  return renderList(format, 'errors', 'error', errors);
}

export function contentTypeOf(format: TOpen311Format): string {
  return OPEN311_MIME[format];
}
