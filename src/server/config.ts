/**
 * Every environment variable Curbside reads, parsed once with zod. Nothing else reads process.env:
 * the parsed object is passed down (app, ports, jobs), and tests build their own.
 * The README's configuration table mirrors the `describe()` texts here.
 */
import { z } from 'zod';
import { demoConveniencesInUse, demoListenHost, isDemoMode, productionDefaultsMessage } from './demo-mode';
import { isLocalUrl, isLoopbackHost, parseTrustProxy } from './network-config';

/** A URL that may be left unset or empty (both mean "not configured"). */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

export const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe('development, production or test'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000).describe('HTTP port'),
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .describe(
      'interface to listen on; empty: localhost in demo mode on a local PUBLIC_URL, else 0.0.0.0. A local demo on another interface serves the development sign-in and demo mailbox to this machine only',
    ),
  PUBLIC_URL: optionalUrl.describe(
    'the address customers use; sign-in redirects and links in mail point here; empty: http://localhost:{PORT}',
  ),
  DEMO_MODE: z
    .enum(['auto', 'true', 'false'])
    .default('auto')
    .describe(
      'development sign-in, demo mailbox and demo seed; auto: on only when PUBLIC_URL is local (localhost, 127.x, ::1). A public PUBLIC_URL without true needs the real services (see docs/operations.md)',
    ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed !== null) return parsed;
      ctx.issues.push({ code: 'custom', message: 'not a hop count or a list of addresses', input: v });
      return z.NEVER;
    })
    .describe(
      'proxies in front whose X-Forwarded-For is believed for the client address (rate limits): false; a hop count (1 = one load balancer; true means 1); or the proxy addresses/CIDRs (comma list)',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('log level'),
  DATABASE_URL: optionalUrl
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'a postgres:// or postgresql:// URL')
    .describe('PostgreSQL connection URL; empty means the embedded PGlite database in DATA_DIR'),
  DATABASE_POOL_SIZE: positiveInt.default(10).describe('PostgreSQL connections per instance'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('folder for the embedded database and uploaded files'),
  DOCUMENT_PARSER_MAX_MB: positiveInt
    .min(160)
    .max(4096)
    .default(256)
    .describe(
      'resident memory one document parser process (an uploaded PDF or BMP) may use before it is killed; at most 2 run at once',
    ),
  RENDERED_PAGE_CACHE_MB: z.coerce
    .number()
    .min(0)
    .max(1024)
    .default(8)
    .describe(
      'memory kept for signed-in pages already rendered (compressed, least recently used first; about 11 KB a customer); 0: every page is rendered',
    ),
  SEED_DEMO: bool.default(true).describe('seed the demo hauler into an empty database at start'),
  RUN_WORKER: bool.default(true).describe('run the job worker in this instance'),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt
    .default(30)
    .describe(
      'on SIGTERM, how long requests and jobs in flight may take to finish before the process exits anyway',
    ),
  STORAGE: z
    .enum(['auto', 'local', 'database'])
    .default('auto')
    .describe(
      'where uploaded files are kept: database (every instance reads them; the default with DATABASE_URL), local (DATA_DIR/uploads; the default with the embedded database)',
    ),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(0)
    .describe(
      'port of the Prometheus endpoint GET /metrics (its own listener, never the public port); 0: off',
    ),
  METRICS_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe('interface the metrics port listens on; loopback unless the scraper is on another machine'),
  METRICS_TOKEN: z
    .string()
    .default('')
    .describe('when set, a scrape must send Authorization: Bearer <token> (secret); empty: none asked'),
  JOB_RETRY_LIMIT: z.coerce
    .number()
    .int()
    .min(0)
    .max(50)
    .default(12)
    .describe('tries of a job before it is kept as failed'),
  JOB_RETRY_DELAY_SECONDS: positiveInt.default(1).describe('first retry delay; doubles on each retry'),
  JOB_CONCURRENCY: positiveInt
    .max(20)
    .default(2)
    .describe('job workers per queue in this instance; each runs a whole batch at once'),
  JOB_BATCH_SIZE: positiveInt
    .max(100)
    .default(10)
    .describe('jobs a worker takes from its queue in one fetch'),
  JOB_POLLING_INTERVAL_SECONDS: z.coerce
    .number()
    .min(0.5)
    .max(60)
    .default(1)
    .describe('how often an idle worker looks for jobs (a full batch fetches again at once)'),
  JOB_TIMEOUT_SECONDS: positiveInt
    .min(5)
    .max(600)
    .default(30)
    .describe(
      'a try that runs longer fails and is retried; a job whose server died is retried about 15 s after this',
    ),

  COMPANY_NAME: z.string().min(1).default('LRS').describe('company name shown in the portal'),
  COMPANY_PHONE_DISPLAY: z.string().min(1).default('844.NEED.LRS').describe('company phone as shown'),
  COMPANY_PHONE: z.string().min(1).default('+18446335577').describe('company phone dialled by tel: links'),
  COMPANY_EMAIL: z
    .email()
    .default('customerservice@lrsrecycles.com')
    .describe('company service e-mail (Contact Us goes here)'),
  COMPANY_WEBSITE: z.url().default('https://www.lrsrecycles.com').describe('company website'),
  COMPANY_WEBSITE_DISPLAY: z.string().min(1).default('lrsrecycles.com').describe('company website as shown'),
  SOCIAL_FACEBOOK: z.url().default('https://www.facebook.com/LRSrecycles').describe('default Facebook link'),
  SOCIAL_LINKEDIN: z
    .url()
    .default('https://www.linkedin.com/company/lrs-recycles')
    .describe('default LinkedIn link'),
  SOCIAL_INSTAGRAM: z
    .url()
    .default('https://www.instagram.com/lrsrecycles')
    .describe('default Instagram link'),
  TERMS_URL: z.url().default('https://www.lrsrecycles.com/terms-of-use/').describe('terms of use page'),
  PRIVACY_URL: z.url().default('https://www.lrsrecycles.com/privacy-policy/').describe('privacy policy page'),
  BIOMETRIC_PRIVACY_URL: z
    .url()
    .default('https://www.lrsrecycles.com/biometric-data-privacy-policy/')
    .describe('biometric data privacy policy page'),
  BILL_PAY_URL: z
    .url()
    .default('https://www.lrsrecycles.com/pay-my-bill/')
    .describe('external bill-pay portal'),

  OPEN311_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((part) => part.trim().replace(/\/+$/, ''))
        .filter(Boolean);
      for (const origin of origins) {
        if (origin === '*') continue;
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = null;
        }
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.toLowerCase()) {
          ctx.issues.push({ code: 'custom', message: `not an origin: ${origin}`, input: v });
          return z.NEVER;
        }
      }
      return origins.map((origin) => origin.toLowerCase());
    })
    .describe(
      'web origins (comma list, e.g. https://311.lakebluff.org) whose pages may call the Open311 endpoint (/open311/v2) from the browser (CORS); * allows any; empty: none. No other path answers CORS',
    ),
  AUTH_SECRET: z
    .string()
    .default('')
    .refine((v) => v === '' || v.length >= 32, 'at least 32 characters')
    .describe(
      'secret (32+ characters) that keys the hashes of one-time codes; empty: generated once and kept in DATA_DIR/secret (set it when several instances share a database)',
    ),
  COOKIE_SECURE: z
    .enum(['auto', 'true', 'false'])
    .default('auto')
    .describe(
      'Secure flag on sign-in cookies; auto: on when PUBLIC_URL is https or in production on a non-local host',
    ),
  GOOGLE_OIDC_ISSUER: optionalUrl.describe(
    'Google issuer URL (https://accounts.google.com); empty: the built-in development sign-in provider under /dev-oidc/google',
  ),
  GOOGLE_OIDC_CLIENT_ID: z.string().default('').describe('Google OAuth client id'),
  GOOGLE_OIDC_CLIENT_SECRET: z.string().default('').describe('Google OAuth client secret (secret)'),
  MICROSOFT_OIDC_ISSUER: optionalUrl.describe(
    'Microsoft Entra issuer URL (https://login.microsoftonline.com/{tenant}/v2.0); empty: the built-in development provider under /dev-oidc/microsoft',
  ),
  MICROSOFT_OIDC_CLIENT_ID: z.string().default('').describe('Microsoft application (client) id'),
  MICROSOFT_OIDC_CLIENT_SECRET: z.string().default('').describe('Microsoft client secret (secret)'),

  SMTP_URL: optionalUrl.describe(
    'smtp:// or smtps:// URL; empty keeps mail in the built-in outbox (demo mailbox)',
  ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Curbside <no-reply@curbside.local>')
    .describe('From header of outgoing mail'),
  SMS_API_URL: optionalUrl.describe('Twilio-shaped SMS API base URL; empty keeps SMS in the built-in outbox'),
  SMS_ACCOUNT_SID: z.string().default('').describe('SMS provider account id'),
  SMS_AUTH_TOKEN: z.string().default('').describe('SMS provider token (secret)'),
  SMS_FROM: z.string().default('').describe('SMS sender number'),
  LETTER_API_URL: optionalUrl.describe(
    'print-and-mail service base URL (Lob-shaped POST /v1/letters) for address-verification letters; empty: staff print pending letters as a PDF batch in the admin area',
  ),
  LETTER_API_KEY: z.string().default('').describe('print-and-mail service API key (secret)'),
  LETTER_FROM: z
    .string()
    .default('')
    .describe("the letters' sender at the print-and-mail service: an address id (adr_…) or a JSON address"),
  ADDRESS_CLAIM_WAITING_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(7)
    .describe(
      'days an unopposed address claim with strong proof waits before the address moves (a portal may set its own)',
    ),

  STRAPI_URL: optionalUrl.describe(
    'Strapi base URL (without /api) for portal content; empty means content edited in the admin area',
  ),
  STRAPI_TOKEN: z.string().default('').describe('Strapi API token (secret)'),
  STRAPI_TIMEOUT_MS: positiveInt.default(10_000).describe('time limit of one Strapi call'),
  BACKOFFICE_URL: optionalUrl.describe(
    'base URL of the back-office (TRUX) workflows; empty means the built-in back office',
  ),
  BACKOFFICE_API_KEY: z.string().default('').describe('bearer token for the back-office workflows (secret)'),
  BACKOFFICE_TIMEOUT_MS: positiveInt.default(10_000).describe('time limit of one back-office call'),
  BACKOFFICE_STATUS_POLL_MINUTES: positiveInt
    .max(10_080)
    .default(15)
    .describe(
      'at most one back-office status poll per open ticket per this many minutes; tickets older than 2 days wait 4x as long, older than 14 days 24x',
    ),
  BACKOFFICE_WAREHOUSE_DATABASE: z
    .string()
    .default('')
    .describe('data-warehouse database for the enterprise pick list'),
  BACKOFFICE_WAREHOUSE_SCHEMA: z
    .string()
    .default('')
    .describe('data-warehouse schema for the enterprise pick list'),
  SMARTY_AUTH_ID: z
    .string()
    .default('')
    .describe(
      "Smarty secret key auth-id for US Autocomplete Pro (address suggestions; only the server calls Smarty); empty: suggestions from the back office's and the added addresses",
    ),
  SMARTY_AUTH_TOKEN: z.string().default('').describe('Smarty secret key auth-token (secret)'),
  SMARTY_AUTOCOMPLETE_URL: optionalUrl.describe(
    'Smarty US Autocomplete Pro lookup URL; empty: https://us-autocomplete-pro.api.smarty.com/lookup',
  ),
  SMARTY_TIMEOUT_MS: positiveInt.default(5000).describe('time limit of one Smarty call'),
});

