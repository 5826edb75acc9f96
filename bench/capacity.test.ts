import { describe, expect, it } from 'vitest';
import { nextBaseline, readBaseline, withFigure } from './capacity';

// The award's reference moves only on a real change (docs/decisions/0108): noise within the
// allowed regression must neither lower it (the next honest run would fail) nor raise it.
describe('nextBaseline', () => {
  it('takes the first figure when none is committed', () => {
    expect(nextBaseline(undefined, 512)).toBe(512);
  });
  it('keeps the committed figure for a run within the noise, lower or higher', () => {
    // 483 and 558 µs: the worst of three runs of one commit on one processor.
    expect(nextBaseline(558, 483)).toBeUndefined();
    expect(nextBaseline(468, 500)).toBeUndefined();
  });
  it('lowers it for an improvement beyond twice the band', () => {
    expect(nextBaseline(468, 370)).toBe(370);
  });
});

// CPU time is compared only on the processor it was measured on (docs/decisions/0113).
describe('the committed figures, per processor', () => {
  const epyc = { cpuPerAwardUs: 406, commit: 'c58fdf9', date: '2026-11-27' };
  const xeon = { cpuPerAwardUs: 483, commit: '6237f82', date: '2026-11-28' };
  it('a figure on another processor leaves the first one as it was', () => {
    const both = withFigure({ postgres: { 'AMD EPYC': epyc } }, 'postgres', 'Intel Xeon', xeon);
    expect(both).toEqual({ postgres: { 'AMD EPYC': epyc, 'Intel Xeon': xeon } });
    expect(withFigure(both, 'pglite', 'AMD EPYC', epyc).postgres).toEqual(both.postgres);
  });
  it('the committed file names a processor for every figure', () => {
    for (const byCpu of Object.values(readBaseline())) {
      for (const [cpu, figure] of Object.entries(byCpu)) {
        expect(cpu).not.toBe('cpuPerAwardUs');
        expect(figure.cpuPerAwardUs).toBeGreaterThan(0);
      }
    }
  });
});
