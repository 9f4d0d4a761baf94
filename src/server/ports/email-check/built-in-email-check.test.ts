import { describe, expect, it } from 'vitest';
import { createBuiltInEmailCheck, isDisposableDomain, type DnsResolver } from './built-in-email-check';

const dnsError = (code: string) => Object.assign(new Error(code), { code });

/** A fake DNS: a table of MX and A records; unknown names are "not found". */
function fakeDns(
  mx: Record<string, string[]>,
  a: Record<string, string[]> = {},
  fail?: string,
): DnsResolver & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (table: Record<string, string[]>, name: string) => {
    if (fail) throw dnsError(fail);
    const found = table[name];
    if (!found) throw dnsError(mx[name] || a[name] ? 'ENODATA' : 'ENOTFOUND');
    return found;
  };
  return {
    calls,
    async resolveMx(name) {
      calls.push(`mx:${name}`);
      return (await lookup(mx, name)).map((exchange, i) => ({ exchange, priority: i * 10 }));
    },
    async resolve4(name) {
      calls.push(`a:${name}`);
      return lookup(a, name);
    },
    async resolve6(name) {
      calls.push(`aaaa:${name}`);
      throw dnsError(fail ?? 'ENODATA');
    },
  };
}

const WORLD = {
  'gmail.com': ['gmail-smtp-in.l.google.com'],
  'lakebluff.org': ['mx.lakebluff.org'],
  'example.com': ['.'],
};

describe('built-in e-mail check', () => {
  it('accepts a domain with mail servers', async () => {
    const check = createBuiltInEmailCheck({ resolver: fakeDns(WORLD) });
    expect(await check.check('jane@lakebluff.org')).toEqual({ verdict: 'ok' });
  });

  it('refuses bad syntax before any look-up', async () => {
    const dns = fakeDns(WORLD);
    const check = createBuiltInEmailCheck({ resolver: dns });
    for (const email of ['jane', 'jane@', '@lakebluff.org', 'jane@localhost', 'jane doe@lakebluff.org']) {
      expect(await check.check(email)).toEqual({ verdict: 'invalid-syntax' });
    }
    expect(dns.calls).toEqual([]);
  });

  it('refuses disposable domains and their subdomains from the shipped list', async () => {
    const check = createBuiltInEmailCheck({ resolver: fakeDns(WORLD) });
    expect(await check.check('x@mailinator.com')).toEqual({ verdict: 'disposable' });
    expect(await check.check('x@Sub.Guerrillamail.com')).toEqual({ verdict: 'disposable' });
    expect(isDisposableDomain('yopmail.com')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
  });

  it('refuses a domain that does not exist when DNS is working', async () => {
    const check = createBuiltInEmailCheck({ resolver: fakeDns(WORLD) });
    expect(await check.check('jane@no-such-domain-here.com')).toEqual({ verdict: 'undeliverable' });
  });

  it('refuses a domain that says it takes no mail (null MX)', async () => {
    const check = createBuiltInEmailCheck({ resolver: fakeDns(WORLD) });
    expect(await check.check('jane@example.com')).toEqual({ verdict: 'undeliverable' });
  });

  it('accepts a domain with only an address record', async () => {
    const check = createBuiltInEmailCheck({ resolver: fakeDns(WORLD, { 'small.net': ['203.0.113.5'] }) });
    expect(await check.check('jane@small.net')).toEqual({ verdict: 'ok' });
  });

  it('accepts when the look-up fails or times out', async () => {
    expect(
      await createBuiltInEmailCheck({ resolver: fakeDns({}, {}, 'ETIMEOUT') }).check('jane@lakebluff.org'),
    ).toEqual({
      verdict: 'unknown',
    });
    expect(
      await createBuiltInEmailCheck({ resolver: fakeDns({}, {}, 'ECONNREFUSED') }).check(
        'jane@lakebluff.org',
      ),
    ).toEqual({
      verdict: 'unknown',
    });
    const hanging: DnsResolver = {
      resolveMx: () => new Promise(() => {}),
      resolve4: () => new Promise(() => {}),
      resolve6: () => new Promise(() => {}),
    };
    const started = Date.now();
    expect(
      await createBuiltInEmailCheck({ resolver: hanging, timeoutMs: 50 }).check('jane@lakebluff.org'),
    ).toEqual({
      verdict: 'unknown',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('accepts when the resolver answers "not found" for everything (offline), and remembers the canary', async () => {
    const dns = fakeDns({});
    const check = createBuiltInEmailCheck({ resolver: dns });
    expect(await check.check('jane@lakebluff.org')).toEqual({ verdict: 'unknown' });
    expect(await check.check('joe@lakebluff.org')).toEqual({ verdict: 'unknown' });
    expect(dns.calls.filter((c) => c === 'mx:gmail.com')).toHaveLength(1);
  });
});
