import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HOST_PREFIXES } from '../resources/session/login-variant.ts';
import { DEFAULT_EMBEDDED_RUNTIME_DIR } from './db/embedded-defaults.ts';

/** An empty variable means "not set": `PORT=` must not become port 0. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const origin = z.string().regex(/^https?:\/\/[^/\s]+$/, 'each entry must be an origin like https://shop.example.com');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every setting the server reads from the environment, validated once at boot. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(8080)),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    EMBEDDED_DB_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
    /** Started as root: where the postgres user gets binaries and a cluster it can reach when the checkout is private. */
    EMBEDDED_DB_RUNTIME_DIR: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_EMBEDDED_RUNTIME_DIR)),
    SEED_DEMO: booleanFlag.optional(),
    /**
     * The demo's statistics events: `full` is 90 days up to now (what a newcomer should see);
     * `small` is the tests' template, a week at a fifth of the volume ending two days ago, which
     * seeds and rolls up in a fraction of the time (the e2e server starts on it).
     */
    SEED_DEMO_EVENTS: z.enum(['full', 'small']).default('full'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Absolute session lifetime in seconds (API.md §3: expires_in). */
    SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(604800),
    /** Idle expiry in seconds (API.md §3: 24 hours without use). */
    SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(86400),
    /** Origins allowed to embed the app in an iframe; empty means frame-ancestors 'none'. */
    EMBED_ORIGINS: z
      .string()
      .default('')
      .refine((value) => splitList(value).every((entry) => origin.safeParse(entry).success), 'must be a comma list of origins like https://shop.example.com'),
    /** Host prefixes picking the login variants (API.md §5). */
    SUPER_HOST_PREFIXES: z.string().default(DEFAULT_HOST_PREFIXES.superHostPrefixes.join(',')),
    SUB_HOST_PREFIXES: z.string().default(DEFAULT_HOST_PREFIXES.subHostPrefixes.join(',')),
    TRUST_PROXY: booleanFlag.default(false),
    /** Run export / import jobs in this process (off for API-only instances and most tests). */
    JOB_WORKER: booleanFlag.default(true),
    /** How often an idle job worker looks for work, in seconds. */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    /** How often a worker looks whether a scheduled job is due (pg-boss's cron check), in seconds. */
    JOB_SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
    /** An S3-compatible service for uploaded files; unset keeps them on disk under DATA_DIR/files. */
    S3_ENDPOINT: z.preprocess(emptyAsUnset, z.url().optional()),
    S3_BUCKET: z.preprocess(emptyAsUnset, z.string().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    /** Path-style bucket addressing, which self-hosted services need; false for virtual-host style. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    /** Where browsers fetch files from (a CDN, say); by default this server's own /files. */
    FILES_DOMAIN: z.preprocess(emptyAsUnset, z.url().optional()),
    /** A list's total is counted exactly up to this many matching rows, estimated beyond (server/engine/list-totals.ts). */
    LIST_EXACT_TOTAL_UP_TO: z.coerce.number().int().min(1).default(10_000),
    /** How long a large (estimated) list total is reused, in seconds; writes forget it on every instance at once. */
    LIST_TOTAL_CACHE_SECONDS: z.coerce.number().min(0).max(3_600).default(5),
    /** Statistics events one ingestion key may send per minute, across every instance (API.md §2). */
    STATS_INGEST_PER_KEY_PER_MINUTE: z.coerce.number().int().min(1).default(6_000),
    /** Statistics events one address may send per minute, whatever the key. */
    STATS_INGEST_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(1_200),
    /** Statistics events are kept this many days; older months are dropped whole by a scheduled job. */
    STATS_RETENTION_DAYS: z.coerce.number().int().min(31).max(3_660).default(400),
    /** On SIGTERM: seconds the instance keeps serving (readiness already 503) before it stops taking requests. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /**
     * The marketplace's open API (Taobao-style signed calls) that authorises shops' tokens and opens
     * or closes them; unset, those actions answer that the marketplace is not configured.
     */
    MARKETPLACE_API_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
    MARKETPLACE_APP_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    MARKETPLACE_APP_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    /** The marketplace mini-program showing views (POST /api/taobao/mini/link); unset, no link is made. */
    MARKETPLACE_MINI_APP_ID: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^\d{1,30}$/)
        .optional(),
    ),
    /** A WeChat mini-program's credentials: set, view QR codes come from WeChat; unset, they are drawn here. */
    WECHAT_APP_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    WECHAT_APP_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    WECHAT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
    /**
     * The WeChat mini-program customers sign in from (`POST /app-api/customer/login/wechat`: its
     * `code` is exchanged for an openid at jscode2session). Unset, that login answers that WeChat
     * sign-in is not configured; until the settings capability gives each merchant its own, one
     * mini-program serves every merchant. WECHAT_API_BASE is WeChat's server API for it (the tests
     * point it at a local fake); unset, WECHAT_API_URL's.
     */
    WECHAT_MINI_APP_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    WECHAT_MINI_APP_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    WECHAT_API_BASE: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
    /** How long a customer token of `/app-api/customer/...` lasts after its login, in seconds. */
    CUSTOMER_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(7_200),
    /** Calls one customer identity (its token) may make to `/app-api/customer/...` per minute, across every instance. */
    CUSTOMER_API_PER_IDENTITY_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Calls one address may make to `/app-api/customer/...` per minute, whatever the token. */
    CUSTOMER_API_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Customer logins (WeChat or guest) one address may make per minute. */
    CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Where a view opens, `{viewuuid}` replaced (a local QR code encodes it); by default this server's public showroom, /smartStore/{viewuuid}. */
    VIEW_URL: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^https?:\/\/\S*\{viewuuid\}\S*$/, 'must be an http(s) URL holding {viewuuid}')
        .optional(),
    ),
    /**
     * Kujiale's open API (signed calls), which lists a design's panorama scenes for the "Kujiale
     * link" import; unset, that source answers that Kujiale is not configured.
     */
    KUJIALE_API_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
    KUJIALE_APP_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    KUJIALE_APP_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
    /**
     * Addresses the server may fetch panorama links from although they are not public (comma list of
     * IP addresses). For the tests' local fakes only: never set it in production (SSRF guard).
     */
    PUBLIC_FETCH_ALLOW: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^[0-9a-fA-F:.]+(,[0-9a-fA-F:.]+)*$/)
        .optional(),
    ),
    /** Where the built browser app lives. */
    DIST_DIR: z.string().default('./dist'),
  })
  .refine((env) => !env.MARKETPLACE_API_URL || (env.MARKETPLACE_APP_KEY && env.MARKETPLACE_APP_SECRET), {
    message: 'MARKETPLACE_API_URL needs MARKETPLACE_APP_KEY and MARKETPLACE_APP_SECRET too',
    path: ['MARKETPLACE_API_URL'],
  })
  .refine((env) => !env.KUJIALE_API_URL || (env.KUJIALE_APP_KEY && env.KUJIALE_APP_SECRET), {
    message: 'KUJIALE_API_URL needs KUJIALE_APP_KEY and KUJIALE_APP_SECRET too',
    path: ['KUJIALE_API_URL'],
  })
  .refine((env) => !env.WECHAT_APP_ID === !env.WECHAT_APP_SECRET, { message: 'set WECHAT_APP_ID and WECHAT_APP_SECRET together', path: ['WECHAT_APP_ID'] })
  .refine((env) => !env.WECHAT_MINI_APP_ID === !env.WECHAT_MINI_APP_SECRET, {
    message: 'set WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET together',
    path: ['WECHAT_MINI_APP_ID'],
  })
  .refine((env) => !env.S3_ENDPOINT || (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
    path: ['S3_ENDPOINT'],
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    DIST_DIR: path.resolve(env.DIST_DIR),
    EMBEDDED_DB_RUNTIME_DIR: path.resolve(env.EMBEDDED_DB_RUNTIME_DIR),
    // An external database is someone else's data: never seed it unless asked (ACCESS.md).
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
    embedOrigins: splitList(env.EMBED_ORIGINS),
    superHostPrefixes: splitList(env.SUPER_HOST_PREFIXES),
    subHostPrefixes: splitList(env.SUB_HOST_PREFIXES),
  }));

export type Env = z.infer<typeof envSchema>;

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Parses the environment or explains exactly which variables are wrong. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

export class EnvError extends Error {}
