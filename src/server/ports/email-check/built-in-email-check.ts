/**
 * The built-in e-mail check: syntax, the shipped disposable-domain list, then the domain's mail servers
 * through DNS (node:dns) with a short timeout.
 *
 * - MX records → ok; a "null MX" (RFC 7505: one record pointing at ".") → undeliverable.
 * - No MX but an A/AAAA record → ok (mail falls back to the address record, RFC 5321 §5.1).
 * - The domain does not exist → undeliverable, but only after a known-good canary domain has
 *   resolved: a resolver that answers "not found" for everything (an offline machine, a broken DNS
 *   proxy) must not turn every address away. The canary's answer is remembered for five minutes.
 * - Anything else (timeout, refused, server failure) → unknown, which the caller accepts.
 */
import { promises as dnsPromises } from 'node:dns';
import { z } from 'zod';
import { DISPOSABLE_DOMAINS } from './disposable-domains';
import type { EmailCheckPort, EmailCheckResult } from './email-check-port';

/** The DNS look-ups the check needs; tests pass a fake. */
export interface DnsResolver {
  resolveMx(hostname: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

export interface BuiltInEmailCheckOptions {
  resolver?: DnsResolver;
  /** Whole check budget for DNS, in ms. */
  timeoutMs?: number;
  /** A domain that certainly has MX records, to tell "no such domain" from "DNS is not working". */
  canaryDomain?: string;
  now?: () => number;
}

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
const CANARY_TTL_MS = 5 * 60 * 1000;

class Timeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout('dns timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

const ZSyntax = z.email();

export function createBuiltInEmailCheck(options: BuiltInEmailCheckOptions = {}): EmailCheckPort {
  const timeoutMs = options.timeoutMs ?? 2000;
  const resolver: DnsResolver =
    options.resolver ?? new dnsPromises.Resolver({ timeout: Math.min(timeoutMs, 1500), tries: 1 });
  const canaryDomain = options.canaryDomain ?? 'gmail.com';
  const now = options.now ?? Date.now;
  let canary: { working: boolean; at: number } | null = null;

  async function dnsWorks(): Promise<boolean> {
    if (canary && now() - canary.at < CANARY_TTL_MS) return canary.working;
    let working: boolean;
    try {
      working = (await withTimeout(resolver.resolveMx(canaryDomain), timeoutMs)).length > 0;
    } catch {
      working = false;
    }
    canary = { working, at: now() };
    return working;
  }

  async function hasAddressRecord(domain: string): Promise<'yes' | 'no' | 'unknown'> {
    const results = await Promise.allSettled([
      withTimeout(resolver.resolve4(domain), timeoutMs),
      withTimeout(resolver.resolve6(domain), timeoutMs),
    ]);
    if (results.some((r) => r.status === 'fulfilled' && r.value.length > 0)) return 'yes';
    const allNotFound = results.every((r) => r.status === 'fulfilled' || NOT_FOUND.has(errorCode(r.reason)));
    return allNotFound ? 'no' : 'unknown';
  }

  async function deliverability(domain: string): Promise<EmailCheckResult> {
    try {
      const records = await withTimeout(resolver.resolveMx(domain), timeoutMs);
      if (records.length > 0) {
        const nullMx = records.every((r) => r.exchange === '' || r.exchange === '.');
        return { verdict: nullMx ? 'undeliverable' : 'ok' };
      }
    } catch (error) {
      if (!NOT_FOUND.has(errorCode(error))) return { verdict: 'unknown' };
    }
    const address = await hasAddressRecord(domain);
    if (address === 'yes') return { verdict: 'ok' };
    if (address === 'unknown') return { verdict: 'unknown' };
    return { verdict: (await dnsWorks()) ? 'undeliverable' : 'unknown' };
  }

  return {
    adapter: 'built-in',
    async check(email: string): Promise<EmailCheckResult> {
      const trimmed = email.trim();
      const at = trimmed.lastIndexOf('@');
      const domain = trimmed.slice(at + 1).toLowerCase();
      if (at <= 0 || !ZSyntax.safeParse(trimmed).success || !domain.includes('.'))
        return { verdict: 'invalid-syntax' };
      if (isDisposableDomain(domain)) return { verdict: 'disposable' };
      try {
        return await deliverability(domain);
      } catch {
        return { verdict: 'unknown' };
      }
    },
  };
}
