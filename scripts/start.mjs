// `npm start`: installs what is missing, builds what changed, then serves (the server migrates and seeds).
// Plain JavaScript with no dependencies, so it runs on a fresh clone before `npm install`.
import { spawnSync, spawn } from 'node:child_process';
import { serverNodeArgs } from './server-node-args.mjs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

// 1. dependencies: install when node_modules is missing or older than the lockfile
if (
  !fs.existsSync('node_modules/.package-lock.json') ||
  mtime('package-lock.json') > mtime('node_modules/.package-lock.json')
) {
  console.log('Installing dependencies…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

// 2. build when any source, config or the lockfile changed since the last build
function hashTree(hash, dir) {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else hash.update(full).update(fs.readFileSync(full));
  }
}
const hash = crypto.createHash('sha256');
hashTree(hash, 'src');
for (const f of ['package-lock.json', 'vite.config.ts', 'postcss.config.cjs', 'scripts/build-server.mjs']) {
  if (fs.existsSync(f)) hash.update(f).update(fs.readFileSync(f));
}
const digest = hash.digest('hex');
const stamp = 'dist/.build-stamp';
const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : '';
if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html') || built !== digest) {
  console.log('Building…');
  run(npm, ['run', 'build']);
  fs.writeFileSync(stamp, digest);
}

// 3. serve
const child = spawn(process.execPath, [...serverNodeArgs(), 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
