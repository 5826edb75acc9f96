import { z } from 'zod';

const parsesAsUrl = (v: string) => {
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Uploaded lesson files a teacher may keep (decision 0051): ten files of the 50 MB maximum. */
export const DEFAULT_UPLOAD_QUOTA_MB = 500;

// Configuration is environment variables only, all optional (docs/operating.md#configuration), checked at boot
// so a typo in PORT fails loudly instead of serving on a surprise port.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\/[^/]/,
      'must be a postgres:// address, e.g. postgres://chalk:secret@db.myschool.org:5432/chalk',
    )
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  // nodemailer takes any string and fails on the first mail with a message about its own
  // internals ("Cannot create property 'mailer' on string"): checked here instead.
  SMTP_URL: z
    .string()
    .refine(
      (v) => /^smtps?:\/\/[^/]/.test(v) && parsesAsUrl(v),
      'must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.myschool.org:587',
    )
    .optional(),
  MAIL_FROM: z.string().default('Remote Chalk <no-reply@remote-chalk.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines on a terminal, JSON when stdout is a file, a pipe or a log collector.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  // Without a scheme ('minio:9000') the SDK reads the host as a scheme and fails on the first upload.
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must start with https:// (or http://), e.g. https://minio.myschool.org:9000')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().optional(),
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_QUOTA_MB),
  // Off unless asked for: the operator decides who may read it (docs/decisions/0036).
  METRICS: z.enum(['0', '1', 'true', 'false']).optional(),
  // Sign-in with the school's identity provider (OpenID Connect); off unless OIDC_ISSUER is set.
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(60).optional(),
  // The families' weekly email (decision 0102): day 0–6 (0 Sunday) or its English
  // name, and the hour 0–23, in the server's TZ. Friday 16:00 unless set.
  DIGEST_DAY: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) =>
      /^[0-6]$/.test(v) ? Number(v) : WEEKDAYS.findIndex((d) => v.length >= 3 && d.startsWith(v)),
    )
    .refine((v) => v >= 0, 'must be 0–6 (0 is Sunday) or a day name such as friday')
    .default(5),
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(16),
});

export type Env = z.infer<typeof envSchema>;

/** A configuration mistake: its message names the variable, one line each, without a stack trace. */
export class ConfigError extends Error {}

/** An S3-compatible store for uploaded files (S3_*). */
export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, ...); AWS when absent. */
  endpoint?: string;
  region: string;
  /** Without them the AWS SDK's own chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path instead of the host name: what most non-AWS stores need. */
  forcePathStyle: boolean;
  /** Prepended to every object key, for a bucket shared with other data. */
  prefix?: string;
}

export interface AppConfig {
  dataDir: string;
  /** Base of mailed links: PUBLIC_URL, else the address the server was started on. */
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /** One JSON object a line (the default), or coloured lines for a person at a terminal. */
  logFormat?: 'pretty' | 'json';
  authRateLimit: number;
  /** Restores and roster imports per teacher per minute, each (6 unless a test changes it). */
  longWritesPerMinute?: number;
  /** Serve the built client from dist/client (off in API tests). */
  serveClient: boolean;
  /** Secure cookies: on when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** Interval of the SSE heartbeat comment; 25 s unless a test shortens it. */
  eventsHeartbeatMs?: number;
  /** Interval of the sweep of expired sessions and rate-limit counters; 10 min unless a test shortens it. */
  sweepIntervalMs?: number;
  /** Fastify's trustProxy: false, true, a hop test, or addresses/CIDRs of trusted proxies. */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** Uploaded files in an S3-compatible store; absent: on disk under DATA_DIR/uploads. */
  s3?: S3Config;
  /** Serve Prometheus metrics at GET /metrics (METRICS=1); 404 there otherwise. */
  metrics?: boolean;
  /** Bytes of uploaded files one teacher may keep (UPLOAD_QUOTA_MB); the default when absent. */
  uploadQuotaBytes?: number;
  /** Sign-in with the school's identity provider (OIDC_*); absent: password sign-in only. */
  oidc?: OidcConfig;
  /** The families' weekly email: day (0 Sunday … 6) and hour in TZ; Friday 16:00 when absent. */
  digest?: { day: number; hour: number };
  /** How often an instance checks whether the weekly email is due; 5 min unless a test changes it (0: never). */
  digestIntervalMs?: number;
}

