/**
 * Demo mode: the conveniences that let anyone try the portal with no outside services (development
 * sign-in providers for Google and Microsoft, the demo mailbox, the demo seed with its published
 * password). Each of them lets anyone in as anyone, so they exist only in demo mode, which is on for a
 * local PUBLIC_URL or when DEMO_MODE=true. A public address without DEMO_MODE=true must configure
 * the real services instead (see loadConfig).
 *
 * A local demo is for this machine, not for whoever shares its network: with no HOST it listens on
 * localhost only, and when HOST opens it to other interfaces (a container, a VM), the development
 * sign-in and the demo mailbox still answer loopback clients only (decided on the socket's address,
 * never on X-Forwarded-For). A demonstration for other machines says so: DEMO_MODE=true with the
 * PUBLIC_URL they use, which warns loudly at start.
 */
import { isLocalUrl, isLoopbackAddress } from './network-config';

export interface DemoSettings {
  DEMO_MODE: 'auto' | 'true' | 'false';
  PUBLIC_URL: string;
  GOOGLE_OIDC_ISSUER?: string | undefined;
  MICROSOFT_OIDC_ISSUER?: string | undefined;
  SMTP_URL?: string | undefined;
  SMS_API_URL?: string | undefined;
  SEED_DEMO: boolean;
}

export function isDemoMode(settings: Pick<DemoSettings, 'DEMO_MODE' | 'PUBLIC_URL'>): boolean {
  if (settings.DEMO_MODE !== 'auto') return settings.DEMO_MODE === 'true';
  return isLocalUrl(settings.PUBLIC_URL);
}

/** The settings a portal without demo mode needs, each with what it replaces; empty when none. */
export function demoConveniencesInUse(settings: DemoSettings): string[] {
  const needed: string[] = [];
  if (!settings.GOOGLE_OIDC_ISSUER) {
    needed.push(
      'GOOGLE_OIDC_ISSUER, GOOGLE_OIDC_CLIENT_ID, GOOGLE_OIDC_CLIENT_SECRET: customer Google sign-in (the development provider lets anyone sign in as any customer)',
    );
  }
  if (!settings.MICROSOFT_OIDC_ISSUER) {
    needed.push(
      'MICROSOFT_OIDC_ISSUER, MICROSOFT_OIDC_CLIENT_ID, MICROSOFT_OIDC_CLIENT_SECRET: staff work-account sign-in (the development provider lets anyone sign in as any staff member)',
    );
  }
  if (!settings.SMTP_URL) {
    needed.push('SMTP_URL: mail (the demo mailbox shows every code and reset link to anyone)');
  }
  if (!settings.SMS_API_URL) {
    needed.push(
      'SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM: text messages (the demo mailbox shows every code to anyone)',
    );
  }
  if (settings.SEED_DEMO) {
    needed.push('SEED_DEMO=false: the demo seed creates accounts with a published password');
  }
  return needed;
}

/** The start-up refusal for a public address without demo mode, naming what to set. */
export function productionDefaultsMessage(publicUrl: string, needed: string[]): string {
  return [
    `Refusing to start: PUBLIC_URL ${publicUrl} is not a local address, so demo mode is off, but these demo conveniences would be in use. Set:`,
    ...needed.map((line) => `  ${line}`),
    'or set DEMO_MODE=true for a demonstration where sign-in codes and mail are visible to anyone.',
  ].join('\n');
}

/** What the start-up log says about demo mode (main.ts): nothing for a local demo or a full setup. */
export function demoStartWarnings(
  config: DemoSettings & { demoMode: boolean; publicDemo: boolean },
): string[] {
  if (config.publicDemo) {
    // one log entry per line, so each stands out in JSON logs too
    return [
      `DEMO MODE on the public address ${config.PUBLIC_URL} (DEMO_MODE=true): not for real customers.`,
      'DEMO MODE: anyone can sign in as any customer or staff member through the development sign-in.',
      'DEMO MODE: every sign-in code and reset link is readable by anyone at /demo-mailbox.',
      'DEMO MODE: for a real portal remove DEMO_MODE=true and set what docs/operations.md lists.',
    ];
  }
  if (config.demoMode) return [];
  // DEMO_MODE=false on a local address: allowed, but say what does not work
  const missing = demoConveniencesInUse(config).filter((line) => !line.startsWith('SEED_DEMO'));
  return missing.length > 0
    ? [
        `Demo mode is off and these are not configured, so they are unavailable:\n${missing.map((l) => `  ${l}`).join('\n')}`,
      ]
    : [];
}

/** Where to listen when HOST is not set: localhost in a local demo, every interface otherwise. */
export function demoListenHost(localDemo: boolean): string {
  return localDemo ? 'localhost' : '0.0.0.0';
}

/** The 403 for a development sign-in or demo-mailbox request from another machine. */
export const DEMO_LOOPBACK_ONLY_MESSAGE =
  'The development sign-in and the demo mailbox answer only on the computer running this demo portal. ' +
  'To demonstrate to other machines, set PUBLIC_URL to the address they use and DEMO_MODE=true.';

/** Whether a request may use the development sign-in and the demo mailbox (see the module comment). */
export function demoConveniencesAllowed(
  config: { demoLoopbackOnly: boolean },
  request: { socket: { remoteAddress?: string | undefined } },
): boolean {
  return !config.demoLoopbackOnly || isLoopbackAddress(request.socket.remoteAddress);
}

/** What the start-up line adds about who can reach a local demo; empty outside one. */
export function demoListenNote(config: {
  demoMode: boolean;
  publicDemo: boolean;
  demoLoopbackOnly: boolean;
  HOST: string;
}): string {
  if (!config.demoMode || config.publicDemo) return '';
  return config.demoLoopbackOnly
    ? `; demo mode on HOST ${config.HOST}: development sign-in and demo mailbox for this machine only`
    : `; demo mode: listening on ${config.HOST}, this machine only (set HOST to open it)`;
}
