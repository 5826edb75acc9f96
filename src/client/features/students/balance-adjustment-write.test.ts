// A security review found that Edit Balance wrote its record outside the outbox and without an
// Idempotency-Key, so an adjustment made offline was lost and a retried one could apply twice.
// It now goes the one way every award goes: queued, keyed (decisions 0096, 0097).
import { setCurrentAccount } from '@client/lib/offline/account';
import { drain, useOutbox } from '@client/lib/offline/outbox';
import { runOptimisticWrite } from '@client/lib/optimistic-write';
import { useUiStore } from '@client/lib/stores/ui-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceAdjustmentWrite } from './balance-adjustment';

const adjustment = { studentId: 7, points: 5, reason: 'Lost card', name: 'Ada Lovelace', current: 2 };
const answer = { students: [{ id: 7, classId: 1, balance: 7 }] };

let online = true;
const requests: { url: string; key: string | undefined; body: unknown }[] = [];

beforeEach(() => {
  online = true;
  requests.length = 0;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const headers = (init.headers ?? {}) as Record<string, string>;
      requests.push({ url, key: headers['Idempotency-Key'], body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  setCurrentAccount('teacher:1');
  useOutbox.setState({ items: [], sentResults: new Map() });
  useUiStore.getState().clearUndo();
});
afterEach(() => vi.unstubAllGlobals());

describe('Edit Balance writes its record the one way awards are written', () => {
  it('online: one POST carrying an Idempotency-Key; its undo is keyed too', async () => {
    const result = await runOptimisticWrite(balanceAdjustmentWrite(adjustment, () => {}));
    expect(result).toEqual(answer);
    expect(requests).toEqual([
      {
        url: '/api/behaviors/batch',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: { studentIds: [7], type: 'Balance Adjustment', points: 5, description: 'Lost card' },
      },
    ]);
    await useUiStore.getState().undoAction?.undo();
    expect(requests[1]).toEqual({
      url: '/api/behaviors/batch',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: {
        studentIds: [7],
        type: 'Undo: Balance Adjustment',
        points: -5,
        description: 'Undo of a manual balance change',
      },
    });
    expect(requests[1].key).not.toBe(requests[0].key);
  });

  it('offline: waits in the outbox and lands once when the network returns', async () => {
    online = false;
    expect(await runOptimisticWrite(balanceAdjustmentWrite(adjustment, () => {}))).toBeUndefined();
    const [queued] = useOutbox.getState().items;
    expect(queued).toMatchObject({
      url: '/api/behaviors/batch',
      label: 'Balance Adjustment (+5) for Ada Lovelace',
      studentIds: [7],
    });
    expect(requests).toEqual([]);

    online = true;
    await drain();
    expect(requests).toEqual([
      {
        url: '/api/behaviors/batch',
        key: queued.key,
        body: { studentIds: [7], type: 'Balance Adjustment', points: 5, description: 'Lost card' },
      },
    ]);
    expect(useOutbox.getState().items).toEqual([]);
    await drain();
    expect(requests).toHaveLength(1);
  });
});
