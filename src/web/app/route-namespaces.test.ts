/**
 * Translations load per namespace on demand (i18n/index.ts): every lazy route in router.tsx names the
 * namespaces its page's modules use, so the page arrives translated in one round trip instead of
 * rendering, suspending on a missing namespace and rendering again. This walks each page's imports
 * (static and dynamic) and checks the list is complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.join(appDir, '..');
/** In the entry script from the start (BUNDLED_NAMESPACES in i18n/index.ts). */
const BUNDLED = new Set(['common', 'shell']);

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The translation namespaces a module and everything it imports from src/web ask for. */
function namespacesOf(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
      for (const ns of match[1]!.matchAll(/'([^']+)'/g)) found.add(ns[1]!);
    }
    // keys with a namespace prefix: t('registration:password.rules')
    for (const match of source.matchAll(/\bt\(\s*['`]([a-z-]+):/g)) found.add(match[1]!);
    for (const match of source.matchAll(/(?:from\s*|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveModule(file, match[1]!);
      // within the web app only: src/domain holds no translations
      if (target && target.startsWith(webDir) && !target.endsWith('.test.ts')) queue.push(target);
    }
  }
  return found;
}

const router = fs.readFileSync(path.join(appDir, 'router.tsx'), 'utf8');
const routes = [
  ...router.matchAll(
    /lazyPage\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)',\s*(?:\/\/[^\n]*\n\s*)*\[([^\]]*)\]/g,
  ),
].map((match) => ({
  module: match[1]!,
  page: match[2]!,
  namespaces: [...match[3]!.matchAll(/'([^']+)'/g)].map((ns) => ns[1]!),
}));

describe('lazy routes fetch the translations their pages use', () => {
  it('reads every lazy route in router.tsx', () => {
    const calls = router.match(/lazyPage\(\s*\(\) => import\(/g) ?? [];
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toHaveLength(calls.length);
  });

  it.each(routes)('$page ($module)', ({ module, namespaces }) => {
    const file = resolveModule(path.join(appDir, 'router.tsx'), module);
    expect(file, `${module} exists`).not.toBeNull();
    const used = [...namespacesOf(file!)].filter((ns) => !BUNDLED.has(ns)).sort();
    expect(used.filter((ns) => !namespaces.includes(ns))).toEqual([]);
  });
});
