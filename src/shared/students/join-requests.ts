import { z } from 'zod';

// A child who joined under a name the class already has waits for the teacher (decision 0164).

/** What POST /api/students/access answers when the teacher must first say who the child is. */
export const joinPendingResponse = z.object({
  status: z.literal('pending'),
  requestId: z.number(),
});
export type JoinPendingResponse = z.infer<typeof joinPendingResponse>;

/** The code of a sign-in refused because the teacher has not decided yet. */
export const JOIN_PENDING = 'JOIN_PENDING';

/** A student of the class with the name the child gave. */
export const joinRequestMatch = z.object({
  studentId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** Already has an account: the request cannot become it. */
  isRegistered: z.boolean(),
});

export const joinRequestView = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  matches: z.array(joinRequestMatch),
});
export type JoinRequestView = z.infer<typeof joinRequestView>;

const studentIdField = z
  .number({ error: 'studentId must be a student id' })
  .int('studentId must be a student id')
  .positive('studentId must be a student id');

export const joinRequestDecision = z.discriminatedUnion(
  'action',
  [
    /** The child is this student: the request's email and password become their account. */
    z.strictObject({ action: z.literal('link'), studentId: studentIdField }),
    /** A different child with the same name: a new student. */
    z.strictObject({ action: z.literal('add') }),
    /** Not a child of this class: the request is deleted. */
    z.strictObject({ action: z.literal('refuse') }),
  ],
  { error: 'action must be "link", "add" or "refuse"' },
);
export type JoinRequestDecision = z.infer<typeof joinRequestDecision>;

export const joinRequestDecided = z.object({
  action: z.enum(['link', 'add', 'refuse']),
  /** The student the request became (link, add); null when refused. */
  studentId: z.number().nullable(),
});
export type JoinRequestDecided = z.infer<typeof joinRequestDecided>;
