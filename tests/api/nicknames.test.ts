// A nickname may not be a name someone else in the class goes by — another student's first and
// last name or nickname, or the teacher's name — on every path that sets one: joining with the
// class code, claiming a roster entry, the teacher's add, edit, transfer and roster import
// (docs/decisions/0050-nicknames-and-votes.md). Otherwise a child posts on the board and shows
// on the projector as a classmate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { createClass, createTeacher } from '../../src/server/seed/factories';
import { call, uniqueEmail } from '../support/accounts';
import { requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let asTeacher: ReturnType<typeof requester>;
let room: { id: number; name: string; classCode: string };
let other: { id: number; name: string; classCode: string };
let ada: typeof students.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const teacher = await createTeacher(db, { name: 'Ms. Okafor' });
  asTeacher = requester(t, await t.cookieFor({ kind: 'teacher', id: teacher.id }));
  room = await createClass(db, teacher.id, { name: 'Room 7' });
  other = await createClass(db, teacher.id, { name: 'Room 8' });
  [ada] = await db
    .insert(students)
    .values([
      { classId: room.id, firstName: 'Ada', lastName: 'Byron', nickname: 'Countess' },
      { classId: room.id, firstName: 'Sam', lastName: 'Lee' },
    ])
    .returning();
});
afterAll(() => t.close());

const TAKEN = ['Ada Byron', '  ada   BYRON ', 'countess', 'Sam Lee', 'Ms. Okafor'];
const expectTaken = (res: { statusCode: number; json(): { code?: string; message: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('NICKNAME_TAKEN');
  expect(res.json().message).toMatch(/is the name of someone else in this class/);
};
const inRoom = async (classId = room.id) =>
  (await t.database.db.select().from(students).where(eq(students.classId, classId))).length;

describe('joining with the class code', () => {
  const join = (nickname: string, extra: object = {}) =>
    call(t, 'POST', '/api/students/access', {
      payload: {
        classCode: room.classCode,
        firstName: 'Mo',
        lastName: 'Reyes',
        nickname,
        email: uniqueEmail('kid'),
        password: 'secret1',
        ...extra,
      },
    });

  it("refuses a classmate's name or nickname, or the teacher's name: 409, nobody added", async () => {
    const before = await inRoom();
    for (const nickname of TAKEN) expectTaken(await join(nickname));
    expect(await inRoom()).toBe(before);
  });

  it('takes a nickname nobody in the class goes by, and one used in another class', async () => {
    expect((await join('Rocket')).statusCode).toBe(201);
    await t.database.db.insert(students).values({ classId: other.id, firstName: 'Zoe', lastName: 'Park' });
    // Another child's own name: a second "Mo Reyes" would wait for the teacher (decision 0164).
    expect((await join('Zoe Park', { firstName: 'Mia' })).statusCode).toBe(201);
  });

  it("refuses a classmate's name when claiming the roster entry, which stays unclaimed", async () => {
    const email = uniqueEmail('entry');
    const [entry] = await t.database.db
      .insert(students)
      .values({ classId: room.id, firstName: 'Kai', lastName: 'Moss', email })
      .returning();
    expectTaken(await join('Sam Lee', { firstName: 'Kai', lastName: 'Moss', email }));
    const [row] = await t.database.db.select().from(students).where(eq(students.id, entry.id));
    expect(row).toMatchObject({ nickname: null, passwordHash: null, isRegistered: false });
  });
});

describe("the teacher's add, edit, transfer and import", () => {
  it('POST /api/students refuses a taken nickname', async () => {
    const before = await inRoom();
    for (const nickname of TAKEN) {
      expectTaken(
        await asTeacher('POST', '/api/students', {
          classId: room.id,
          firstName: 'Jo',
          lastName: 'Bell',
          nickname,
        }),
      );
    }
    expect(await inRoom()).toBe(before);
  });

  it("PATCH refuses another's name and keeps the old nickname; a student's own name is fine", async () => {
    expectTaken(await asTeacher('PATCH', `/api/students/${ada.id}`, { nickname: 'Sam Lee' }));
    const [row] = await t.database.db.select().from(students).where(eq(students.id, ada.id));
    expect(row.nickname).toBe('Countess');
    const own = await asTeacher('PATCH', `/api/students/${ada.id}`, { nickname: 'Ada Byron' });
    expect(own.statusCode, own.body).toBe(200);
    expect((await asTeacher('PATCH', `/api/students/${ada.id}`, { nickname: 'Countess' })).statusCode).toBe(
      200,
    );
  });

  it('a transfer into a class where the nickname is taken is refused; the student stays', async () => {
    const [twin] = await t.database.db
      .insert(students)
      .values({ classId: other.id, firstName: 'Ann', lastName: 'Lake', nickname: 'countess' })
      .returning();
    expectTaken(await asTeacher('PATCH', `/api/students/${twin.id}/transfer`, { classId: room.id }));
    const [row] = await t.database.db.select().from(students).where(eq(students.id, twin.id));
    expect(row.classId).toBe(other.id);
  });

  it('an import naming the row, for a name in the class or a row above; nothing is loaded', async () => {
    const before = await inRoom();
    const row = (firstName: string, nickname?: string) => ({
      firstName,
      lastName: 'Import',
      nickname,
      className: room.name,
    });
    const taken = await asTeacher('POST', '/api/students/import', {
      students: [row('One'), { ...row('Two', 'Ms. Okafor'), row: 3 }],
    });
    expectTaken(taken);
    expect(taken.json().message).toMatch(/^Row 3: The nickname "Ms. Okafor"/);
    const twice = await asTeacher('POST', '/api/students/import', {
      students: [row('Three', 'Star'), row('Four', 'star')],
    });
    expectTaken(twice);
    expect(twice.json().message).toMatch(/^Row 2: /);
    expect(await inRoom()).toBe(before);
    const fine = await asTeacher('POST', '/api/students/import', {
      students: [row('Five', 'Five Import'), row('Six', 'Comet')],
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});