export type TEnv = z.infer<typeof ZEnv>;

export type Config = Omit<TEnv, 'PUBLIC_URL' | 'HOST'> & {
  /** Always set: http://localhost:{PORT} when the environment leaves it empty. */
  PUBLIC_URL: string;
  /** Always set: what HOST says, or the default for the mode (demoListenHost in demo-mode.ts). */
  HOST: string;
  /**
   * The development sign-in and the demo mailbox answer loopback clients only: a local demo that
   * HOST opens to other machines (demo-mode.ts).
   */
  demoLoopbackOnly: boolean;
  /** Mail and SMS stay in Curbside's own outbox (with no SMTP_URL and no SMS_API_URL). */
  builtInMessaging: boolean;
  /** Demo conveniences exist: development sign-in providers, demo mailbox, demo seed (demo-mode.ts). */
  demoMode: boolean;
  /** Demo mode on a public address (DEMO_MODE=true): a warning at start and a banner in the web app. */
  publicDemo: boolean;
  /** The demo mailbox (page and /api/demo-mailbox) exists: demo mode with the built-in outbox. */
  demoMailbox: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable and what it expects. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const source = Object.fromEntries(
    Object.keys(ZEnv.shape)
      .map((k) => [k, env[k]])
      .filter(([, v]) => v !== undefined),
  );
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const field = ZEnv.shape[name as keyof typeof ZEnv.shape];
      const expects = field?.description ? ` (expects ${field.description})` : '';
      return `  ${name}: ${issue.message}${expects}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.LETTER_API_URL && (!value.LETTER_API_KEY || !value.LETTER_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  LETTER_API_KEY, LETTER_FROM: required when LETTER_API_URL is set',
    );
  }
  if (value.SMS_API_URL && (!value.SMS_ACCOUNT_SID || !value.SMS_AUTH_TOKEN || !value.SMS_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM: required when SMS_API_URL is set',
    );
  }
  if (Boolean(value.SMARTY_AUTH_ID) !== Boolean(value.SMARTY_AUTH_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMARTY_AUTH_ID, SMARTY_AUTH_TOKEN: set both (a Smarty secret key pair) or neither',
    );
  }
  for (const provider of ['GOOGLE', 'MICROSOFT'] as const) {
    if (value[`${provider}_OIDC_ISSUER`] && !value[`${provider}_OIDC_CLIENT_ID`]) {
      throw new ConfigError(
        `Invalid configuration:\n  ${provider}_OIDC_CLIENT_ID: required when ${provider}_OIDC_ISSUER is set`,
      );
    }
  }
  const publicUrl = value.PUBLIC_URL ?? `http://localhost:${value.PORT}`;
  const demoMode = isDemoMode({ DEMO_MODE: value.DEMO_MODE, PUBLIC_URL: publicUrl });
  const local = isLocalUrl(publicUrl);
  const needed = demoConveniencesInUse({ ...value, PUBLIC_URL: publicUrl });
  // DEMO_MODE=false on a local address is allowed: the conveniences are simply off (main.ts warns)
  if (!local && !demoMode && needed.length > 0) {
    throw new ConfigError(productionDefaultsMessage(publicUrl, needed));
  }
  const builtInMessaging = !value.SMTP_URL && !value.SMS_API_URL;
  const localDemo = demoMode && local;
  const host = value.HOST ?? demoListenHost(localDemo);
  return {
    ...value,
    PUBLIC_URL: publicUrl,
    HOST: host,
    demoLoopbackOnly: localDemo && !isLoopbackHost(host),
    builtInMessaging,
    demoMode,
    publicDemo: demoMode && !local,
    demoMailbox: demoMode && builtInMessaging,
  };
}
