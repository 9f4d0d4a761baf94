/**
 * What a render test looks for on a page, as one list rather than a line of `expect` a text. Each
 * text is still its own assertion, so a failure names the missing (or unwanted) one.
 */
import { expect } from 'vitest';

/** Expects `page` (HTML, or its text) to hold every one of `present` and none of `absent`. */
export function expectTexts(page: string, present: readonly string[], absent: readonly string[] = []): void {
  for (const text of present) expect(page).toContain(text);
  for (const text of absent) expect(page).not.toContain(text);
}
