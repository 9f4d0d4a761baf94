/**
 * No import circle in src (issue 29): every file's static relative imports and re-exports, type-only
 * ones included, as `madge --circular` counts them (scripts/import-circles.mjs).
 */
import { describe, expect, it } from 'vitest';
import { importCircles } from './import-circles.mjs';

describe('import circles', () => {
  it('finds none in src', () => {
    expect(importCircles()).toEqual([]);
  });
});
