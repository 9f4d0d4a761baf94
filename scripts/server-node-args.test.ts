import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MB, serverNodeArgs } from './server-node-args.mjs';

const PG = 'postgres://postgres@127.0.0.1:5432/curbside';

describe('the built server’s Node flags (npm start, the memory benchmarks)', () => {
  it('caps the old generation, on PostgreSQL and on the embedded database, at 256 MB unless SERVER_HEAP_MB says otherwise', () => {
    expect(DEFAULT_SERVER_HEAP_MB).toBe(256);
    const capped = ['--enable-source-maps', '--max-old-space-size=256'];
    expect(serverNodeArgs({ DATABASE_URL: PG })).toEqual(capped);
    // issue 33 §4: on the embedded database too, a stream of page loads grew V8's heap to 580–720 MB
    expect(serverNodeArgs({})).toEqual(capped);
    expect(serverNodeArgs({ DATABASE_URL: '' })).toEqual(capped);
    expect(serverNodeArgs({ DATABASE_URL: PG, SERVER_HEAP_MB: '384' })).toContain('--max-old-space-size=384');
  });

  it('leaves SERVER_HEAP_MB=0 and an operator’s own NODE_OPTIONS to Node', () => {
    expect(serverNodeArgs({ SERVER_HEAP_MB: '0' })).toEqual(['--enable-source-maps']);
    expect(serverNodeArgs({ DATABASE_URL: PG, SERVER_HEAP_MB: '0' })).toEqual(['--enable-source-maps']);
    expect(serverNodeArgs({ DATABASE_URL: PG, NODE_OPTIONS: '--max-old-space-size=1024' })).toEqual([
      '--enable-source-maps',
    ]);
  });
});
