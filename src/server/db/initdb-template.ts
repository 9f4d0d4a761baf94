/**
 * A freshly initialised and migrated PGlite cluster, made once by `npm run build`
 * (scripts/build-server.mjs) as a folder beside the built server. A first start copies it into the
 * new data folder and opens that, instead of running initdb and the migrations (issue 9: a small
 * container runs the demo).
 *
 * Why: PGlite's initdb grows its WebAssembly memory to about 850 MB, and WebAssembly memory never
 * shrinks, so a first start peaked near 900 MB where a restart of the same database stays far lower.
 * Copying files costs no WebAssembly memory at all (loading the same cluster from a tarball through
 * PGlite's `loadDataDir` still cost 140 MB). The folder is named after the PGlite version that made it,
 * so an upgraded PGlite never opens a cluster from an older one: it runs initdb as before until the
 * next build. Migrations added later are applied at start as usual (the migrator records which ran).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_OPTIONS } from './pglite-options';

/** The installed PGlite's version (its package.json is not exported, so it is found by path). */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the built server (dist/server/main.js) finds the template: beside itself. */
export function initdbTemplatePath(folder = path.dirname(fileURLToPath(import.meta.url))): string {
  return path.join(folder, `pglite-template-${pgliteVersion()}`);
}

/** Runs initdb in `folder` (replacing what is there), applies the migrations and closes the cluster. */
export async function writeInitdbTemplate(folder: string, migrationsFolder: string): Promise<void> {
  fs.rmSync(folder, { recursive: true, force: true });
  const client = await PGlite.create(folder, PGLITE_OPTIONS);
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
}

/**
 * Fills the new, empty data folder `target` from the template; false when there is none (the sources
 * run by tsx or vitest, or a PGlite upgraded since the build): PGlite then runs initdb itself.
 */
export function copyInitdbTemplate(target: string, template = initdbTemplatePath()): boolean {
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  fs.cpSync(template, target, { recursive: true });
  return true;
}
