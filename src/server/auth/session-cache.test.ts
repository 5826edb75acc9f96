import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';
import type { Principal } from './sessions';

const teacher: Principal = { kind: 'teacher', teacherId: 1 };
const student: Principal = { kind: 'student', studentId: 7, classId: 3 };
const far = new Date(Date.now() + 3_600_000);

function clock(start = 1_000_000) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

describe('session cache', () => {
  it('loads once, then answers from memory until the TTL', async () => {
    const c = clock();
    const cache = createSessionCache(5_000, c.now);
    let loads = 0;
    const load = async () => {
      loads++;
      return { principal: teacher, expiresAt: far };
    };
    expect(await cache.resolve('a', load)).toEqual(teacher);
    expect(await cache.resolve('a', load)).toEqual(teacher);
    expect(loads).toBe(1);
    c.advance(5_000);
    await cache.resolve('a', load);
    expect(loads).toBe(2);
  });

  it("never outlives the session's own expiry", async () => {
    const c = clock();
    const cache = createSessionCache(5_000, c.now);
    await cache.resolve('a', async () => ({ principal: teacher, expiresAt: new Date(c.now() + 1_000) }));
    c.advance(999);
    expect(cache.get('a')).toEqual(teacher);
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not remember a miss', async () => {
    const cache = createSessionCache();
    expect(await cache.resolve('a', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets by teacher, by student, by class, or everyone', async () => {
    const cache = createSessionCache();
    const fill = async () => {
      await cache.resolve('t', async () => ({ principal: teacher, expiresAt: far }));
      await cache.resolve('s', async () => ({ principal: student, expiresAt: far }));
    };
    await fill();
    cache.forget({ teacherId: 1 });
    expect([cache.get('t'), cache.get('s')]).toEqual([undefined, student]);
    cache.forget({ studentId: 7 });
    expect(cache.get('s')).toBeUndefined();
    await fill();
    cache.forget({ classId: 3 });
    expect([cache.get('t'), cache.get('s')]).toEqual([teacher, undefined]);
    await fill();
    cache.forget({ teacherId: 2, studentId: 8, classId: 4 });
    expect(cache.size).toBe(2);
    cache.forget({ classId: null });
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer loaded while a session ended', async () => {
    const cache = createSessionCache();
    let finish: (v: { principal: Principal; expiresAt: Date }) => void = () => {};
    const pending = cache.resolve(
      't',
      () =>
        new Promise((r) => {
          finish = r;
        }),
    );
    // The row was read before the sign-out committed; the event arrives before the answer.
    cache.forget({ teacherId: 1 });
    finish({ principal: teacher, expiresAt: far });
    expect(await pending).toEqual(teacher);
    expect(cache.get('t')).toBeUndefined();
  });
});
