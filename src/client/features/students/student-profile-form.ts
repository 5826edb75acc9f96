import { isEmail } from '@shared/accounts/email';
import type { StudentView, UpdateStudentBody } from '@shared/students/schemas';
import { z } from 'zod';

// Edit Profile: the student fields a teacher may change (PATCH /api/students/{id}). The rules
// mirror the server's (src/shared/students/schemas.ts); an empty optional field clears it.

const optional = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const studentProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'Must be at most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Must be at most 100 characters'),
  nickname: optional(100),
  email: optional(320).refine((v) => v === '' || isEmail(v), 'Please enter a valid email address'),
  bio: optional(2000),
  photoUrl: optional(2000).refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v),
    'Photo URL must start with http://, https:// or /',
  ),
});
export type StudentProfileValues = z.input<typeof studentProfileSchema>;

export const profileValuesOf = (s: StudentView): StudentProfileValues => ({
  firstName: s.firstName,
  lastName: s.lastName,
  nickname: s.nickname ?? '',
  email: s.email ?? '',
  bio: s.bio ?? '',
  photoUrl: s.photoUrl ?? '',
});

/** Trimmed values; '' clears an optional field on the server. */
export const profileBodyOf = (v: StudentProfileValues): UpdateStudentBody => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  nickname: v.nickname.trim(),
  email: v.email.trim(),
  bio: v.bio.trim(),
  photoUrl: v.photoUrl.trim(),
});
