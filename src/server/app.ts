import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../shared/common/schemas';
import { type AccountGuard, authLimitsPlugin, createAccountGuard } from './auth/auth-limits';
import { createDeviceCookies, loadDeviceSecret } from './auth/device-cookie';
import { authPlugin } from './auth/plugin';
import { type Counters, createCounters } from './auth/rate-limit';
import { createSessionCache, type SessionCache } from './auth/session-cache';
import { SWEEP_INTERVAL_MS, startSweeper } from './auth/sweeper';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { discardDeadStaging } from './db/staging';
import { errorHandler } from './error-handler';
import { logOptions } from './http/log-options';
import { createLongWriteGuard, type LongWriteGuard } from './http/long-writes';
import { completeRoute, openApiOptions } from './http/openapi';
import { OneLineRequestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { createMailer, type Mailer } from './mail/mailer';
import { registerModules } from './modules';
import { DIGEST_CHECK_MS, startDigestScheduler } from './modules/families/digest';
import { metricsPlugin } from './ops/metrics';
import { createLocalBus, type EventBus } from './realtime/bus';
import { createStorage, type FileStorage } from './storage';
import { APP_VERSION } from './version';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  bus?: EventBus;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

/** JSON answers of this many bytes and more are compressed (br or gzip). */
export const JSON_COMPRESS_THRESHOLD = 16 * 1024;

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Builds the whole app from its dependencies; main.ts and every test call this. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? logOptions(config),
    // X-Forwarded-For is believed only from proxies the operator names (TRUST_PROXY); otherwise
    // a client could rotate the header and never meet the per-IP rate limit.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    ajv: undefined,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Mutations must be JSON (docs/architecture.md#permissions): without the text/plain parser a cross-site
  // form post is refused with 415 before it reaches a handler.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a POST with nothing to say, sent by a generic client with a JSON
  // content type) is "no body", not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400, code: 'INVALID_JSON' }),
        undefined,
      );
    }
  });

  const bus = deps.bus ?? createLocalBus();
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log as FastifyBaseLogger,
    });

  const storage = deps.storage ?? (await createStorage(config));
  // With S3 the browser sends files straight to the store (a presigned PUT): allow that origin.
  const fileOrigins = config.s3 ? [s3Origin(config.s3)] : [];

  await app.register(cookie);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...fileOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // Resource links open Google Docs etc. in new tabs; no embedding of other origins needed.
    crossOriginEmbedderPolicy: false,
  });
  // Before any route: both plugins attach to routes as they are registered.
  await app.register(compress, {
    // Stated, not left to the Node version: newer Node would pick zstd, which proxies and older
    // browsers do not know.
    encodings: ['br', 'gzip'],
    // Everyday answers are sent as they are: compressing one costs about 0.8 ms of CPU whatever
    // its size (a class roster of 30, 6 KB, went from 1.8 to 2.6 ms a request), more than the
    // rest of the request, for a few KB on a school network. Large ones (exports, the OpenAPI
    // document, long histories) shrink by 5-10x and are compressed (decision 0034).
    threshold: JSON_COMPRESS_THRESHOLD,
    // Nobody sends us compressed bodies; not accepting them keeps the input surface small.
    globalDecompression: false,
  });
  await app.register(metricsPlugin, { enabled: config.metrics ?? false });
  const counters = createCounters(database.db);
  const sessionCache = createSessionCache();
  const devices = createDeviceCookies(await loadDeviceSecret(database.db), config.secureCookies);
  const accountGuard = createAccountGuard(counters, devices);
  const longWrites = createLongWriteGuard(counters, config.longWritesPerMinute, {
    oneInProcess: database.kind === 'pglite',
  });
  app.decorate('deps', {
    db: database.db,
    bus,
    mailer,
    config,
    counters,
    accountGuard,
    storage,
    sessionCache,
    longWrites,
  });
  await app.register(authLimitsPlugin, { counters, perMinute: config.authRateLimit });
  await app.register(swagger, openApiOptions({ version: APP_VERSION, publicUrl: config.publicUrl }));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, {
    db: database.db,
    bus,
    cache: sessionCache,
    secureCookies: config.secureCookies,
    publicUrl: config.publicUrl,
  });

  // Every API route, as registered: the generated permission and hostile-input checks walk
  // this table, so a new route is covered (and must have a policy) without anyone remembering.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    // Its security in the OpenAPI document, and a refusal of any body when it declares none.
    for (const method of [route.method].flat()) completeRoute(route, method);
    // Answers every route can give, declared once: 400 for bad input, and for writes 403 for a
    // request from another site (the Origin check in auth/plugin.ts).
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response) {
      response[400] ??= errorBody;
      if (route.method !== 'GET') response[403] ??= errorBody;
    }
    const input = (['params', 'querystring', 'body'] as const).filter((part) => route.schema?.[part]);
    for (const method of [route.method].flat()) {
      const statuses = Object.keys((route.schema?.response as object | undefined) ?? {});
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, statuses, input });
    }
  });
  app.decorate('routeTable', routeTable);
  await app.register(registerModules, { prefix: '/api' });

  const serveClient = config.serveClient && existsSync(clientDir);
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // The build wrote .br and .gz copies next to each text asset (the precompress plugin of vite.config.ts):
      // sent as they are, with Content-Encoding and Vary, instead of compressing per request.
      preCompressed: true,
      // Wildcard: files are looked up per request, so a rebuild while running serves the new
      // assets instead of whatever existed at start-up.
      wildcard: true,
      index: false,
      // Hashed assets never change; everything else is revalidated.
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The wildcard would answer '/' as a directory; the app's home page is index.html.
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const isFile = /\.[a-z0-9]+$/i.test(req.url.split('?')[0]);
    // A missing asset is a 404, never index.html (which a browser would try to run as a script).
    if (
      req.url.startsWith('/api/') ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !serveClient ||
      isFile
    ) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    // Client-side routes (and its '404 Page Not Found' page) are rendered by the SPA.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });

  let stopSweeper: (() => void) | undefined;
  let stopDigest: (() => void) | undefined;
  app.addHook('onReady', async () => {
    // The embedded database has one process: a restore or import staged by an earlier run was cut
    // short, and its classes hold codes a retry should get back (docs/decisions/0118).
    if (database.kind === 'pglite') await discardDeadStaging(database.db);
    stopSweeper = startSweeper(database.db, config.sweepIntervalMs ?? SWEEP_INTERVAL_MS, app.log);
    // The families' weekly email (docs/decisions/0102): every instance checks, one sends.
    stopDigest = startDigestScheduler(
      { db: database.db, mailer, config },
      config.digestIntervalMs ?? DIGEST_CHECK_MS,
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    stopSweeper?.();
    stopDigest?.();
    await bus.close();
  });
  return app;
}

/** The origin presigned uploads go to: the endpoint, or AWS's virtual-hosted bucket address. */
function s3Origin(s3: NonNullable<AppConfig['s3']>) {
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** One API route: its method, path and the statuses its response schema declares. */
export interface RouteEntry {
  method: string;
  url: string;
  statuses: string[];
  /** The parts of a request the route declares a schema for. */
  input: ('params' | 'querystring' | 'body')[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: {
      db: Database['db'];
      bus: EventBus;
      mailer: Mailer;
      config: AppConfig;
      counters: Counters;
      accountGuard: AccountGuard;
      storage: FileStorage;
      sessionCache: SessionCache;
      longWrites: LongWriteGuard;
    };
    routeTable: RouteEntry[];
  }
}
