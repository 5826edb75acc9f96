// The whole data model. Constraints of the product rules (docs/product.md) are enforced here too,
// so a bug in a route can never store what the product forbids.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_MARKS } from '../../shared/attendance/marks';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    // Null for an account made by signing in with the school's identity provider (OIDC): no
    // password signs in to it until its owner sets one.
    passwordHash: text('password_hash'),
    schoolName: varchar('school_name', { length: 200 }),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationToken: text('verification_token'),
    // Verification links expire like reset links; a stale mailbox must not verify an address.
    verificationTokenExpiry: timestamp('verification_token_expiry', { withTimezone: true }),
    resetToken: text('reset_token'),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true }),
    // An address the teacher asked to move to: not theirs, and blocking nobody, until the link
    // mailed to it is opened (docs/decisions/0047). The verification token is for this one then.
    pendingEmail: varchar('pending_email', { length: 320 }),
    // Sounds on awards and at a timer's end, on this teacher's screens and their projector; off
    // until the teacher turns them on (docs/decisions/0094).
    soundEnabled: boolean('sound_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are compared case-insensitively: one account per address however it is typed.
    uniqueIndex('teachers_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('teachers_verification_token_idx').on(t.verificationToken),
    uniqueIndex('teachers_reset_token_idx').on(t.resetToken),
  ],
);

/**
 * A teacher's account at the school's identity provider (OIDC). Sign-in finds the teacher by the
 * provider's subject id, never by email: an address can be renamed or given to someone else.
 */
export const teacherIdentities = pgTable(
  'teacher_identities',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /** The provider's address when the link was made: shown in Account Settings. */
    email: varchar('email', { length: 320 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teacher_identities_subject_idx').on(t.issuer, t.subject),
    uniqueIndex('teacher_identities_teacher_idx').on(t.teacherId, t.issuer),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    classCode: varchar('class_code', { length: 12 }).notNull().unique(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** The teacher may turn the families' weekly email off for this class (decision 0102). */
    familyDigest: boolean('family_digest').notNull().default(true),
    /** The behaviour set the class started from, and what 'Restore Defaults' brings back. */
    behaviorPreset: varchar('behavior_preset', { length: 10 }).notNull().default('secondary'),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_teacher_idx').on(t.teacherId),
    check('classes_code_format', sql`${t.classCode} ~ '^[A-Z0-9]{6,12}$'`),
    check('classes_name_nonblank', sql`length(trim(${t.name})) > 0`),
    check('classes_behavior_preset', sql`${t.behaviorPreset} in ('primary', 'secondary')`),
  ],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    nickname: varchar('nickname', { length: 100 }),
    email: varchar('email', { length: 320 }),
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    bio: text('bio'),
    balance: integer('balance').notNull().default(0),
    hwScore: integer('hw_score').notNull().default(0),
    /**
     * The login card's code as a keyed hash (HMAC-SHA-256, hex): what a sign-in looks up. The code
     * itself is kept sealed in `loginCard`, for the teacher's reprint (decision 0161).
     */
    loginCode: varchar('login_code', { length: 64 }).unique(),
    loginCard: text('login_card'),
    googleId: varchar('google_id', { length: 255 }).unique(),
    isRegistered: boolean('is_registered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('students_class_name_idx').on(t.classId, t.lastName, t.firstName),
    index('students_email_lower_idx').on(sql`lower(${t.email})`),
    // One roster entry per email in a class: two joins racing with one email cannot both insert.
    uniqueIndex('students_class_email_idx')
      .on(t.classId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const studentSkills = pgTable(
  'student_skills',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.skillId] }),
    index('student_skills_skill_idx').on(t.skillId),
    check('student_skills_points_nonneg', sql`${t.points} >= 0`),
  ],
);

export const behaviors = pgTable(
  'behaviors',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 200 }).notNull(),
    points: integer('points').notNull(),
    description: text('description'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /**
     * An undo ('Undo: {name}', opposite points) names the record it cancels, so students and
     * reports can leave the pair out while both stay for the audit trail (docs/decisions/0076).
     */
    // No foreign key: a record is only ever deleted with its student, undo and all, so it would
    // guard nothing, and its trigger would run for each of the 20 records an award inserts.
    undoesId: integer('undoes_id'),
  },
  (t) => [
    index('behaviors_student_time_idx').on(t.studentId, t.timestamp),
    // Partial: most records undo nothing, and an award of 20 should not write 20 index entries
    // for them (the award's CPU is budgeted); lookups ask for one id, never for null.
    index('behaviors_undoes_idx').on(t.undoesId).where(sql`${t.undoesId} is not null`),
  ],
);

