/**
 * Signed-in pages as they were last sent, compressed, by the hash of everything their render read
 * (issue 33 §3: a render costs ≈ 24 ms of CPU, so a reload storm saturated a process at a few dozen
 * customers a second). signed-in-pages.ts computes the key from the answers it asks for anyway; a
 * change in any of them is a new key, so an entry is never stale, only unused, and unused entries
 * are the first to go.
 *
 * Bounded by bytes, least recently used first: the memory it takes is `maxBytes` at most, whatever
 * the number of people. Each entry also names whom it was rendered for (the customer, the staff
 * member), and a lookup must name the same: a page is never handed to anyone else, even if two keys
 * met.
 */
import type { HtmlEncoding } from './html-compression';

export interface CachedPage {
  /** Whom the page was rendered for (signed-in-pages.ts: the customer's uid and staff member's e-mail). */
  owner: string;
  /** The page as sent: compressed (Buffer, with its encoding) or not (string). */
  body: Buffer | string;
  encoding: HtmlEncoding | null;
}

/** What an entry is counted as besides its body: its key and the Map's bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

export class RenderedPageCache {
  // a Map keeps insertion order: a hit moves its entry to the end, so the first is the least recent
  private readonly pages = new Map<string, CachedPage & { bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  /** The bytes the cached pages take now (never above maxBytes). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page cached under `key` for `owner`, or undefined. */
  get(key: string, owner: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page || page.owner !== owner) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Keeps `page` under `key`, dropping the least recently used pages to make room. */
  set(key: string, page: CachedPage): void {
    const bytes =
      (typeof page.body === 'string' ? Buffer.byteLength(page.body) : page.body.length) +
      key.length +
      page.owner.length +
      ENTRY_OVERHEAD_BYTES;
    this.delete(key);
    if (bytes > this.maxBytes) return; // larger than the whole cache (or the cache is off)
    while (this.total + bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.pages.set(key, { ...page, bytes });
    this.total += bytes;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.total -= page.bytes;
  }
}
