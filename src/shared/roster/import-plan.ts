import type { ImportRowInput, SkippedRowView } from './schemas';

// What an import will do, decided the same way in the dialog's preview and on the server:
// which class each row goes to (one of the teacher's classes, by name, trimmed and without case;
// otherwise a class the import creates) and which rows are students already there.

export interface PlanClass {
  id: number;
  name: string;
}
export interface PlanStudent {
  classId: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

type Row = Pick<ImportRowInput, 'firstName' | 'lastName' | 'email' | 'className' | 'row'>;

export interface ImportPlan<R extends Row> {
  /** Rows to add, each with its class: an existing id, or the key of a class to create. */
  add: { row: R; classId: number | null; classKey: string }[];
  /** Names of the classes to create, as first written in the file, in file order. */
  newClasses: { key: string; name: string }[];
  skipped: SkippedRowView[];
}

export const classKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** Same email, or (for a row without email) same first and last name, without case. */
export const identity = (s: { firstName: string; lastName: string; email?: string | null }) =>
  s.email
    ? `email:${s.email.trim().toLowerCase()}`
    : `name:${s.firstName.trim().toLocaleLowerCase('en-US')}\u0000${s.lastName.trim().toLocaleLowerCase('en-US')}`;
export const nameOf = (s: { firstName: string; lastName: string }) =>
  `name:${s.firstName.trim().toLocaleLowerCase('en-US')}\u0000${s.lastName.trim().toLocaleLowerCase('en-US')}`;

export function planImport<R extends Row>(
  rows: readonly R[],
  classes: readonly PlanClass[],
  existing: readonly PlanStudent[],
): ImportPlan<R> {
  // The oldest class wins when a teacher has two of one name.
  const byName = new Map<string, number>();
  for (const c of [...classes].sort((a, b) => a.id - b.id)) {
    if (!byName.has(classKey(c.name))) byName.set(classKey(c.name), c.id);
  }
  // Who is in each class already: their emails and their names.
  const known = new Map<string, Set<string>>();
  const seen = (key: string) => {
    const set = known.get(key) ?? new Set<string>();
    known.set(key, set);
    return set;
  };
  const keyOfClassId = new Map<number, string>();
  for (const [k, id] of byName) keyOfClassId.set(id, k);
  for (const s of existing) {
    const k = keyOfClassId.get(s.classId) ?? `#${s.classId}`;
    const set = seen(k);
    if (s.email) set.add(identity(s));
    set.add(nameOf(s));
  }

  const plan: ImportPlan<R> = { add: [], newClasses: [], skipped: [] };
  const creating = new Set<string>();
  for (const row of rows) {
    const key = classKey(row.className);
    const classId = byName.get(key) ?? null;
    const set = seen(key);
    if (set.has(identity(row))) {
      plan.skipped.push({
        row: row.row ?? null,
        name: `${row.firstName.trim()} ${row.lastName.trim()}`,
        className: row.className.trim(),
        reason: row.email ? 'A student with this email is already in the class' : 'Already in the class',
      });
      continue;
    }
    if (row.email) set.add(identity(row));
    set.add(nameOf(row));
    if (classId === null && !creating.has(key)) {
      creating.add(key);
      plan.newClasses.push({ key, name: row.className.trim().replace(/\s+/g, ' ') });
    }
    plan.add.push({ row, classId, classKey: key });
  }
  return plan;
}