/**
 * A class's own behaviours (docs/decisions/0085). A class without rows shows the spec's 15
 * (src/shared/behaviors/catalogue.ts); its first read writes them here, so every behaviour a
 * teacher sees has an id. Records never point here: an award keeps the name and points it was
 * given with, whatever happens to the behaviour later.
 */
export const behaviorTypes = pgTable(
  'behavior_types',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    points: integer('points').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    icon: varchar('icon', { length: 40 }).notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Unique ignoring case: 'Kind words' and 'Kind Words' would be one button twice.
    uniqueIndex('behavior_types_class_name_idx').on(t.classId, sql`lower(${t.name})`),
    index('behavior_types_class_position_idx').on(t.classId, t.position),
    check('behavior_types_points_check', sql`${t.points} between -5 and 5 and ${t.points} <> 0`),
    check(
      'behavior_types_kind_check',
      sql`(${t.kind} = 'positive' and ${t.points} > 0) or (${t.kind} in ('negative', 'warning') and ${t.points} < 0)`,
    ),
  ],
);

export const homeworkEntries = pgTable(
  'homework_entries',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    description: text('description'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_student_time_idx').on(t.studentId, t.timestamp)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    votesCount: integer('votes_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_class_time_idx').on(t.classId, t.createdAt),
    check('questions_content_nonblank', sql`length(trim(${t.content})) > 0`),
    check('questions_author_nonblank', sql`length(trim(${t.authorName})) > 0`),
  ],
);

export const questionReplies = pgTable(
  'question_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('question_replies_question_idx').on(t.questionId),
    check('question_replies_content_nonblank', sql`length(trim(${t.content})) > 0`),
    check('question_replies_author_nonblank', sql`length(trim(${t.authorName})) > 0`),
  ],
);

export const questionVotes = pgTable(
  'question_votes',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The name shown for the vote; it decides nothing (decision 0050). */
    voterName: varchar('voter_name', { length: 100 }).notNull(),
    // Who cast the vote: a student or the class's teacher. A vote stays counted when its voter
    // is deleted (votesCount always equals the votes), no longer tied to anyone.
    voterStudentId: integer('voter_student_id').references(() => students.id, { onDelete: 'set null' }),
    voterTeacherId: integer('voter_teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // One vote per voter per question, the voter being the account, not a name: the database
  // answers "Already voted". Voter first, so deleting a student finds their votes by index.
  (t) => [
    index('question_votes_question_idx').on(t.questionId),
    uniqueIndex('question_votes_unique_student').on(t.voterStudentId, t.questionId),
    uniqueIndex('question_votes_unique_teacher').on(t.voterTeacherId, t.questionId),
    check('question_votes_one_voter', sql`num_nonnulls(${t.voterStudentId}, ${t.voterTeacherId}) <= 1`),
  ],
);

export const socialContracts = pgTable(
  'social_contracts',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    contractText: text('contract_text').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isUnified: boolean('is_unified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('social_contracts_class_idx').on(t.classId)],
);

export const contractRules = pgTable(
  'contract_rules',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => socialContracts.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).notNull(),
    ruleText: text('rule_text').notNull(),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_rules_contract_idx').on(t.contractId, t.order),
    check('contract_rules_category', sql`${t.category} in ('should_do', 'should_not_do', 'non_negotiable')`),
    check('contract_rules_text_nonblank', sql`length(trim(${t.ruleText})) > 0`),
  ],
);

