/**
 * The built-in development identity provider: a small OpenID Connect provider mounted under
 * /dev-oidc/{google|microsoft}/ when no real issuer is configured for that provider, so the Google and
 * work-account buttons work offline. It speaks the real protocol (discovery, authorization code with
 * PKCE, RS256 ID tokens, JWKS, userinfo), so the relying-party code is the same one that talks to
 * Google and Microsoft. Its sign-in page lists demo identities to click, and a form for any e-mail.
 *
 * It signs with an RS256 key generated on first start and kept in DATA_DIR/dev-oidc-key.json
 * (in memory for tests). Codes and access tokens live in memory: one process, development only.
 * It is never mounted when a real issuer is configured, and in a local demo that HOST opens to other
 * interfaces it answers this machine only (demo-mode.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { AppContext } from '../../app-context';
import { customerProfiles, staffUsers } from '../../db/schema';
import { equalHex, hashToken, randomToken } from '../crypto';
import type { OidcClient, OidcProviderName } from './clients';
import { escapeHtml } from '../../../domain/escape-html';
import { DEMO_LOOPBACK_ONLY_MESSAGE, demoConveniencesAllowed } from '../../demo-mode';

interface Identity {
  email: string;
  name: string;
  picture?: string;
  note?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  identity: Identity;
  expiresAt: number;
}

interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

/** Google demo users that are not customers yet (one customer is added from the database). */
const NEW_GOOGLE_USERS: Identity[] = [
  { email: 'sam.newman@example.com', name: 'Sam Newman', note: 'new to Curbside: goes on to registration' },
];
const NOT_STAFF: Identity = {
  email: 'not.staff@curbside.demo',
  name: 'Not Staff',
  note: 'work account not on the staff list',
};

export function subjectFor(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

async function loadSigningKey(ctx: AppContext): Promise<SigningKey> {
  const file = ctx.config.NODE_ENV === 'test' ? null : path.join(ctx.config.DATA_DIR, 'dev-oidc-key.json');
  let privateJwk: JWK | null = null;
  if (file && fs.existsSync(file)) privateJwk = JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  if (!privateJwk) {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), alg: 'RS256', kid: randomUUID() };
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 });
    }
  }
  const privateKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
  const { kty, n, e, kid } = privateJwk;
  return { privateKey, publicJwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' }, kid: kid! };
}

function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

const FIELDS_MESSAGE = 'Send each field once, as text.';

/**
 * The fields of a form, a JSON body or a query string when every one is a single string; null for
 * anything else (a JSON number or object, a repeated query parameter), which used to reach `.trim()`
 * or the hash functions and answer 500.
 */
export function stringFields(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : null;
}

/** client_id and secret from an HTTP Basic header (each form-encoded); null when it cannot be read. */
function basicCredentials(header: string): { id: string; secret: string } | null {
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString().split(':');
  try {
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  } catch {
    // a bad % escape (URIError)
    return null;
  }
}

