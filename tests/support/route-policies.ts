// Who may call each API route, and one valid request for it (docs/architecture.md#permissions). The
// permission matrix and the hostile-input pass (tests/api/permission-matrix.test.ts,
// hostile-input.test.ts) walk every registered route and look it up here: a route without an entry
// fails them, so a new endpoint cannot ship without saying who may use it.
import type { Db } from '../../src/server/db/client';
import {
  behaviors,
  classTimers,
  contractRules,
  familyInvites,
  joinRequests,
  questionReplies,
  questions,
  socialContracts,
  teacherIdentities,
} from '../../src/server/db/schema';
import { createClass, createStudents, DEFAULT_PASSWORD } from '../../src/server/seed/factories';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { generateFamilyCode } from '../../src/shared/families/invite-code';
import { customBehaviorType } from './behavior-types';
import { createPendingUpload, createPlanWithContent, createStoredTextFile } from './lesson-plans';

/** The people of a fresh world, one request each (see world.ts); `family` is linked to `self`. */
export type Actor = 'anonymous' | 'self' | 'classmate' | 'outsider' | 'otherTeacher' | 'owner' | 'family';
export const ACTORS: Actor[] = [
  'anonymous',
  'self',
  'classmate',
  'outsider',
  'otherTeacher',
  'owner',
  'family',
];

/** The ids a request may need: the owner's class (with `self` and `classmate`), a second class of theirs. */
export interface WorldIds {
  owner: number;
  klass: number;
  klass2: number;
  self: number;
  classmate: number;
  skill: number;
  /** The family account linked to `self`. */
  family: number;
}

export interface ExampleRequest {
  url: string;
  payload?: unknown;
  /** Headers beyond the session cookie (a DELETE's current password). */
  headers?: Record<string, string>;
}

/** 2xx: any success; a number: exactly that status; 'any': not checked (public routes). */
export type Expected = '2xx' | number | 'any';

export interface RoutePolicy {
  /** Why these statuses, in a few words. */
  rule: string;
  expect: Record<Actor, Expected>;
  /**
   * A valid request as the owner (the world's teacher). It may first create what it needs in
   * the world's classes (a contract, a lesson plan) through `db`, so a domain's fixtures stay
   * with its policies.
   */
  example(ids: WorldIds, db: Db): ExampleRequest | Promise<ExampleRequest>;
  /** An empty list is a valid value of the body's list fields (a day when everyone is here). */
  emptyListValid?: boolean;
  /** Streams cannot be injected; only the anonymous answer is checked here. */
  stream?: boolean;
}

const row = (
  anonymous: Expected,
  self: Expected,
  classmate: Expected,
  outsider: Expected,
  otherTeacher: Expected,
  owner: Expected,
  // A family session may use only the family routes (decision 0100): every other route that is
  // not public refuses it with 403.
  family: Expected = anonymous === 'any' ? 'any' : 403,
) => ({
  anonymous,
  self,
  classmate,
  outsider,
  otherTeacher,
  owner,
  family,
});

/** Anyone: sign-in, join, reset and the like (rate limited instead). */
const PUBLIC = { rule: 'public', expect: row('any', 'any', 'any', 'any', 'any', 'any') };
/** Any signed-in person, nothing private in the answer. */
const SIGNED_IN = { rule: 'signed in', expect: row(401, '2xx', '2xx', '2xx', '2xx', '2xx') };
/** Teachers only, about their own things (no id in the request). */
const TEACHER = { rule: 'teachers only', expect: row(401, 403, 403, 403, '2xx', '2xx') };
/** Teachers only, about an id that must be theirs: another teacher's is 404. */
const OWNER = { rule: 'the owning teacher', expect: row(401, 403, 403, 403, 404, '2xx') };
/** One student's records: their teacher or the student themself; anyone else 404. */
const OWN_RECORDS = {
  rule: "the student's teacher or the student",
  expect: row(401, '2xx', 404, 404, 404, '2xx'),
};
/** A class's public view (the projector): its teacher and its students. */
const CLASS_VIEW = { rule: 'the class and its teacher', expect: row(401, '2xx', '2xx', 404, 404, '2xx') };

