import { describe, expect, it } from 'vitest';
import { planImport } from './import-plan';

const row = (firstName: string, lastName: string, className: string, email?: string, n?: number) => ({
  firstName,
  lastName,
  className,
  email,
  row: n,
});

describe('planImport', () => {
  const classes = [
    { id: 7, name: 'Science' },
    { id: 3, name: 'science' },
    { id: 9, name: 'Math' },
  ];
  const existing = [
    { classId: 3, firstName: 'Ada', lastName: 'Lovelace', email: null },
    { classId: 9, firstName: 'Alan', lastName: 'Turing', email: 'alan@school.edu' },
  ];

  it('matches class names trimmed and without case; the oldest of two namesakes wins', () => {
    const plan = planImport([row('Grace', 'Hopper', '  SCIENCE ')], classes, []);
    expect(plan.add).toEqual([expect.objectContaining({ classId: 3 })]);
    expect(plan.newClasses).toEqual([]);
  });

  it('lists each class to create once, as first written', () => {
    const plan = planImport(
      [row('A', 'One', 'Art  Club'), row('B', 'Two', 'art club'), row('C', 'Three', 'Drama')],
      classes,
      [],
    );
    expect(plan.newClasses).toEqual([
      { key: 'art club', name: 'Art Club' },
      { key: 'drama', name: 'Drama' },
    ]);
    expect(plan.add.map((a) => [a.classId, a.classKey])).toEqual([
      [null, 'art club'],
      [null, 'art club'],
      [null, 'drama'],
    ]);
  });

  it('skips students already in the class: same email, or same name without an email', () => {
    const plan = planImport(
      [
        row('ada', 'LOVELACE', 'Science', undefined, 2),
        row('Ada', 'Lovelace', 'Math', undefined, 3),
        row('Alan', 'Turing', 'Math', 'ALAN@school.edu', 4),
        row('Alan', 'Turing', 'Math', 'alan.t@school.edu', 5),
        row('Alan', 'Turing', 'Math', 'alan.t@school.edu', 6),
      ],
      classes,
      existing,
    );
    expect(plan.skipped.map((s) => s.row)).toEqual([2, 4, 6]);
    expect(plan.add.map((a) => a.row.row)).toEqual([3, 5]);
  });
});
