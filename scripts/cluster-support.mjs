/**
 * Built server instances behind Debian's nginx on one PostgreSQL database, for the cluster test
 * (scripts/cluster.test.ts) and the cluster benchmark (scripts/cluster-bench.mjs): the same instance
 * environment and the same nginx configuration (the one docs/operations.md "Running several
 * instances" gives operators) in both.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Probes every 100 ms until `probe` answers something other than undefined or false. */
export async function until(what, probe, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts `instance` (name, port, metricsPort) of the built server and waits for its /api/ready;
 * its log goes to `<work>/<name>.log`, its DATA_DIR is `<work>/<name>`.
 */
export function startInstance(instance, cluster) {
  const log = fs.openSync(path.join(cluster.work, `${instance.name}.log`), 'a');
  const child = spawn(process.execPath, ['--max-old-space-size=256', cluster.server], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: cluster.base,
      DATABASE_URL: cluster.dbUrl,
      DATA_DIR: path.join(cluster.work, instance.name),
      AUTH_SECRET: cluster.authSecret,
      TRUST_PROXY: '1',
      METRICS_PORT: String(instance.metricsPort),
      METRICS_TOKEN: cluster.metricsToken,
      LOG_LEVEL: 'warn',
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      ...cluster.env,
    },
  });
  instance.child = child;
  return until(`${instance.name} to be ready`, async () => {
    if (child.exitCode !== null) throw new Error(`${instance.name} exited with ${child.exitCode}`);
    const res = await fetch(`http://127.0.0.1:${instance.port}/api/ready`);
    return res.ok || undefined;
  }).then(() => undefined);
}

/** Resolves with the exit code once `child` has exited. */
export function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Writes `<work>/nginx.conf`: round robin over `instances` on 127.0.0.1:`port`; the names in `drained`
 * are marked `down` (taken out of the balancer while they restart).
 */
export function writeNginxConfig(work, port, instances, drained = new Set()) {
  const file = path.join(work, 'nginx.conf');
  const upstreams = instances
    .map(
      (i) =>
        `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s${drained.has(i.name) ? ' down' : ''};`,
    )
    .join('\n');
  fs.writeFileSync(
    file,
    `worker_processes 1;
daemon off;
user root root;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream curbside {
${upstreams}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://curbside;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  return file;
}

/** Writes the configuration, starts nginx in the foreground and waits until it proxies /api/health. */
export async function startNginx(work, port, instances) {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(work, dir), { recursive: true });
  }
  const config = writeNginxConfig(work, port, instances);
  const child = spawn(NGINX, ['-p', work, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  // what nginx says when it cannot start (a port taken meanwhile, a bad configuration) goes into the error
  let said = '';
  child.stderr.on('data', (chunk) => (said += chunk));
  const up = await until('nginx', async () => {
    if (child.exitCode !== null) return 'exited';
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok || undefined;
  });
  if (up === 'exited') throw new Error(`nginx exited with ${child.exitCode}: ${said.trim()}`);
  return child;
}