export async function registerDevProvider(
  app: FastifyInstance,
  ctx: AppContext,
  clients: OidcClient[],
): Promise<void> {
  const builtIn = clients.filter((c) => c.builtIn);
  if (builtIn.length === 0) return;
  const key = await loadSigningKey(ctx);
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { claims: Record<string, unknown>; expiresAt: number }>();
  const sweep = () => {
    const now = Date.now();
    for (const [k, v] of codes) if (v.expiresAt < now) codes.delete(k);
    for (const [k, v] of accessTokens) if (v.expiresAt < now) accessTokens.delete(k);
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (demoConveniencesAllowed(ctx.config, request)) return;
      return reply.status(403).type('text/plain; charset=utf-8').send(DEMO_LOOPBACK_ONLY_MESSAGE);
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, parseForm(body as string)),
    );

    for (const oidc of builtIn) {
      const base = `/dev-oidc/${oidc.name}`;
      const issuer = oidc.issuer;

      scope.get(`${base}/.well-known/openid-configuration`, async () => ({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: [
          'sub',
          'email',
          'email_verified',
          'name',
          'picture',
          'preferred_username',
          'nonce',
        ],
      }));

      scope.get(`${base}/jwks`, async () => ({ keys: [key.publicJwk] }));

      scope.get(`${base}/authorize`, async (request, reply) => {
        const q = stringFields(request.query);
        if (!q) return reply.status(400).type('text/plain').send(FIELDS_MESSAGE);
        const problem = checkAuthorizeRequest(oidc, q);
        if (problem) return reply.status(400).type('text/plain').send(problem);
        const identities = await demoIdentities(ctx, oidc.name);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html')
          .send(renderAuthorizePage(oidc.name, `${base}/authorize`, q, identities));
      });

      scope.post(`${base}/authorize`, async (request, reply) => {
        const form: Record<string, string | undefined> | null = stringFields(request.body);
        if (!form) return reply.status(400).type('text/plain').send(FIELDS_MESSAGE);
        const problem = checkAuthorizeRequest(oidc, form);
        if (problem) return reply.status(400).type('text/plain').send(problem);
        const target = new URL(form.redirect_uri!);
        if (form.state) target.searchParams.set('state', form.state);
        if (form.action === 'cancel') {
          target.searchParams.set('error', 'access_denied');
          return reply.redirect(target.toString(), 302);
        }
        const email = (form.email ?? '').trim().toLowerCase();
        if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          return reply.status(400).type('text/plain').send('Enter a valid e-mail address.');
        }
        sweep();
        const code = randomToken();
        codes.set(hashToken(code), {
          clientId: form.client_id!,
          redirectUri: form.redirect_uri!,
          codeChallenge: form.code_challenge!,
          nonce: form.nonce,
          identity: {
            email,
            name: (form.name ?? '').trim().slice(0, 200) || email.split('@')[0]!,
            picture: form.picture || undefined,
          },
          expiresAt: Date.now() + 60_000,
        });
        target.searchParams.set('code', code);
        return reply.redirect(target.toString(), 302);
      });

      scope.post(`${base}/token`, async (request, reply) => {
        const fail = (error: string, status = 400) =>
          reply.status(status).header('cache-control', 'no-store').send({ error });
        const form: Record<string, string | undefined> | null = stringFields(request.body);
        if (!form) return fail('invalid_request');
        let clientId = form.client_id;
        let clientSecret = form.client_secret;
        const basic = request.headers.authorization;
        if (basic?.startsWith('Basic ')) {
          const credentials = basicCredentials(basic);
          if (!credentials) return fail('invalid_client', 401);
          clientId = credentials.id;
          clientSecret = credentials.secret;
        }
        if (
          clientId !== oidc.clientId ||
          !clientSecret ||
          !equalHex(hashToken(clientSecret), hashToken(oidc.clientSecret))
        ) {
          return fail('invalid_client', 401);
        }
        if (form.grant_type !== 'authorization_code' || !form.code) return fail('unsupported_grant_type');
        const pending = codes.get(hashToken(form.code));
        codes.delete(hashToken(form.code));
        if (
          !pending ||
          pending.expiresAt < Date.now() ||
          pending.clientId !== clientId ||
          pending.redirectUri !== form.redirect_uri
        ) {
          return fail('invalid_grant');
        }
        const challenge = createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest('base64url');
        if (!form.code_verifier || challenge !== pending.codeChallenge) return fail('invalid_grant');

        const { identity } = pending;
        const claims: Record<string, unknown> = {
          email: identity.email,
          email_verified: true,
          name: identity.name,
          ...(identity.picture ? { picture: identity.picture } : {}),
          ...(oidc.name === 'microsoft' ? { preferred_username: identity.email } : {}),
        };
        const subject = subjectFor(identity.email);
        const idToken = await new SignJWT({ ...claims, ...(pending.nonce ? { nonce: pending.nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject(subject)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(key.privateKey);
        const accessToken = randomToken();
        accessTokens.set(hashToken(accessToken), {
          claims: { sub: subject, ...claims },
          expiresAt: Date.now() + 3_600_000,
        });
        return reply.header('cache-control', 'no-store').send({
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid email profile',
          id_token: idToken,
        });
      });

      scope.get(`${base}/userinfo`, async (request, reply) => {
        const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
        const entry = bearer ? accessTokens.get(hashToken(bearer)) : undefined;
        if (!entry || entry.expiresAt < Date.now()) return reply.status(401).send({ error: 'invalid_token' });
        return entry.claims;
      });
    }
  });
}