const studentJoin = (email: string) => ({
  classCode: 'ZZZZZZ',
  firstName: 'New',
  lastName: 'Kid',
  email,
  password: 'secret1',
});

export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/health': { ...PUBLIC, example: () => ({ url: '/api/health' }) },
  'GET /api/auth/me': { ...PUBLIC, example: () => ({ url: '/api/auth/me' }) },
  'POST /api/auth/logout': { ...PUBLIC, example: () => ({ url: '/api/auth/logout' }) },
  'POST /api/teachers/register': {
    ...PUBLIC,
    example: () => ({
      url: '/api/teachers/register',
      payload: {
        teacherName: 'New Teacher',
        email: 'new.teacher@school.edu',
        password: 'Str0ngPass',
        className: 'Art',
      },
    }),
  },
  'POST /api/teachers/login': {
    ...PUBLIC,
    example: () => ({
      url: '/api/teachers/login',
      payload: { email: 'who@school.edu', password: 'Wr0ngPass' },
    }),
  },
  'POST /api/teachers/forgot-password': {
    ...PUBLIC,
    example: () => ({ url: '/api/teachers/forgot-password', payload: { email: 'who@school.edu' } }),
  },
  'POST /api/teachers/reset-password': {
    ...PUBLIC,
    example: () => ({
      url: '/api/teachers/reset-password',
      payload: { token: 'not-a-real-token', password: 'Str0ngPass' },
    }),
  },
  'POST /api/teachers/verify-email': {
    ...PUBLIC,
    example: () => ({ url: '/api/teachers/verify-email', payload: { token: 'not-a-real-token' } }),
  },
  'PATCH /api/teachers/:id': {
    ...OWNER,
    example: (w) => ({ url: `/api/teachers/${w.owner}`, payload: { name: 'Renamed Teacher' } }),
  },
  'PATCH /api/teachers/:id/password': {
    ...OWNER,
    example: (w) => ({
      url: `/api/teachers/${w.owner}/password`,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'N3wPassword' },
    }),
  },
  // The world's teacher has not confirmed their address, so there is a link to send again.
  'POST /api/teachers/:id/verification': {
    ...OWNER,
    example: (w) => ({ url: `/api/teachers/${w.owner}/verification` }),
  },
  'DELETE /api/teachers/:id': {
    ...OWNER,
    example: (w) => ({ url: `/api/teachers/${w.owner}`, headers: currentPasswordHeader(DEFAULT_PASSWORD) }),
  },
  'GET /api/auth/oidc': { ...PUBLIC, example: () => ({ url: '/api/auth/oidc' }) },
  'GET /api/auth/oidc/start': { ...PUBLIC, example: () => ({ url: '/api/auth/oidc/start' }) },
  'GET /api/auth/oidc/callback': {
    ...PUBLIC,
    example: () => ({ url: '/api/auth/oidc/callback?code=not-a-code&state=not-a-state' }),
  },
  'POST /api/auth/oidc/link': {
    ...PUBLIC,
    example: () => ({ url: '/api/auth/oidc/link', payload: { password: 'Wr0ngPass' } }),
  },
  'DELETE /api/teachers/:id/identity': {
    ...OWNER,
    example: async (w, db) => {
      await db
        .insert(teacherIdentities)
        .values({
          teacherId: w.owner,
          issuer: 'https://idp.school.edu',
          subject: `owner-${w.owner}`,
          email: 'o@school.edu',
        })
        .onConflictDoNothing();
      return { url: `/api/teachers/${w.owner}/identity`, headers: currentPasswordHeader(DEFAULT_PASSWORD) };
    },
  },
  'POST /api/students/access': {
    ...PUBLIC,
    example: () => ({ url: '/api/students/access', payload: studentJoin('new.kid@school.edu') }),
  },
  'POST /api/students/login': {
    ...PUBLIC,
    example: () => ({
      url: '/api/students/login',
      payload: { email: 'kid@school.edu', password: 'secret1' },
    }),
  },
  'GET /api/events': { ...SIGNED_IN, stream: true, example: () => ({ url: '/api/events' }) },
  'GET /api/skills': { ...SIGNED_IN, example: () => ({ url: '/api/skills' }) },
  'GET /api/students/:id/skills': {
    ...OWN_RECORDS,
    example: (w) => ({ url: `/api/students/${w.self}/skills` }),
  },
  'PATCH /api/students/:id/skills/:skillId': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/skills/${w.skill}`, payload: { points: 1 } }),
  },
  'POST /api/classes/:id/skills/:skillId/award': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/skills/${w.skill}/award`, payload: { points: 1 } }),
  },
  'POST /api/skills/changes': {
    ...OWNER,
    example: (w) => ({
      url: '/api/skills/changes',
      payload: { changes: [{ studentId: w.self, skillId: w.skill, points: 1 }] },
    }),
  },
  'GET /api/behaviors': { ...OWN_RECORDS, example: (w) => ({ url: `/api/behaviors?studentId=${w.self}` }) },
  'POST /api/behaviors': {
    ...OWNER,
    example: (w) => ({
      url: '/api/behaviors',
      payload: { studentId: w.self, type: 'Helping Others', points: 1 },
    }),
  },
  'POST /api/behaviors/batch': {
    ...OWNER,
    example: (w) => ({
      url: '/api/behaviors/batch',
      payload: { studentIds: [w.self, w.classmate], type: 'Helping Others', points: 1 },
    }),
  },
  'DELETE /api/behaviors/:id': {
    ...OWNER,
    example: async (w, db) => {
      const [record] = await db
        .insert(behaviors)
        .values({ studentId: w.self, type: 'Helping Others', points: 1 })
        .returning({ id: behaviors.id });
      return { url: `/api/behaviors/${record.id}` };
    },
  },
  // ---- a class's own behaviours: its teacher only (students and the projector never see them) ----
  'GET /api/classes/:id/behavior-types': {
    ...OWNER,
    example: async (w, db) => {
      // Written out first, so the hostile pass sees no first-read write of the defaults.
      await customBehaviorType(db, w.klass);
      await customBehaviorType(db, w.klass2);
      return { url: `/api/classes/${w.klass}/behavior-types` };
    },
  },
  'POST /api/classes/:id/behavior-types': {
    ...OWNER,
    example: (w) => ({
      url: `/api/classes/${w.klass}/behavior-types`,
      payload: { name: 'Kind Words', points: 1, kind: 'positive', icon: 'Smile' },
    }),
  },
  'POST /api/classes/:id/behavior-types/copy': {
    ...OWNER,
    example: (w) => ({
      url: `/api/classes/${w.klass}/behavior-types/copy`,
      payload: { fromClassId: w.klass2 },
    }),
  },
  'POST /api/classes/:id/behavior-types/defaults': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/behavior-types/defaults` }),
  },
  'PATCH /api/behavior-types/:id': {
    ...OWNER,
    example: async (w, db) => ({
      url: `/api/behavior-types/${await customBehaviorType(db, w.klass)}`,
      payload: { name: 'Lab Safety First', points: 3, position: 0 },
    }),
  },
  'DELETE /api/behavior-types/:id': {
    ...OWNER,
    example: async (w, db) => ({ url: `/api/behavior-types/${await customBehaviorType(db, w.klass)}` }),
  },
  'GET /api/classes': { ...TEACHER, example: () => ({ url: '/api/classes' }) },
  'POST /api/classes': { ...TEACHER, example: () => ({ url: '/api/classes', payload: { name: 'Drama' } }) },
  'POST /api/classes/trial': { ...TEACHER, example: () => ({ url: '/api/classes/trial' }) },
  'GET /api/classes/:id': { ...OWNER, example: (w) => ({ url: `/api/classes/${w.klass}` }) },
  'PATCH /api/classes/:id': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}`, payload: { name: 'Renamed Class' } }),
  },
  'DELETE /api/classes/:id': { ...OWNER, example: (w) => ({ url: `/api/classes/${w.klass}` }) },
  'GET /api/classes/:id/contents': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/contents` }),
  },
  // The class timer: its class (and a projector signed in as a student) reads it; its teacher runs it.
  'GET /api/classes/:id/timer': { ...CLASS_VIEW, example: (w) => ({ url: `/api/classes/${w.klass}/timer` }) },
  'PUT /api/classes/:id/timer': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/timer`, payload: { seconds: 300 } }),
  },
  'PATCH /api/classes/:id/timer': {
    ...OWNER,
    example: async (w, db) => {
      await db.insert(classTimers).values({ classId: w.klass, endsAt: new Date(Date.now() + 300_000) });
      return { url: `/api/classes/${w.klass}/timer`, payload: { paused: true } };
    },
  },
  'DELETE /api/classes/:id/timer': { ...OWNER, example: (w) => ({ url: `/api/classes/${w.klass}/timer` }) },
  // A teacher imports into their own classes; a class named in the file that they lack is created.
  'POST /api/students/import': {
    ...TEACHER,
    example: () => ({
      url: '/api/students/import',
      payload: { students: [{ firstName: 'Imported', lastName: 'Pupil', className: 'Imported Class' }] },
    }),
  },
  // A student asking for a class sees only themself in it (nothing of classmates).
  'GET /api/students': {
    rule: "the teacher's students; a student only themself",
    expect: row(401, '2xx', '2xx', '2xx', 404, '2xx'),
    example: (w) => ({ url: `/api/students?classId=${w.klass}` }),
  },
  'GET /api/students/:id': { ...OWN_RECORDS, example: (w) => ({ url: `/api/students/${w.self}` }) },
  'POST /api/students': {
    ...OWNER,
    example: (w) => ({
      url: '/api/students',
      payload: { classId: w.klass, firstName: 'Added', lastName: 'Pupil' },
    }),
  },
  'PATCH /api/students/:id': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}`, payload: { nickname: 'Ace' } }),
  },
  'DELETE /api/students/:id': { ...OWNER, example: (w) => ({ url: `/api/students/${w.self}` }) },
  'PATCH /api/students/:id/transfer': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/transfer`, payload: { classId: w.klass2 } }),
  },
  // A copy of `self` made by the teacher is merged into it: `self` has an account, the copy none.
  'POST /api/students/:id/merge': {
    ...OWNER,
    example: async (w, db) => {
      const [copy] = await createStudents(db, w.klass, 1);
      return { url: `/api/students/${copy.id}/merge`, payload: { intoStudentId: w.self } };
    },
  },
  'PATCH /api/students/:id/homework': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/homework`, payload: { points: 2 } }),
  },
  'POST /api/homework/batch': {
    ...OWNER,
    example: (w) => ({
      url: '/api/homework/batch',
      payload: { entries: [{ studentId: w.self, points: 2 }] },
    }),
  },
  'GET /api/homework': { ...OWN_RECORDS, example: (w) => ({ url: `/api/homework?studentId=${w.self}` }) },
  'GET /api/export': { ...TEACHER, example: () => ({ url: '/api/export' }) },
  'GET /api/export/class-summary': { ...TEACHER, example: () => ({ url: '/api/export/class-summary' }) },
  'GET /api/export/class-summary/:id': {
    ...OWNER,
    example: (w) => ({ url: `/api/export/class-summary/${w.klass}?from=2026-01-01&to=2026-12-31` }),
  },
  'GET /api/export/class-summary/:id/csv': {
    ...OWNER,
    example: (w) => ({ url: `/api/export/class-summary/${w.klass}/csv?from=2026-01-01&to=2026-12-31` }),
  },
  'GET /api/export/student-report/:id': {
    ...OWNER,
    example: (w) => ({ url: `/api/export/student-report/${w.self}` }),
  },
  // Restores into the caller's own account: any teacher may, with their own file.
  'POST /api/import/full': {
    ...TEACHER,
    example: () => ({
      url: '/api/import/full?dryRun=false',
      payload: {
        format: 'remote-chalk-export',
        version: 1,
        exportedAt: '2026-06-30T12:00:00.000Z',
        teacher: { name: 'Ada Lovelace', email: 'ada@school.edu', schoolName: null },
        classes: [
          {
            ref: 'c1',
            name: 'Restored Class',
            classCode: 'RESTO1',
            createdAt: '2026-01-05T08:00:00.000Z',
            students: [
              {
                ref: 's1',
                firstName: 'Restored',
                lastName: 'Pupil',
                nickname: null,
                email: null,
                photoUrl: null,
                bio: null,
                createdAt: '2026-01-05T08:00:00.000Z',
                balance: 2,
                hwScore: 0,
                behaviors: [
                  { type: 'Teamwork', points: 2, description: null, timestamp: '2026-02-01T09:00:00.000Z' },
                ],
                homework: [],
                skills: [],
              },
            ],
          },
        ],
      },
    }),
  },
  'GET /api/leaderboard': { ...OWNER, example: (w) => ({ url: `/api/leaderboard?classId=${w.klass}` }) },
  'GET /api/leaderboard/classes': { ...TEACHER, example: () => ({ url: '/api/leaderboard/classes' }) },
  'GET /api/projector': { ...CLASS_VIEW, example: (w) => ({ url: `/api/projector?classId=${w.klass}` }) },
  'GET /api/achievements': { ...TEACHER, example: () => ({ url: '/api/achievements' }) },
  // ---- lesson plans: the teacher's own; teacherId in a request is ignored ----
  'GET /api/lesson-plans': {
    ...TEACHER,
    example: (w) => ({ url: `/api/lesson-plans?teacherId=${w.owner}&date=2026-03-02` }),
  },
  'POST /api/lesson-plans': {
    ...TEACHER,
    example: (w) => ({
      url: '/api/lesson-plans',
      payload: {
        teacherId: w.owner,
        date: '2026-03-02',
        title: 'Fractions',
        notes: 'Bring rulers',
        sections: [{ sectionNumber: '601' }],
        resources: [
          { title: 'Slides', url: 'https://docs.google.com/presentation/d/1', resourceType: 'google_slide' },
        ],
      },
    }),
  },
  'PUT /api/lesson-plans/:id': {
    ...OWNER,
    example: async (w, db) => {
      const { plan } = await createPlanWithContent(db, w.owner);
      return { url: `/api/lesson-plans/${plan.id}`, payload: { title: 'Decimals', notes: 'Quiz' } };
    },
  },
  'DELETE /api/lesson-plans/:id': {
    ...OWNER,
    example: async (w, db) => ({
      url: `/api/lesson-plans/${(await createPlanWithContent(db, w.owner)).plan.id}`,
    }),
  },
  'DELETE /api/lesson-plans': { ...TEACHER, example: () => ({ url: '/api/lesson-plans?date=2026-03-02' }) },
  'DELETE /api/lesson-plans/period/:n': {
    ...TEACHER,
    example: () => ({ url: '/api/lesson-plans/period/6?date=2026-03-02' }),
  },
  'POST /api/lesson-sections': {
    ...OWNER,
    example: async (w, db) => {
      const { plan } = await createPlanWithContent(db, w.owner);
      return {
        url: '/api/lesson-sections',
        payload: {
          lessonPlanId: plan.id,
          sectionNumber: '701',
          sectionName: 'Period 7 Content',
          displayOrder: 1,
        },
      };
    },
  },
  'PUT /api/lesson-sections/reorder': {
    ...OWNER,
    example: async (w, db) => {
      const a = await createPlanWithContent(db, w.owner);
      const b = await createPlanWithContent(db, w.owner, { sectionNumber: '602' });
      return { url: '/api/lesson-sections/reorder', payload: { ids: [b.section.id, a.section.id] } };
    },
  },
  'PUT /api/lesson-sections/:id': {
    ...OWNER,
    example: async (w, db) => {
      const { section } = await createPlanWithContent(db, w.owner);
      return {
        url: `/api/lesson-sections/${section.id}`,
        payload: { sectionName: 'Group A', sectionNumber: '602' },
      };
    },
  },
  'DELETE /api/lesson-sections/:id': {
    ...OWNER,
    example: async (w, db) => ({
      url: `/api/lesson-sections/${(await createPlanWithContent(db, w.owner)).section.id}`,
    }),
  },
  'POST /api/section-resources': {
    ...OWNER,
    example: async (w, db) => {
      const { section } = await createPlanWithContent(db, w.owner);
      return {
        url: '/api/section-resources',
        payload: {
          sectionId: section.id,
          title: 'Video',
          url: 'https://www.youtube.com/watch?v=1',
          resourceType: 'youtube',
          description: 'Intro',
          displayOrder: 1,
        },
      };
    },
  },
  'PUT /api/section-resources/reorder': {
    ...OWNER,
    example: async (w, db) => {
      const { resource } = await createPlanWithContent(db, w.owner);
      return { url: '/api/section-resources/reorder', payload: { ids: [resource.id] } };
    },
  },
  'PUT /api/section-resources/:id': {
    ...OWNER,
    example: async (w, db) => {
      const { resource } = await createPlanWithContent(db, w.owner);
      return {
        url: `/api/section-resources/${resource.id}`,
        payload: { title: 'New slides', url: 'https://example.org/slides', resourceType: 'other' },
      };
    },
  },
  'DELETE /api/section-resources/:id': {
    ...OWNER,
    example: async (w, db) => ({
      url: `/api/section-resources/${(await createPlanWithContent(db, w.owner)).resource.id}`,
    }),
  },
  // ---- uploads ----
  'POST /api/objects/upload': {
    ...TEACHER,
    example: () => ({ url: '/api/objects/upload', payload: { size: 34, contentType: 'text/plain' } }),
  },
  // The local-disk upload address: the body is the file itself (here a text file).
  'PUT /api/objects/:key': {
    ...OWNER,
    example: async (w, db) => ({
      url: `/api/objects/${await createPendingUpload(db, w.owner)}`,
      payload: 'Homework: page 12, exercises 1-4\n',
    }),
  },
  // A pending (never uploaded) file is not found even for its owner; a stored one is served.
  'GET /api/objects/:key': {
    ...OWNER,
    example: async (w, db) => ({ url: `/api/objects/${await createStoredTextFile(db, w.owner)}` }),
  },
};

// ---- contracts and the question board: fixtures in the owner's class ----

async function contractIn(db: Db, classId: number, isUnified = false) {
  const [c] = await db
    .insert(socialContracts)
    .values({ classId, title: 'Fixture Contract', contractText: 'We agree.', isUnified })
    .returning({ id: socialContracts.id });
  await db
    .insert(contractRules)
    .values({ contractId: c.id, category: 'should_do', ruleText: 'Listen', order: 0 });
  return c.id;
}

async function questionIn(db: Db, classId: number) {
  const [q] = await db
    .insert(questions)
    .values({ classId, content: 'Fixture question?', authorName: 'Owner Teacher' })
    .returning({ id: questions.id });
  return q.id;
}

/** A student of the class signs for themself; for a classmate 403; another class 404. */
const SIGNING = {
  rule: "the class's teacher, or the student for themself",
  expect: row(401, '2xx', 403, 404, 404, '2xx'),
};

export const CONTRACT_AND_QUESTION_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/social-contracts': {
    ...OWNER,
    example: async (w, db) => {
      await contractIn(db, w.klass);
      return { url: `/api/social-contracts?classId=${w.klass}` };
    },
  },
  'POST /api/social-contracts': {
    ...OWNER,
    example: (w) => ({
      url: '/api/social-contracts',
      payload: { classId: w.klass, title: 'Our Contract', contractText: 'We agree to be kind.' },
    }),
  },
  'DELETE /api/social-contracts/:id': {
    ...OWNER,
    example: async (w, db) => ({ url: `/api/social-contracts/${await contractIn(db, w.klass)}` }),
  },
  'POST /api/contract-rules': {
    ...OWNER,
    example: async (w, db) => ({
      url: '/api/contract-rules',
      payload: {
        contractId: await contractIn(db, w.klass),
        category: 'non_negotiable',
        ruleText: 'Be kind',
        order: 1,
      },
    }),
  },
  'POST /api/generate-unified-contract': {
    ...OWNER,
    example: async (w, db) => {
      await contractIn(db, w.klass);
      return { url: '/api/generate-unified-contract', payload: { classId: w.klass } };
    },
  },
  'GET /api/unified-contract': {
    ...CLASS_VIEW,
    example: async (w, db) => {
      await contractIn(db, w.klass, true);
      return { url: `/api/unified-contract?classId=${w.klass}` };
    },
  },
  'POST /api/unified-contract': {
    ...OWNER,
    example: (w) => ({
      url: '/api/unified-contract',
      payload: {
        classId: w.klass,
        title: 'Unified',
        contractText: 'We agree.',
        rules: [{ category: 'should_do', ruleText: 'Listen' }],
      },
    }),
  },
  'POST /api/contract-signatures': {
    ...SIGNING,
    example: async (w, db) => ({
      url: '/api/contract-signatures',
      payload: { contractId: await contractIn(db, w.klass, true), studentId: w.self },
    }),
  },
  'GET /api/questions': {
    ...CLASS_VIEW,
    example: async (w, db) => {
      await questionIn(db, w.klass);
      return { url: `/api/questions?classId=${w.klass}` };
    },
  },
  'POST /api/questions': {
    ...CLASS_VIEW,
    example: (w) => ({
      url: '/api/questions',
      payload: { classId: w.klass, content: 'Is there homework?', authorName: 'Asker' },
    }),
  },
  'POST /api/questions/:id/replies': {
    ...CLASS_VIEW,
    example: async (w, db) => ({
      url: `/api/questions/${await questionIn(db, w.klass)}/replies`,
      payload: { content: 'Yes, page 4.', authorName: 'Replier' },
    }),
  },
  'POST /api/questions/:id/vote': {
    ...CLASS_VIEW,
    example: async (w, db) => ({
      url: `/api/questions/${await questionIn(db, w.klass)}/vote`,
      payload: { voterName: 'Voter' },
    }),
  },
  'DELETE /api/questions/:id': {
    ...OWNER,
    example: async (w, db) => ({ url: `/api/questions/${await questionIn(db, w.klass)}` }),
  },
  'DELETE /api/questions/:id/replies/:replyId': {
    ...OWNER,
    example: async (w, db) => {
      const questionId = await questionIn(db, w.klass);
      const [r] = await db
        .insert(questionReplies)
        .values({ questionId, content: 'A reply', authorName: 'Someone' })
        .returning({ id: questionReplies.id });
      return { url: `/api/questions/${questionId}/replies/${r.id}` };
    },
  },
};
Object.assign(ROUTE_POLICIES, CONTRACT_AND_QUESTION_POLICIES);

// ---- families (decision 0103) ----

/** The family's own account: family sessions only; teachers and students 403. */
const FAMILY = { rule: 'the family itself', expect: row(401, 403, 403, 403, 403, 403, '2xx') };

/** A code for a brother or sister in a class of their own, so the family can link a second child. */
async function siblingInvite(w: WorldIds, db: Db) {
  const klass = await createClass(db, w.owner, { name: 'Siblingclass' });
  const [sibling] = await createStudents(db, klass.id, 1);
  const code = generateFamilyCode();
  await db
    .insert(familyInvites)
    .values({ studentId: sibling.id, code, expiresAt: new Date(Date.now() + 86_400_000) });
  return code;
}

const FAMILY_POLICIES: Record<string, RoutePolicy> = {
  'POST /api/students/:studentId/family-invites': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/family-invites` }),
  },
  'GET /api/students/:studentId/family': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/family` }),
  },
  'DELETE /api/students/:studentId/family/:familyId': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/family/${w.family}` }),
  },
  'POST /api/classes/:id/family-invites': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/family-invites` }),
  },
  'GET /api/classes/:id/family-settings': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/family-settings` }),
  },
  // Login cards (decision 0161): the class's teacher only; the card's sign-in is public, rate limited.
  'GET /api/classes/:id/login-cards': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/login-cards` }),
  },
  'POST /api/classes/:id/login-cards': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/login-cards`, payload: { studentIds: [w.self] } }),
  },
  'POST /api/students/login-card': {
    ...PUBLIC,
    example: () => ({ url: '/api/students/login-card', payload: { code: 'ACDEF-GHJKM' } }),
  },
  'PATCH /api/classes/:id/family-settings': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/family-settings`, payload: { familyDigest: false } }),
  },
  'POST /api/families/register': {
    ...PUBLIC,
    example: () => ({
      url: '/api/families/register',
      payload: {
        code: 'ABCDEFGHJK',
        name: 'New Parent',
        email: 'new.parent@home.example',
        password: 'Str0ngPass',
      },
    }),
  },
  'POST /api/families/login': {
    ...PUBLIC,
    example: () => ({
      url: '/api/families/login',
      payload: { email: 'who@home.example', password: 'Wr0ngPass' },
    }),
  },
  'POST /api/families/logout': { ...PUBLIC, example: () => ({ url: '/api/families/logout' }) },
  'POST /api/families/forgot-password': {
    ...PUBLIC,
    example: () => ({ url: '/api/families/forgot-password', payload: { email: 'who@home.example' } }),
  },
  'POST /api/families/reset-password': {
    ...PUBLIC,
    example: () => ({
      url: '/api/families/reset-password',
      payload: { token: 'not-a-real-token', password: 'Str0ngPass' },
    }),
  },
  'POST /api/families/verify-email': {
    ...PUBLIC,
    example: () => ({ url: '/api/families/verify-email', payload: { token: 'not-a-real-token' } }),
  },
  'POST /api/families/me/verification': {
    ...FAMILY,
    example: () => ({ url: '/api/families/me/verification' }),
  },
  'POST /api/families/children': {
    ...FAMILY,
    example: async (w, db) => ({
      url: '/api/families/children',
      payload: { code: await siblingInvite(w, db) },
    }),
  },
  'GET /api/families/me': { ...FAMILY, example: () => ({ url: '/api/families/me' }) },
  'PATCH /api/families/me': {
    ...FAMILY,
    example: () => ({ url: '/api/families/me', payload: { weeklyDigest: true } }),
  },
  'DELETE /api/families/me': {
    ...FAMILY,
    example: () => ({ url: '/api/families/me', headers: currentPasswordHeader(DEFAULT_PASSWORD) }),
  },
  'GET /api/families/me/export': { ...FAMILY, example: () => ({ url: '/api/families/me/export' }) },
  'GET /api/families/children/:studentId': {
    ...FAMILY,
    example: (w) => ({ url: `/api/families/children/${w.self}` }),
  },
};
Object.assign(ROUTE_POLICIES, FAMILY_POLICIES);

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

// ---- attendance and the random picker (decisions 0088 and 0089): the teacher's; the wall's pick for the class ----
const ATTENDANCE_AND_PICK_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/classes/:id/attendance': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/attendance?date=2026-03-02` }),
  },
  'PUT /api/classes/:id/attendance': {
    ...OWNER,
    emptyListValid: true,
    example: (w) => ({
      url: `/api/classes/${w.klass}/attendance?date=2026-03-02`,
      payload: { absentStudentIds: [w.classmate] },
    }),
  },
  'GET /api/students/:id/absences': {
    ...OWNER,
    example: (w) => ({ url: `/api/students/${w.self}/absences` }),
  },
  'POST /api/classes/:id/picks': { ...OWNER, example: (w) => ({ url: `/api/classes/${w.klass}/picks` }) },
  'DELETE /api/classes/:id/picks': { ...OWNER, example: (w) => ({ url: `/api/classes/${w.klass}/picks` }) },
  'DELETE /api/classes/:id/picks/current': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/picks/current` }),
  },
  'GET /api/picks/current': {
    ...CLASS_VIEW,
    example: (w) => ({ url: `/api/picks/current?classId=${w.klass}` }),
  },
};
Object.assign(ROUTE_POLICIES, ATTENDANCE_AND_PICK_POLICIES);

// A child waiting to join under a name the class has (decision 0164): the teacher's alone.
let waitingChildren = 0;
const JOIN_REQUEST_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/classes/:id/join-requests': {
    ...OWNER,
    example: (w) => ({ url: `/api/classes/${w.klass}/join-requests` }),
  },
  'POST /api/join-requests/:id': {
    ...OWNER,
    example: async (w, db) => {
      const [request] = await db
        .insert(joinRequests)
        .values({
          classId: w.klass,
          firstName: 'Waiting',
          lastName: 'Child',
          email: `waiting-${++waitingChildren}@school.edu`,
          passwordHash: 'not-a-hash',
        })
        .returning();
      return { url: `/api/join-requests/${request.id}`, payload: { action: 'refuse' } };
    },
  },
};
Object.assign(ROUTE_POLICIES, JOIN_REQUEST_POLICIES);
