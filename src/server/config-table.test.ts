import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './config';
import { configTable } from './config-table';

describe('configuration table', () => {
  it('has a row with a description for every variable', () => {
    const table = configTable();
    for (const [name, schema] of Object.entries(ZEnv.shape)) {
      expect(table).toContain(`\`${name}\``);
      expect(schema.description, name).toBeTruthy();
    }
  });

  it('is in the README, so the docs list every variable', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    for (const name of Object.keys(ZEnv.shape)) expect(readme, name).toContain(`\`${name}\``);
  });
});
