/**
 * The authorization-code flow with PKCE, state and nonce (openid-client verifies the ID token: issuer,
 * audience, signature from the provider's JWKS, expiry, nonce). The transaction is kept in the database
 * under the hash of a random cookie, so the callback is accepted only in the browser that started the
 * sign-in, once, within 10 minutes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { AppContext } from '../../app-context';
import { authOidcTransactions } from '../../db/schema';
import { hashToken, randomToken } from '../crypto';
import { getAuthRuntime } from '../runtime';
import { cookieOptions } from '../sessions';
import { publicBase, type OidcProviderName } from './clients';
import type { TOidcErrorCode } from '../../../domain/auth';
import { z } from 'zod';

/**
 * What an identity provider sends back to a callback (RFC 6749 §4.1.2, OpenID Connect Core 3.1.2.5).
 * Named so the API document lists real parameters; the code exchange reads the whole callback URL,
 * so a parameter not named here still reaches it.
 */
export const ZOidcCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
  scope: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  error_uri: z.string().max(2048).optional(),
});

const TRANSACTION_SECONDS = 10 * 60;
const cookieName = (provider: OidcProviderName) => `curbside_oidc_${provider}`;

export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  returnTo: string | null;
}

export class OidcSignInError extends Error {
  constructor(
    readonly code: TOidcErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Starts a sign-in: stores the transaction, sets the browser-binding cookie, returns the provider URL. */
export async function beginOidcSignIn(
  ctx: AppContext,
  reply: FastifyReply,
  provider: OidcProviderName,
  options: { returnTo?: string; prompt?: string } = {},
): Promise<string> {
  const oidc = getAuthRuntime(ctx).oidc[provider];
  const configuration = await oidc.getConfiguration();
  const handle = randomToken();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = ctx.now();
  await ctx.db.delete(authOidcTransactions).where(lt(authOidcTransactions.expiresAt, now));
  await ctx.db.insert(authOidcTransactions).values({
    handleHash: hashToken(handle),
    provider,
    state,
    nonce,
    codeVerifier,
    returnTo: options.returnTo ?? null,
    expiresAt: new Date(now.getTime() + TRANSACTION_SECONDS * 1000),
  });
  reply.setCookie(cookieName(provider), handle, { ...cookieOptions(ctx, TRANSACTION_SECONDS), path: '/api' });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.redirectUri,
    scope: oidc.scope,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(options.prompt ? { prompt: options.prompt } : {}),
  });
  return url.toString();
}

/** Finishes a sign-in at the callback; throws OidcSignInError('cancelled' | 'failed'). */
export async function finishOidcSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OidcProviderName,
): Promise<OidcIdentity> {
  const handle = request.cookies[cookieName(provider)];
  reply.clearCookie(cookieName(provider), { path: '/api' });
  const query = ZOidcCallbackQuery.safeParse(request.query).data ?? {};
  if (!handle) throw new OidcSignInError('failed', 'no sign-in in progress in this browser');
  const [transaction] = await ctx.db
    .delete(authOidcTransactions)
    .where(
      and(
        eq(authOidcTransactions.handleHash, hashToken(handle)),
        eq(authOidcTransactions.provider, provider),
        gt(authOidcTransactions.expiresAt, ctx.now()),
      ),
    )
    .returning();
  if (!transaction) throw new OidcSignInError('failed', 'sign-in transaction unknown or expired');
  if (query.error) {
    throw new OidcSignInError(
      query.error === 'access_denied' ? 'cancelled' : 'failed',
      `provider answered ${query.error}`,
    );
  }

  const oidc = getAuthRuntime(ctx).oidc[provider];
  let claims: client.IDToken | undefined;
  try {
    const configuration = await oidc.getConfiguration();
    const currentUrl = new URL(request.url, `${publicBase(ctx.config)}/`);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new OidcSignInError('failed', 'code exchange or ID token check failed', { cause: error });
  }
  if (!claims) throw new OidcSignInError('failed', 'no ID token');
  const email = (
    typeof claims.email === 'string'
      ? claims.email
      : typeof claims.preferred_username === 'string'
        ? claims.preferred_username
        : ''
  )
    .trim()
    .toLowerCase();
  if (!email.includes('@')) throw new OidcSignInError('failed', 'the ID token carries no e-mail');
  return {
    subject: claims.sub,
    email,
    // Google sets email_verified; Microsoft work accounts are managed by the tenant and omit it
    emailVerified:
      claims.email_verified === true || (provider === 'microsoft' && claims.email_verified === undefined),
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: typeof claims.picture === 'string' ? claims.picture : null,
    returnTo: transaction.returnTo,
  };
}
