// A small school for the generated checks: a teacher with two classes, two students in the
// first, and another teacher with a class and a student. Each carries markers in its names so
// a response can be searched for data its reader must not see.
import { sql } from 'drizzle-orm';
import { students } from '../../src/server/db/schema';
import { createClass, createFamily, createStudents, createTeacher } from '../../src/server/seed/factories';
import type { Actor, WorldIds } from './route-policies';
import type { TestContext } from './test-app';

let n = 0;

export interface World {
  ids: WorldIds;
  cookies: Partial<Record<Actor, string>>;
  /** Text that must not appear in answers to this actor. */
  forbidden: Record<Actor, string[]>;
}

export async function createWorld(t: TestContext): Promise<World> {
  const db = t.database.db;
  const k = ++n;
  const owner = await createTeacher(db, {
    name: `Owner Teacher ${k}`,
    email: `owner-${k}-${process.pid}@school.edu`,
  });
  const otherTeacher = await createTeacher(db, {
    name: `Rival Teacher ${k}`,
    email: `rival-${k}-${process.pid}@school.edu`,
  });
  const klass = await createClass(db, owner.id, { name: `Ownerclass ${k}` });
  const klass2 = await createClass(db, owner.id, { name: `Ownersecond ${k}` });
  const theirs = await createClass(db, otherTeacher.id, { name: `Rivalclass ${k}` });
  const [self, classmate] = await createStudents(db, klass.id, 2);
  await db
    .update(students)
    .set({ firstName: sql`'Selfkid'`, email: `selfkid-${k}@school.edu` })
    .where(sql`${students.id} = ${self.id}`);
  await db
    .update(students)
    .set({ firstName: sql`'Matekid'`, email: `matekid-${k}@school.edu` })
    .where(sql`${students.id} = ${classmate.id}`);
  const [outsider] = await createStudents(db, theirs.id, 1);
  await db
    .update(students)
    .set({ firstName: sql`'Rivalkid'`, email: `rivalkid-${k}@school.edu` })
    .where(sql`${students.id} = ${outsider.id}`);
  const [skill] = await db
    .execute<{ id: number }>(sql`select id from skills order by id limit 1`)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
  const family = await createFamily(db, [self.id], {
    name: `Famname ${k}`,
    email: `famname-${k}-${process.pid}@home.example`,
  });
  const familyMarks = [`Famname ${k}`, `famname-${k}-`];
  const ownerMarks = [`Ownerclass ${k}`, `Ownersecond ${k}`, 'Selfkid', 'Matekid', `owner-${k}-`];
  const rivalMarks = [`Rivalclass ${k}`, 'Rivalkid', `rival-${k}-`];
  const emails = [`selfkid-${k}@`, `matekid-${k}@`, `rivalkid-${k}@`];
  return {
    ids: {
      owner: owner.id,
      klass: klass.id,
      klass2: klass2.id,
      self: self.id,
      classmate: classmate.id,
      skill: skill.id,
      family: family.id,
    },
    cookies: {
      self: await t.cookieFor({ kind: 'student', id: self.id }),
      classmate: await t.cookieFor({ kind: 'student', id: classmate.id }),
      outsider: await t.cookieFor({ kind: 'student', id: outsider.id }),
      otherTeacher: await t.cookieFor({ kind: 'teacher', id: otherTeacher.id }),
      owner: await t.cookieFor({ kind: 'teacher', id: owner.id }),
      family: await t.cookieFor({ kind: 'family', id: family.id }),
    },
    forbidden: {
      anonymous: [...ownerMarks, ...rivalMarks, ...emails, ...familyMarks],
      // A student sees names of their own class (the projector), never emails of others or
      // anything of another class.
      self: [...rivalMarks, `matekid-${k}@`, `rivalkid-${k}@`, `Ownersecond ${k}`, ...familyMarks],
      classmate: [...rivalMarks, `selfkid-${k}@`, `rivalkid-${k}@`, `Ownersecond ${k}`, ...familyMarks],
      outsider: [...ownerMarks, `selfkid-${k}@`, `matekid-${k}@`, ...familyMarks],
      otherTeacher: [...ownerMarks, `selfkid-${k}@`, `matekid-${k}@`, ...familyMarks],
      // A family sees its own child (Selfkid), the class and teacher's names; no classmate, no
      // other class, no one's email but its own.
      family: [
        ...rivalMarks,
        'Matekid',
        `matekid-${k}@`,
        `rivalkid-${k}@`,
        `Ownersecond ${k}`,
        `owner-${k}-`,
      ],
      owner: [...rivalMarks, `rivalkid-${k}@`],
    },
  };
}
