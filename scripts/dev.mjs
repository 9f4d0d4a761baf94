// `npm run dev`: the API (tsx watch, restarts on change) on port 3000 and the Vite dev server (hot
// reload) on port 5173, which proxies /api to the API (vite.config.ts). Open http://localhost:5173.
// Plain JavaScript with no dependencies. Ctrl-C (or SIGTERM) stops both; when either one exits, the
// other is stopped and this script exits with the first one's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
for (const tool of ['tsx', 'vite']) {
  if (!fs.existsSync(bin(tool))) {
    console.error(`${tool} is not installed: run "npm install" first.`);
    process.exit(1);
  }
}

const apiEnv = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: process.env.DATA_DIR ?? './data',
};

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
      stdio: 'inherit',
      env: apiEnv,
    }),
  },
  {
    name: 'web',
    child: spawn(bin('vite'), [], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  },
];

let exitCode = null;
let killTimer = null;

const running = () => children.filter(({ child }) => child.exitCode === null && child.signalCode === null);

function stopAll(signal) {
  for (const { child } of running()) child.kill(signal);
  // a child that ignores the signal is killed after a grace period
  killTimer ??= setTimeout(() => {
    for (const { child } of running()) child.kill('SIGKILL');
  }, 10_000).unref();
}

for (const { name, child } of children) {
  child.on('error', (error) => {
    console.error(`[dev] ${name} could not start: ${error.message}`);
    exitCode ??= 1;
    stopAll('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    if (exitCode === null) {
      console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the rest.`);
      exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (running().length === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // a stop asked for by the user is a clean exit
    exitCode ??= 0;
    stopAll(signal);
  });
}