function checkAuthorizeRequest(oidc: OidcClient, q: Record<string, string | undefined>): string | null {
  if (q.client_id !== oidc.clientId) return 'Unknown client_id.';
  if (q.redirect_uri !== oidc.redirectUri) return 'redirect_uri is not registered for this client.';
  if (q.response_type !== undefined && q.response_type !== 'code')
    return 'Only response_type=code is supported.';
  if (!q.code_challenge || q.code_challenge_method !== 'S256') return 'PKCE with S256 is required.';
  return null;
}

async function demoIdentities(ctx: AppContext, provider: OidcProviderName): Promise<Identity[]> {
  if (provider === 'google') {
    const customers = await ctx.db
      .select({
        email: customerProfiles.email,
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
      })
      .from(customerProfiles)
      // the named demo customers first, residential before enterprise, shortest address first
      .orderBy(
        sql`${customerProfiles.email} ilike '%@curbside.demo' desc`,
        sql`${customerProfiles.entryType} = 'CustomerProfile' desc`,
        sql`length(${customerProfiles.email})`,
        asc(customerProfiles.email),
      )
      .limit(2);
    return [
      ...customers.map((c) => ({
        email: c.email,
        name: `${c.firstName} ${c.lastName}`.trim() || c.email,
        note: 'existing customer: signs straight in',
      })),
      ...NEW_GOOGLE_USERS,
    ];
  }
  const staff = await ctx.db
    .select({
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      isActive: staffUsers.isActive,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.role), sql`lower(${staffUsers.name})`)
    .limit(10);
  return [
    ...staff.map((s) => ({
      email: s.email,
      name: s.name,
      note: s.isActive ? s.role : `${s.role}, deactivated`,
    })),
    NOT_STAFF,
  ];
}

const PASS_THROUGH = [
  'client_id',
  'redirect_uri',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'response_type',
];

function renderAuthorizePage(
  provider: OidcProviderName,
  action: string,
  q: Record<string, string | undefined>,
  identities: Identity[],
): string {
  const hidden = PASS_THROUGH.filter((k) => q[k] !== undefined)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k]!)}">`)
    .join('');
  const title = provider === 'google' ? 'Sign in with Google' : 'Sign in with your work account';
  const buttons = identities
    .map(
      (i) => `<form method="post" action="${escapeHtml(action)}">${hidden}
<input type="hidden" name="email" value="${escapeHtml(i.email)}"><input type="hidden" name="name" value="${escapeHtml(i.name)}">
<button type="submit" class="identity"><strong>${escapeHtml(i.name)}</strong><span>${escapeHtml(i.email)}</span>${
        i.note ? `<em>${escapeHtml(i.note)}</em>` : ''
      }</button></form>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} (development)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;padding:2rem 1rem;color:#212529}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:1.25rem;margin:0 0 .25rem}p.hint{color:#868e96;font-size:.85rem;margin:0 0 1rem}
form{margin:0 0 .5rem}.identity{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:.75rem 1rem;border:1px solid #dee2e6;border-radius:8px;background:#fff;cursor:pointer;text-align:left;font:inherit}
.identity:hover{border-color:#228be6;background:#f8f9fa}.identity span{color:#495057;font-size:.9rem}.identity em{color:#868e96;font-size:.8rem}
fieldset{border:1px solid #dee2e6;border-radius:8px;margin:1rem 0 .5rem;padding:.75rem 1rem}label{display:block;font-size:.85rem;margin:.5rem 0 .25rem}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #ced4da;border-radius:6px;font:inherit}
.primary{margin-top:.75rem;padding:.5rem 1rem;border:0;border-radius:6px;background:#228be6;color:#fff;font:inherit;cursor:pointer}
.cancel{background:none;border:0;color:#495057;text-decoration:underline;cursor:pointer;font:inherit;padding:0}
</style></head><body><main>
<h1>${title}</h1>
<p class="hint">Curbside's built-in development sign-in provider. Configure ${
    provider === 'google' ? 'GOOGLE_OIDC_ISSUER' : 'MICROSOFT_OIDC_ISSUER'
  } to use the real one. Choose an account:</p>
${buttons}
<form method="post" action="${escapeHtml(action)}">${hidden}<fieldset><legend>Another account</legend>
<label for="dev-email">Email</label><input id="dev-email" type="email" name="email" required maxlength="254">
<label for="dev-name">Name</label><input id="dev-name" type="text" name="name" maxlength="200">
<button type="submit" class="primary">Continue</button></fieldset></form>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="action" value="cancel"><button type="submit" class="cancel">Cancel</button></form>
</main></body></html>`;
}
