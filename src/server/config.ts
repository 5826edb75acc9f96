import { z } from 'zod';

/** Uploaded lesson files a teacher may keep (decision 0051): ten files of the 50 MB maximum. */
export const DEFAULT_UPLOAD_QUOTA_MB = 500;

// Configuration is environment variables only, all optional (ARCHITECTURE §3), checked at boot
// so a typo in PORT fails loudly instead of serving on a surprise port.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Remote Chalk <no-reply@remote-chalk.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines on a terminal, JSON when stdout is a file, a pipe or a log collector.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z.string().optional(),
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_QUOTA_MB),
  // Off unless asked for: the operator decides who may read it (docs/decisions/0036).
  METRICS: z.enum(['0', '1', 'true', 'false']).optional(),
});

export type Env = z.infer<typeof envSchema>;

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
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
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
