import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchFetchedBefore } from './live-updates';

describe('refetchFetchedBefore', () => {
  afterEach(() => vi.useRealTimers());

  it('marks the live reads fetched before the stream opened out of date, and only those', () => {
    vi.useFakeTimers({ now: 1_000 });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(['/api/students', { classId: 3 }], []);
    client.setQueryData(['/api/behaviors', { studentId: 5, limit: 10 }], []);
    client.setQueryData(['/api/skills'], []); // the catalogue: no topic covers it
    vi.setSystemTime(2_000);
    const openedAt = Date.now();
    vi.setSystemTime(3_000);
    client.setQueryData(['/api/leaderboard'], []); // fetched after the stream opened

    refetchFetchedBefore(client, openedAt);

    const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(['/api/students', { classId: 3 }])).toBe(true);
    expect(invalidated(['/api/behaviors', { studentId: 5, limit: 10 }])).toBe(true);
    expect(invalidated(['/api/skills'])).toBe(false);
    expect(invalidated(['/api/leaderboard'])).toBe(false);
  });
});
