/**
 * The watchdog ends a process whose main thread is stuck (as PGlite's is after a PANIC: it spins in
 * WebAssembly, so no timer of that thread ever runs again) or whose database leaves a trivial query
 * unanswered, with one line saying why (issue 27). Each case runs in a child process, which the
 * watchdog kills.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function runChild(body: string): Promise<{ signal: NodeJS.Signals | null; stderr: string; ms: number }> {
  const script = `
    import { startWatchdog } from './src/server/db/watchdog.ts';
    ${body}
  `;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, stderr, ms: Date.now() - started }));
  });
}

it('ends a process whose main thread no longer runs', async () => {
  const run = await runChild(`
    startWatchdog({ probe: async () => 1, blockedAfterMs: 1500, checkEveryMs: 200 });
    setTimeout(() => { for (;;) {} }, 300);
  `);
  expect(run.signal).toBe('SIGKILL');
  expect(run.stderr).toMatch(/Curbside stopped itself: its main thread has not run for \d+ s/);
}, 60_000);

it('ends a process whose database leaves "select 1" unanswered', async () => {
  const run = await runChild(`
    startWatchdog({ probe: () => new Promise(() => {}), probeEveryMs: 200, unansweredAfterMs: 1500, checkEveryMs: 200 });
    setInterval(() => {}, 1000);
  `);
  expect(run.signal).toBe('SIGKILL');
  expect(run.stderr).toMatch(/Curbside stopped itself: the database has not answered "select 1" for \d+ s/);
}, 60_000);

it('leaves a healthy process alone', async () => {
  const run = await runChild(`
    const dog = startWatchdog({ probe: async () => 1, probeEveryMs: 100, unansweredAfterMs: 15000, blockedAfterMs: 15000, checkEveryMs: 100 });
    setTimeout(async () => { await dog.stop(); process.stderr.write('still here'); process.exit(0); }, 3000);
  `);
  expect(run.signal).toBeNull();
  expect(run.stderr).toBe('still here');
}, 60_000);
