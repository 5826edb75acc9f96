// A queued award answered "not now" (429: a rate limit or the day's idempotency store full; 503:
// the server shutting down) applied nothing: it must stay queued and be sent again, never be
// marked refused and dropped from the teacher's sync (decision 0096).
import { setCurrentAccount } from '@client/lib/offline/account';
import { drain, enqueue, useOutbox } from '@client/lib/offline/outbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let answers: number[] = [];
let retryAfter = '5';
const teamwork = () => ({
  key: crypto.randomUUID(),
  url: '/api/behaviors/batch',
  body: { studentIds: [1], type: 'Teamwork', points: 1 },
  label: 'Teamwork (+1) for Ada Lovelace',
  studentIds: [1],
});
let sent = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('navigator', { onLine: true });
  sent = 0;
  retryAfter = '5';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      sent++;
      const status = answers.shift() ?? 200;
      const body = status === 200 ? { students: [] } : { message: 'Try again later', code: 'LATER' };
      return new Response(JSON.stringify(body), { status, headers: { 'retry-after': retryAfter } });
    }),
  );
  setCurrentAccount('teacher:1');
  useOutbox.setState({ items: [], sentResults: new Map() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the outbox and an answer meaning "later"', () => {
  it.each([429, 503])('%i keeps the write queued, unfailed, and sends it again', async (status) => {
    answers = [status];
    await enqueue(teamwork());
    await drain();
    expect(sent).toBe(1);
    expect(useOutbox.getState().items).toHaveLength(1);
    expect(useOutbox.getState().items[0].failed).toBeUndefined();

    await vi.runOnlyPendingTimersAsync();
    expect(sent).toBe(2);
    expect(useOutbox.getState().items).toHaveLength(0);
  });

  it('waits as long as the Retry-After asks before sending again, not the 1 s backoff', async () => {
    answers = [429];
    retryAfter = '120';
    await enqueue(teamwork());
    await drain();
    expect(sent).toBe(1);

    await vi.advanceTimersByTimeAsync(119_000);
    expect(sent).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toBe(2);
    expect(useOutbox.getState().items).toHaveLength(0);
  });

  it("a refusal (400) is still marked failed with the server's reason", async () => {
    answers = [400];
    await enqueue(teamwork());
    await drain();
    expect(useOutbox.getState().items[0].failed).toBe('Try again later');
  });
});
