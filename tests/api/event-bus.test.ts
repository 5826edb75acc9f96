import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type ChangeEvent, createLocalBus, createPgBus } from '../../src/server/realtime/bus';
import { openTestDatabase } from '../support/test-app';

const pgLane = !!process.env.TEST_DATABASE_URL;
const quiet = { warn: () => {} };

describe('local event bus', () => {
  it('delivers to every listener even when one throws, and never throws into the publisher', () => {
    const bus = createLocalBus(quiet);
    const got: ChangeEvent[] = [];
    bus.subscribe(() => {
      throw new Error('a dead stream');
    });
    bus.subscribe((e) => got.push(e));
    expect(() => bus.publish({ topic: 'behaviors', classId: 1 })).not.toThrow();
    expect(got).toEqual([{ topic: 'behaviors', classId: 1 }]);
  });

  it('unsubscribes exactly the subscription it was given', () => {
    const bus = createLocalBus();
    const got: ChangeEvent[] = [];
    const listener = (e: ChangeEvent) => got.push(e);
    const first = bus.subscribe(listener);
    bus.subscribe(listener);
    first();
    bus.publish({ topic: 'classes', classId: 2 });
    expect(got).toHaveLength(1);
  });

  it('closes idempotently', async () => {
    const bus = createLocalBus();
    await bus.close();
    await expect(bus.close()).resolves.toBeUndefined();
  });
});

describe.skipIf(!pgLane)('PostgreSQL event bus', () => {
  const withBus = async (
    fn: (ctx: { pool: pg.Pool; bus: Awaited<ReturnType<typeof createPgBus>> }) => Promise<void>,
    wrapPool: (pool: pg.Pool) => pg.Pool = (p) => p,
  ) => {
    const { database, drop } = await openTestDatabase();
    const pool = database.pool!;
    const bus = await createPgBus(wrapPool(pool), quiet, { retryMs: 20 });
    try {
      await fn({ pool, bus });
    } finally {
      await bus.close();
      await drop(); // would hang if the bus kept its LISTEN connection checked out
    }
  };

  it('delivers events in the order they were published', async () => {
    await withBus(async ({ bus }) => {
      const got: number[] = [];
      bus.subscribe((e) => got.push(e.classId ?? 0));
      const sent = Array.from({ length: 50 }, (_, i) => i + 1);
      for (const classId of sent) bus.publish({ topic: 'behaviors', classId });
      await expect.poll(() => got.length, { timeout: 2000 }).toBe(sent.length);
      expect(got).toEqual(sent);
    });
  });

  it('listens again after its connection is killed', async () => {
    await withBus(async ({ pool, bus }) => {
      const got: ChangeEvent[] = [];
      bus.subscribe((e) => got.push(e));
      const killed = await pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'`,
      );
      expect(killed.rowCount).toBe(1);
      // Events published while it reconnects are lost (polling covers them); later ones arrive.
      await expect
        .poll(
          () => {
            bus.publish({ topic: 'behaviors', classId: 7 });
            return got.length > 0;
          },
          { timeout: 3000, interval: 50 },
        )
        .toBe(true);
    });
  });

  it('never throws from publish and delivers locally when the database refuses', async () => {
    const failing = (pool: pg.Pool) =>
      new Proxy(pool, {
        get: (target, key) =>
          key === 'query'
            ? () => {
                throw new Error('database down');
              }
            : (Reflect.get(target, key).bind?.(target) ?? Reflect.get(target, key)),
      });
    await withBus(async ({ bus }) => {
      const got: ChangeEvent[] = [];
      bus.subscribe((e) => got.push(e));
      expect(() => bus.publish({ topic: 'homework', classId: 3 })).not.toThrow();
      await expect.poll(() => got).toEqual([{ topic: 'homework', classId: 3 }]);
    }, failing);
  });

  it('closes idempotently and ignores publishes after closing', async () => {
    await withBus(async ({ bus }) => {
      await Promise.all([bus.close(), bus.close()]);
      expect(() => bus.publish({ topic: 'classes', classId: 1 })).not.toThrow();
    });
  });
});
