/**
 * The build's migrated cluster (initdb-template.ts): a new data folder copied from it opens as a
 * migrated database, and without a template nothing is copied (PGlite runs initdb itself).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { copyInitdbTemplate, initdbTemplatePath, writeInitdbTemplate } from './initdb-template';
import { migrationsFolder } from './client';
import { PGLITE_OPTIONS } from './pglite-options';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-template-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the initdb template', () => {
  it('is named after the installed PGlite version', () => {
    expect(path.basename(initdbTemplatePath(work))).toMatch(/^pglite-template-\d+\.\d+\.\d+/);
  });

  it('copies a migrated cluster into a new folder, which opens with every migration recorded', async () => {
    const template = initdbTemplatePath(work);
    await writeInitdbTemplate(template, migrationsFolder);
    const target = path.join(work, 'data');
    fs.mkdirSync(target);
    expect(copyInitdbTemplate(target, template)).toBe(true);

    const client = await PGlite.create(target, PGLITE_OPTIONS);
    try {
      const journal = JSON.parse(
        fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      );
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const tables = await client.query(
        `select 1 from information_schema.tables where table_name = 'customer_profiles'`,
      );
      expect(tables.rows).toHaveLength(1);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('copies nothing when there is no template', () => {
    const target = path.join(work, 'empty');
    fs.mkdirSync(target);
    expect(copyInitdbTemplate(target, path.join(work, 'pglite-template-none'))).toBe(false);
    expect(fs.readdirSync(target)).toEqual([]);
  });
});
