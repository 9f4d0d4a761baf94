/**
 * Parsing rules for the network settings in config.ts: which PUBLIC_URL counts as local (demo mode
 * turns on by itself only there), and what TRUST_PROXY may say.
 */
import net from 'node:net';

/** True for loopback addresses: localhost (and *.localhost), 127.0.0.0/8 and ::1. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return host === '[::1]';
}

/** True for a listen address that only this machine can reach: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  return h === '::1';
}

/**
 * True for a loopback socket address (127.0.0.0/8, ::1, or IPv4-mapped 127.x). Read from the socket,
 * never from X-Forwarded-For, which any client can write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return (net.isIPv4(a) && a.startsWith('127.')) || a === '::1';
}

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PRESETS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * What Fastify's trustProxy gets: false (the socket address is the client), a hop count (the client
 * is that many X-Forwarded-For entries from the right, so entries a client made up on the left are
 * never believed), or the proxies' addresses. `true` means one hop: Fastify's own `true` would
 * believe the left-most entry, which any client can write. null when the value is not understood.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 20 ? Number(v) : null;
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

/**
 * The TRUST_PROXY value as Fastify's trustProxy option. A hop count becomes a function: Fastify 5
 * answers a plain number by trusting no proxy at all. proxy-addr calls it with each address from the
 * socket (hop 0) leftwards through X-Forwarded-For; trusting hops below n makes the client the n-th
 * entry from the right.
 */
export function fastifyTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
