import path from 'node:path';
import { z } from 'zod';
import { SECRET_KEY_BYTES } from './secret-box.js';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** 32 random bytes in Base64 (`openssl rand -base64 32`). */
const secretKey = z
  .string()
  .trim()
  .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === SECRET_KEY_BYTES, {
    message: `must be ${SECRET_KEY_BYTES} random bytes in Base64 (openssl rand -base64 ${SECRET_KEY_BYTES})`,
  })
  .transform((value) => Buffer.from(value, 'base64'));

const hostList = z.string().transform((value) =>
  value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
);

/** Every setting of the server, from environment variables (README lists each with its default). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded files; DATA_DIR/files when unset. */
  FILES_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * While the event loop runs later than this (ms, the median over half a second, twice in a row)
   * every request but the health probes is answered 503 with Retry-After at once; 0 turns it off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(25_000),
  TRUST_PROXY: booleanFromEnv.default(false),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(8).max(64).default(8),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * How long a session's row is reused before it is read again (0: read on every request). Every
   * change to what a session speaks for forgets the rows at once, here and, through NOTIFY, on
   * every other instance; the limit bounds what a row changed by hand leaves behind.
   */
  CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** outbox: SMS are kept in the database for the demo's staff admin to read (no gateway); http: a real gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Hosts served as the direct-customer variant; local hosts always are, every other host is the agent variant. */
  DIRECT_CUSTOMER_HOSTS: hostList.default([]),
  /** Internal test hosts: direct variant, and never the branded title. */
  INTERNAL_TEST_HOSTS: hostList.default([]),
  /** A host containing this marker gets the branded title (spec §1); empty means never. */
  BRAND_HOST_MARKER: z.string().trim().toLowerCase().default(''),
  /** The private deployment's origin (spec §6), e.g. https://portal.example.com; empty means none. */
  PRIVATE_DEPLOYMENT_ORIGIN: z.union([z.literal(''), z.url()]).default(''),
  /** smtp://user:password@host:587 or smtps://…:465; unset: e-mails wait in the outbox, unsent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portside <no-reply@portside.localhost>'),
  /** Where users reach the portal: links in e-mails point here. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  /** Calls one integration API key may make a minute on one instance; beyond, 429 with Retry-After. */
  INTEGRATION_KEY_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** Calls one client API key (a company's own systems, /v2) may make a minute on one instance; beyond, 429. */
  CLIENT_API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Hosts a webhook callback URL may name although they are not https or resolve to a private,
   * loopback or link-local address (a receiver inside the network, the tests' loopback receiver).
   */
  WEBHOOK_ALLOWED_HOSTS: hostList.default([]),
  /** How long a webhook delivery waits for the receiver's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The first retry of a failed webhook delivery waits this long, each next one twice as long (at most an hour). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** How often each instance looks for due webhook deliveries (besides right after events arrive). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  /**
   * Serve the OpenAPI document and its viewer at /api/docs to anyone; unset: only outside
   * production (the document maps every operation, staff and integration ones included).
   */
  API_DOCS_PUBLIC: booleanFromEnv.optional(),
  /** Staff (who can open the portal as any client) must sign in with a TOTP authenticator. */
  TOTP_REQUIRED_FOR_STAFF: booleanFromEnv.default(false),
  /**
   * Seals the secrets the server reads back (TOTP, webhook keys) in the database; required with
   * DATABASE_URL, the same on every instance. Unset with the embedded database: DATA_DIR/secrets.key.
   */
  SECRETS_KEY: secretKey.optional(),
  /** Keys replaced by SECRETS_KEY, comma-separated: what they sealed still opens and is sealed again at start. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(secretKey))
    .default([]),
  ENV_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and _ only (it names a cookie)')
    .default('PORTSIDE'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'API_DOCS_PUBLIC'> & {
  API_DOCS_PUBLIC: boolean;
  pgliteDir: string;
  filesDir: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; the error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (result.data.DATABASE_URL && !result.data.SECRETS_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  SECRETS_KEY: required with DATABASE_URL, the same on every instance (openssl rand -base64 ${SECRET_KEY_BYTES})`,
    );
  }
  if (result.data.SMS_PROVIDER === 'http' && !result.data.SMS_HTTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_PROVIDER is http');
  }
  return {
    ...result.data,
    API_DOCS_PUBLIC: result.data.API_DOCS_PUBLIC ?? result.data.NODE_ENV !== 'production',
    pgliteDir: path.resolve(result.data.DATA_DIR, 'pglite'),
    filesDir: path.resolve(result.data.FILES_DIR ?? path.join(result.data.DATA_DIR, 'files')),
  };
}
