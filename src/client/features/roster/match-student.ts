import { fullName, type RosterStudent } from './roster-api';

/** Case-insensitive over the full name, first name, last name and nickname. */
export function matchesStudentSearch(
  student: Pick<RosterStudent, 'firstName' | 'lastName' | 'nickname'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [fullName(student), student.firstName, student.lastName, student.nickname ?? ''].some((value) =>
    value.toLowerCase().includes(q),
  );
}
