/**
 * A real Curbside server in a child process (node with the tsx loader on src/server/main.ts, no
 * wrapper process: a SIGKILL hits the server itself), on a data folder of the test's choosing. Used by
 * the process-level tests of the embedded database: one opener at a time, and crash safety.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The environment of a child: this one's, less any database URL, plus `env`. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.TEST_DATABASE_URL;
  return { ...base, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript script (relative to the repository) to the end. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: childEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The server to start: the built one when `npm test` has just built it (CURBSIDE_TEST_SERVER=dist; it
 * starts in about a second, where tsx compiles the sources on every start), else the sources.
 */
function serverEntry(): string[] {
  return process.env.CURBSIDE_TEST_SERVER === 'dist'
    ? ['dist/server/main.js']
    : ['--import', 'tsx', 'src/server/main.ts'];
}

export function spawnServer(dataDir: string, port: number): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverEntry(), {
    cwd: ROOT,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir }),
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, output: () => output, exited };
}

/** Waits until the server answers /api/health, or throws with its output if it exits first. */
export async function waitUntilServing(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before serving:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not serve within ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
