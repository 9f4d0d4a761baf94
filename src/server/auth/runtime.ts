/** Per-app sign-in state built once by registerAuth: the secret, cookie security and OIDC clients. */
import type { AppContext } from '../app-context';
import type { OidcClients } from './oidc/clients';

export interface AuthRuntime {
  secret: string;
  secureCookies: boolean;
  oidc: OidcClients;
}

const runtimes = new WeakMap<AppContext, AuthRuntime>();

export function setAuthRuntime(ctx: AppContext, runtime: AuthRuntime): void {
  runtimes.set(ctx, runtime);
}

export function getAuthRuntime(ctx: AppContext): AuthRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('registerAuth has not run for this context');
  return runtime;
}