export const contractSignatures = pgTable(
  'contract_signatures',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => socialContracts.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.studentId] }),
    index('contract_signatures_student_idx').on(t.studentId),
  ],
);

export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    date: varchar('date', { length: 10 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lesson_plans_teacher_date_idx').on(t.teacherId, t.date),
    check('lesson_plans_date_format', sql`${t.date} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check('lesson_plans_title_nonblank', sql`length(trim(${t.title})) > 0`),
  ],
);

export const lessonSections = pgTable(
  'lesson_sections',
  {
    id: serial('id').primaryKey(),
    lessonPlanId: integer('lesson_plan_id')
      .notNull()
      .references(() => lessonPlans.id, { onDelete: 'cascade' }),
    sectionNumber: varchar('section_number', { length: 3 }).notNull(),
    sectionName: varchar('section_name', { length: 200 }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_sections_plan_idx').on(t.lessonPlanId, t.displayOrder),
    check('lesson_sections_number', sql`${t.sectionNumber} ~ '^[1-8]0[1-3]$'`),
  ],
);

export const sectionResources = pgTable(
  'section_resources',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => lessonSections.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    url: text('url').notNull(),
    resourceType: varchar('resource_type', { length: 20 }).notNull().default('other'),
    displayOrder: integer('display_order').notNull().default(0),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('section_resources_section_idx').on(t.sectionId, t.displayOrder),
    check(
      'section_resources_type',
      sql`${t.resourceType} in ('google_doc', 'google_slide', 'youtube', 'other')`,
    ),
  ],
);

export const periods = pgTable(
  'periods',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    periodNumber: integer('period_number').notNull(),
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    room: varchar('room', { length: 50 }).notNull().default('227'),
    label: varchar('label', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('periods_teacher_number_idx').on(t.teacherId, t.periodNumber),
    check('periods_number_range', sql`${t.periodNumber} between 1 and 8`),
  ],
);

// Sessions live in the database so any app instance can serve any request (docs/architecture.md#permissions).
// Only the SHA-256 of the token is stored: a leaked table cannot be replayed as cookies.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_teacher_idx').on(t.teacherId),
    index('sessions_student_idx').on(t.studentId),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_expires_idx').on(t.expiresAt),
    check(
      'sessions_principal',
      sql`(${t.kind} = 'teacher' and ${t.teacherId} is not null and ${t.studentId} is null and ${t.familyId} is null) or (${t.kind} = 'student' and ${t.studentId} is not null and ${t.teacherId} is null and ${t.familyId} is null) or (${t.kind} = 'family' and ${t.familyId} is not null and ${t.teacherId} is null and ${t.studentId} is null)`,
    ),
  ],
);

// Counters of rate limits and lockouts, shared by every instance
// (docs/architecture.md#permissions): a guesser gains nothing by spreading attempts over servers.
// One row per key and window; expired rows are swept with the expired sessions.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

// Secrets every instance must share, made by whichever instance starts first: the key that
// signs device cookies (docs/decisions/0046). A copy of the database lets one forge a device
// cookie, which skips lockouts but never the password.
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// Uploaded files (lesson-plan resources). Owned by a teacher so deletion cascades.
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    objectKey: varchar('object_key', { length: 100 }).notNull().unique(),
    contentType: varchar('content_type', { length: 200 }),
    /** The checked file's size; null until it was checked. */
    size: integer('size'),
    /** The size the upload address was signed for: what the store may hold until it is checked. */
    declaredSize: integer('declared_size'),
    /** The store's ETag when the file was checked, to notice content replaced afterwards. */
    etag: varchar('etag', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_teacher_idx').on(t.teacherId)],
);

// A class's countdown, shared by the teacher's phone, laptop and the projector (any instance):
// running, it has `endsAt`; paused, the milliseconds it had left. No row: no timer. Times are
// the database's clock, so instances with drifting clocks agree (docs/decisions/0092).
export const classTimers = pgTable(
  'class_timers',
  {
    classId: integer('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pausedRemainingMs: integer('paused_remaining_ms'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('class_timers_one_state', sql`(${t.endsAt} is null) <> (${t.pausedRemainingMs} is null)`),
    check('class_timers_paused_positive', sql`${t.pausedRemainingMs} is null or ${t.pausedRemainingMs} > 0`),
  ],
);

// Attendance (docs/decisions/0088, 0146): one row per student and day they were not simply
// present — absent, late or left early (`mark`); a day without rows is a day everyone was here.
// Rows go with their student, and follow them to another class.
export const absences = pgTable(
  'absences',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mark: varchar('mark', { length: 12, enum: ATTENDANCE_MARKS }).notNull().default('absent'),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.day] }),
    check('absences_mark_known', sql`${t.mark} in ('absent', 'late', 'left_early')`),
  ],
);

// The random picker's current round (docs/decisions/0089): the students picked so far, in the
// database so every instance and every device of the teacher share one round. A student appears
// at most once per class (the unique index is the last guard against two picks racing).
export const picks = pgTable(
  'picks',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The teacher closed the picker: the wall stops showing this pick (decision 0147). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('picks_class_student_idx').on(t.classId, t.studentId)],
);
// The answers of writes sent with an `Idempotency-Key` (an offline queue's retries): a repeat
// of the key gets the first answer and applies nothing again (docs/decisions/0096). Per
// account, so two teachers' keys never meet; kept 24 hours, then swept.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
// ---- families (docs/decisions/0100–0103) ----

/**
 * A parent's account. It sees only the children linked to it (family_links). With no link left
 * it is deleted by the sweeper 30 days after `unlinkedSince` (decision 0101).
 */
export const families = pgTable(
  'families',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /** The weekly email's slot last claimed for this account: two instances never send it twice (decision 0102). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    resetToken: text('reset_token'),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true }),
    // As teachers' (decision 0047): the address proven by its mailed link; a new one waits in
    // pending_email until its link is opened. Nothing about a child is mailed before (decision 0115).
    isVerified: boolean('is_verified').notNull().default(false),
    verificationToken: text('verification_token'),
    verificationTokenExpiry: timestamp('verification_token_expiry', { withTimezone: true }),
    pendingEmail: varchar('pending_email', { length: 320 }),
    /** Since when the account has had no linked child (set and cleared by the sweeper and the link commands). */
    unlinkedSince: timestamp('unlinked_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('families_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('families_reset_token_idx').on(t.resetToken),
    uniqueIndex('families_verification_token_idx').on(t.verificationToken),
  ],
);

/**
 * A student's one live invite (a new one replaces it: the old code is dead). Stored as given:
 * the teacher reprints it; it only lets a family ask to be linked, twice, for 30 days.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 10 }).notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_invites_code_idx').on(t.code),
    check('family_invites_uses', sql`${t.uses} between 0 and 2`),
  ],
);

/** Which family account sees which child. Ends with the student (and so with their class). */
export const familyLinks = pgTable(
  'family_links',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.studentId] }),
    index('family_links_student_idx').on(t.studentId),
  ],
);

/** A job only one instance may run at a time (the weekly family email): held until `until` (decision 0102). */
export const jobLeases = pgTable('job_leases', {
  name: varchar('name', { length: 100 }).primaryKey(),
  holder: varchar('holder', { length: 100 }).notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * A child who joined with the code under the name of a student the class already has, waiting
 * for the teacher to say who they are (decision 0164). Only waiting requests are kept: a decision
 * deletes the row (the account moves onto a student, or is refused). The password is kept only as
 * its argon2 hash, for the account it becomes.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    nickname: varchar('nickname', { length: 100 }),
    email: varchar('email', { length: 320 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One waiting request per email in a class: joining again while waiting finds it.
    uniqueIndex('join_requests_class_email_idx').on(t.classId, sql`lower(${t.email})`),
    index('join_requests_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
