import { and, eq, inArray, ne, not, type SQL } from 'drizzle-orm';
import { generateClassCode } from '../../../shared/classes/class-code';
import type { Db, Tx } from '../../db/client';
import { classes, teachers } from '../../db/schema';
import { stagingOf } from '../../db/staging';
import { conflict } from '../../errors';

export const classCodeConflict = () => conflict('That class code is already in use', 'CLASS_CODE_TAKEN');

export const classCodeTaken = async (db: Db | Tx, code: string) =>
  (await db.select({ id: classes.id }).from(classes).where(eq(classes.classCode, code)).limit(1)).length > 0;

/** A fresh code nobody uses yet (32^6 ≈ 10^9 codes, so a few tries always suffice). */
export async function uniqueClassCode(db: Db | Tx): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = generateClassCode();
    if (!(await classCodeTaken(db, code))) return code;
  }
  throw new Error('Could not find a free class code');
}

const CLASS_CODE = /^[A-Z0-9]{6,12}$/;

/**
 * Codes for several new classes at once (a restore, a roster import), one query a round: each
 * preferred code when it is well-formed and free (restoring on a new server keeps the students'
 * codes), otherwise a fresh one.
 */
export async function freeClassCodes(db: Db | Tx, preferred: (string | null)[]): Promise<string[]> {
  const codes = preferred.map((c) => (c && CLASS_CODE.test(c) ? c : generateClassCode()));
  for (let round = 0; round < 20; round++) {
    const taken =
      codes.length === 0
        ? new Set<string>()
        : new Set(
            (
              await db
                .select({ code: classes.classCode })
                .from(classes)
                .where(inArray(classes.classCode, codes))
            ).map((r) => r.code),
          );
    const seen = new Set<string>();
    let clash = false;
    codes.forEach((code, i) => {
      if (taken.has(code) || seen.has(code)) {
        codes[i] = generateClassCode();
        clash = true;
      }
      seen.add(codes[i]);
    });
    if (!clash) return codes;
  }
  throw new Error('Could not find free class codes');
}

/**
 * How many of these preferred codes (a restore's file) classes of other teachers have: the ones
 * whose being taken a restore would reveal. This teacher's own classes and staging classes (an
 * interrupted restore's, whose codes a retry keeps) tell them nothing they do not know.
 */
export async function codesTakenByOthers(db: Db | Tx, teacherId: number, preferred: string[]) {
  const codes = [...new Set(preferred.filter((c) => CLASS_CODE.test(c)))];
  if (codes.length === 0) return 0;
  const rows = await db
    .selectDistinct({ code: classes.classCode })
    .from(classes)
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(
      and(
        inArray(classes.classCode, codes),
        ne(classes.teacherId, teacherId),
        not(stagingOf(teacherId) as SQL),
      ),
    );
  return rows.length;
}
