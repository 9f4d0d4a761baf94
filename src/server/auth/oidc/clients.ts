/**
 * OpenID Connect relying party (openid-client) for Google (customers) and Microsoft work accounts
 * (staff). Each provider is found by its discovery URL. With no issuer configured, the provider is the
 * built-in development one under /dev-oidc/{provider} (see dev-provider.ts); its requests are answered
 * in-process, so it works offline and needs no loop back over the network. The development provider
 * lets anyone sign in as anyone, so it exists only in demo mode (demo-mode.ts): outside it, a provider
 * without an issuer is unavailable and its sign-in ends on the "could not sign in" page.
 */
import * as client from 'openid-client';
import type { Config } from '../../config';
import { keyedHash } from '../crypto';

export type OidcProviderName = 'google' | 'microsoft';

export interface OidcClient {
  name: OidcProviderName;
  /** True when this is the built-in development provider (demo mode, no issuer configured). */
  builtIn: boolean;
  /** False when no issuer is configured outside demo mode: getConfiguration() rejects. */
  available: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
  /** Discovery result, fetched once (again after a failure). */
  getConfiguration(): Promise<client.Configuration>;
}

export type OidcClients = Record<OidcProviderName, OidcClient>;

export type LocalFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;

export function publicBase(config: Config): string {
  return config.PUBLIC_URL.replace(/\/+$/, '');
}

export function devIssuer(config: Config, name: OidcProviderName): string {
  return `${publicBase(config)}/dev-oidc/${name}`;
}

/** The built-in provider's client credentials: fixed id, secret derived from the server secret. */
export function devClientCredentials(secret: string, name: OidcProviderName) {
  return { clientId: `curbside-dev-${name}`, clientSecret: keyedHash(secret, 'dev-oidc-client', name) };
}

export function redirectUriFor(config: Config, name: OidcProviderName): string {
  return name === 'google'
    ? `${publicBase(config)}/api/auth/google/callback`
    : `${publicBase(config)}/api/admin/auth/callback`;
}

export function createOidcClients(config: Config, secret: string, localFetch: LocalFetch): OidcClients {
  const make = (name: OidcProviderName): OidcClient => {
    const prefix = name === 'google' ? 'GOOGLE' : 'MICROSOFT';
    const configuredIssuer = config[`${prefix}_OIDC_ISSUER`];
    const builtIn = !configuredIssuer && config.demoMode;
    const available = Boolean(configuredIssuer) || builtIn;
    const issuer = configuredIssuer ?? devIssuer(config, name);
    const credentials = builtIn
      ? devClientCredentials(secret, name)
      : {
          clientId: config[`${prefix}_OIDC_CLIENT_ID`],
          clientSecret: config[`${prefix}_OIDC_CLIENT_SECRET`],
        };
    let configuration: Promise<client.Configuration> | undefined;

    const discover = async () => {
      if (!available) {
        throw new Error(
          `${prefix}_OIDC_ISSUER is not set and demo mode is off: ${name} sign-in is unavailable`,
        );
      }
      const execute: Array<(c: client.Configuration) => void> = [];
      if (new URL(issuer).protocol === 'http:') execute.push(client.allowInsecureRequests);
      const options: client.DiscoveryRequestOptions = { execute, timeout: 10 };
      if (builtIn) options[client.customFetch] = localFetchAdapter(localFetch);
      const result = await client.discovery(
        new URL(issuer),
        credentials.clientId,
        credentials.clientSecret ? { client_secret: credentials.clientSecret } : undefined,
        credentials.clientSecret ? client.ClientSecretPost(credentials.clientSecret) : client.None(),
        options,
      );
      if (builtIn) result[client.customFetch] = localFetchAdapter(localFetch);
      return result;
    };

    return {
      name,
      builtIn,
      available,
      issuer,
      ...credentials,
      redirectUri: redirectUriFor(config, name),
      scope: 'openid email profile',
      getConfiguration() {
        configuration ??= discover().catch((error: unknown) => {
          configuration = undefined;
          throw error;
        });
        return configuration;
      },
    };
  };
  return { google: make('google'), microsoft: make('microsoft') };
}

function localFetchAdapter(localFetch: LocalFetch): client.CustomFetch {
  return async (url, options) => {
    const body = options.body;
    return localFetch(url, {
      method: options.method,
      headers: options.headers,
      body:
        body === undefined || body === null
          ? undefined
          : body instanceof URLSearchParams
            ? body.toString()
            : String(body),
    });
  };
}
