/**
 * Where a webhook may be sent (server-side request forgery, SSRF). Outside demo mode an endpoint must
 * be https and its host must resolve only to public addresses: loopback, private (RFC 1918, unique
 * local), link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and
 * documentation ranges are refused, for IPv4, IPv6 and IPv4 inside IPv6. The check runs when the
 * endpoint is saved and again at every try, on the very address the connection uses (`guardedLookup`),
 * so a name that later resolves to an inside address (DNS rebinding) is refused too. Redirects are not
 * followed. In demo mode (a local machine, and the tests) http and any address are allowed, so a
 * receiver on localhost works.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_URL_MESSAGES } from '../../../domain/webhooks/webhooks';

export const URL_MESSAGES = WEBHOOK_URL_MESSAGES;

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True for an address a webhook must not reach outside demo mode. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped (::ffff:a.b.c.d or ::ffff:hhhh:hhhh), NAT64 (64:ff9b::/96) and IPv4-compatible: the IPv4 inside
  const embedded = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (embedded) return blocked.check(embedded[1]!, 'ipv4');
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return blocked.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return blocked.check(bare, 'ipv6');
}

export class WebhookUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}

/**
 * Checks an endpoint URL before it is saved; throws WebhookUrlError with a message for the admin.
 * `allowLocal` (demo mode): http and private addresses pass.
 */
export async function checkWebhookUrl(raw: string, allowLocal: boolean): Promise<URL> {
  if (!URL.canParse(raw)) throw new WebhookUrlError(URL_MESSAGES.invalid);
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError(URL_MESSAGES.invalid);
  if (url.username || url.password) throw new WebhookUrlError(URL_MESSAGES.credentials);
  if (allowLocal) return url;
  if (url.protocol !== 'https:') throw new WebhookUrlError(URL_MESSAGES.httpsOnly);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw new WebhookUrlError(URL_MESSAGES.privateNetwork);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
  } catch {
    throw new WebhookUrlError(URL_MESSAGES.notFound);
  }
  if (addresses.length === 0) throw new WebhookUrlError(URL_MESSAGES.notFound);
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new WebhookUrlError(URL_MESSAGES.privateNetwork);
  return url;
}

/** A DNS lookup for the delivery's connection that fails when the name resolves to a refused address. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      const refused = Object.assign(new Error(URL_MESSAGES.privateNetwork), { code: 'EWEBHOOKPRIVATE' });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};
