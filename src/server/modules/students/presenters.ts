import type { StudentView } from '../../../shared/accounts/schemas';
import type { StudentSkillView } from '../../../shared/skills/schemas';
import type { StudentWithSkills } from '../../../shared/students/schemas';
import type { students } from '../../db/schema';

/** The columns a view needs; a full row fits too. */
export type StudentRow = Pick<
  typeof students.$inferSelect,
  | 'id'
  | 'classId'
  | 'firstName'
  | 'lastName'
  | 'nickname'
  | 'email'
  | 'photoUrl'
  | 'bio'
  | 'balance'
  | 'hwScore'
  | 'isRegistered'
  | 'createdAt'
>;

// Explicit fields: passwordHash, loginCode and googleId never leave the server.
export const presentStudent = (s: StudentRow): StudentView => ({
  id: s.id,
  classId: s.classId,
  firstName: s.firstName,
  lastName: s.lastName,
  nickname: s.nickname,
  email: s.email,
  photoUrl: s.photoUrl,
  bio: s.bio,
  balance: s.balance,
  hwScore: s.hwScore,
  isRegistered: s.isRegistered,
  createdAt: s.createdAt.toISOString(),
});

export function presentStudentWithSkills(s: StudentRow & { skills: StudentSkillView[] }): StudentWithSkills {
  // One new object per student (the roster is the hottest read). The skills were built field by
  // field in students/queries.ts (withSkills), each skill the catalogue's own { id, name,
  // description }: nothing to leave out.
  const view: StudentView & { skills?: StudentSkillView[] } = presentStudent(s);
  view.skills = s.skills;
  return view as StudentWithSkills;
}
