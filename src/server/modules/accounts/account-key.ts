/**
 * The lockout's name for a teacher account: the id, so a trusted browser stays trusted across an
 * email change; the typed email when no account has it (failures still count, nothing is told).
 */
export const teacherAccountKey = (teacher: { id: number } | undefined, email: string) =>
  teacher ? `teacher:${teacher.id}` : `teacher:${email.toLowerCase()}`;