/** The school's OpenID Connect provider (OIDC_*). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case email domains that may sign in; empty: any domain the provider vouches for. */
  allowedDomains: string[];
  /** The button says 'Sign in with {label}'. */
  label: string;
}

/** TRUST_PROXY: 'true', a hop count ('1'), or a comma-separated list ('loopback', '10.0.0.0/8'). */
export function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema
    // Mailed links must point somewhere the recipient can open; with real mail going out, the
    // server's own address (often localhost or a container's) is not it.
    .refine((e) => !e.SMTP_URL || e.PUBLIC_URL, {
      path: ['PUBLIC_URL'],
      message:
        'is required when SMTP_URL is set: mailed reset and verification links are built from it (e.g. https://chalk.myschool.org)',
    })
    // Tokens from a provider reached over plain HTTP could be changed on the way; only a provider
    // on this machine (a test's) may use it.
    .refine(
      (e) => !e.OIDC_ISSUER || /^https:|^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(e.OIDC_ISSUER),
      {
        path: ['OIDC_ISSUER'],
        message: 'must be an https address (plain http only for a provider on this machine)',
      },
    )
    // School sign-in half set is a mistake, not silence: each missing variable is named.
    .superRefine((e, ctx) => {
      const set = (
        ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_DOMAINS', 'OIDC_BUTTON_LABEL'] as const
      ).filter((name) => e[name] !== undefined);
      if (!e.OIDC_ISSUER) {
        if (set.length > 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['OIDC_ISSUER'],
            message: `is required when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set: school sign-in needs the provider's address`,
          });
        }
        return;
      }
      for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!e[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when OIDC_ISSUER is set (from the app registered at the provider)',
          });
        }
      }
    })
    .refine(
      (e) =>
        e.S3_BUCKET ||
        !Object.keys(e).some(
          (k) => k.startsWith('S3_') && k !== 'S3_REGION' && e[k as keyof typeof e] !== undefined,
        ),
      {
        path: ['S3_BUCKET'],
        message: 'is required when other S3_ variables are set: without it uploads go to DATA_DIR/uploads',
      },
    )
    .safeParse(env);
  if (!parsed.success) {
    // One line a variable, naming it: what an operator reads in a service's status.
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}

/** The address the server is started on: for mailed links when PUBLIC_URL is not set, and the log. */
export function startAddress(env: Env) {
  const anyInterface = ['0.0.0.0', '::', ''].includes(env.HOST);
  const host = anyInterface ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** `stdoutIsTTY` picks the log format when LOG_FORMAT is unset. */
export function configFromEnv(env: Env, stdoutIsTTY = process.stdout.isTTY === true): AppConfig {
  return {
    dataDir: env.DATA_DIR,
    publicUrl: env.PUBLIC_URL ?? startAddress(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (stdoutIsTTY ? 'pretty' : 'json'),
    authRateLimit: env.AUTH_RATE_LIMIT,
    serveClient: true,
    secureCookies: env.PUBLIC_URL?.startsWith('https:') ?? false,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metrics: env.METRICS === '1' || env.METRICS === 'true',
    uploadQuotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    oidc: oidcFromEnv(env),
    digest: { day: env.DIGEST_DAY, hour: env.DIGEST_HOUR },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
          prefix: env.S3_PREFIX,
        }
      : undefined,
  };
}

function oidcFromEnv(env: Env): OidcConfig | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return undefined;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    allowedDomains: (env.OIDC_ALLOWED_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim().replace(/^@/, '').toLowerCase())
      .filter(Boolean),
    label: env.OIDC_BUTTON_LABEL ?? 'School Account',
  };
}
