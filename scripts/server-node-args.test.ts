import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MB, serverNodeArgs } from './server-node-args.mjs';

const PG = 'postgres://postgres@127.0.0.1:5432/curbside';

describe('the built server’s Node flags (npm start, the memory benchmarks)', () => {
  it('caps the old generation on PostgreSQL, at 256 MB unless SERVER_HEAP_MB says otherwise', () => {
    expect(DEFAULT_SERVER_HEAP_MB).toBe(256);
    expect(serverNodeArgs({ DATABASE_URL: PG })).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=256',
    ]);
    expect(serverNodeArgs({ DATABASE_URL: PG, SERVER_HEAP_MB: '384' })).toContain('--max-old-space-size=384');
  });

  it('leaves the embedded database, SERVER_HEAP_MB=0 and an operator’s own NODE_OPTIONS to Node', () => {
    expect(serverNodeArgs({})).toEqual(['--enable-source-maps']);
    expect(serverNodeArgs({ DATABASE_URL: '' })).toEqual(['--enable-source-maps']);
    expect(serverNodeArgs({ DATABASE_URL: PG, SERVER_HEAP_MB: '0' })).toEqual(['--enable-source-maps']);
    expect(serverNodeArgs({ DATABASE_URL: PG, NODE_OPTIONS: '--max-old-space-size=1024' })).toEqual([
      '--enable-source-maps',
    ]);
  });
});
