import { describe, expect, it } from 'vitest';
import { pairUndos } from './undo-pairs';

const r = (type: string, points: number, undoes?: number | null) => ({ type, points, undoes });

describe('pairUndos', () => {
  it('pairs an undo with the latest earlier record of that name and opposite points', () => {
    expect(pairUndos([r('Teamwork', 2), r('Teamwork', 2), r('Undo: Teamwork', -2)])).toEqual([null, null, 1]);
  });

  it('pairs each undo once, newest original first, and leaves an unmatched undo alone', () => {
    const list = [
      r('Talking', -1),
      r('Talking', -1),
      r('Undo: Talking', 1),
      r('Undo: Talking', 1),
      r('Undo: Talking', 1),
    ];
    expect(pairUndos(list)).toEqual([null, null, 1, 0, null]);
  });

  it('needs the same name and the opposite points', () => {
    expect(pairUndos([r('Teamwork', 3), r('Undo: Teamwork', -2), r('Undo: Help', -3)])).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('keeps a known link and does not pair an undo whose file says it is unpaired', () => {
    expect(pairUndos([r('A', 1), r('A', 1), r('Undo: A', -1, 0), r('Undo: A', -1, null)])).toEqual([
      null,
      null,
      0,
      null,
    ]);
  });
});
