import type { FastifyInstance } from 'fastify';

/** What a hung request may cost a deploy: past this, open connections are cut. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownDeps {
  app: FastifyInstance;
  /** Closed last, once no request can use it any more. */
  closeDatabase(): Promise<void>;
  /** Anything else to stop first (the admin channel). */
  before?: Array<() => Promise<void>>;
  timeoutMs?: number;
  exit(code: number): void;
}

/**
 * A graceful stop (SIGTERM from a deploy, Ctrl-C): stop accepting connections, let requests in
 * flight finish, end live streams with a reconnect hint (modules/events: `preClose`), then close
 * the database and exit. Called twice, it does the work once.
 */
export function createShutdown(deps: ShutdownDeps) {
  let running: Promise<void> | undefined;
  return (signal: string) => {
    running ??= (async () => {
      const { app } = deps;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      const timer = setTimeout(() => {
        app.log.warn('requests still running after the shutdown timeout; closing their connections');
        app.server.closeAllConnections();
      }, deps.timeoutMs ?? SHUTDOWN_TIMEOUT_MS);
      try {
        for (const stop of deps.before ?? []) await stop();
        // Waits for requests in flight; new ones on kept-alive connections get a 503.
        await app.close();
        await deps.closeDatabase();
        deps.exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        deps.exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return running;
  };
}
