import type { StudentFigures } from '../../../shared/events/figures';
import type { StreamView } from '../../../shared/events/schemas';
import type { Principal } from '../../auth/sessions';
import type { ChangeEvent } from '../../realtime/bus';

/**
 * One event's `data` as this stream may see it (docs/architecture.md#live-updates, decision 0038).
 * Figures are narrowed to the audience, never widened:
 * - a teacher's screens get every figure of their class;
 * - a student's get only their own (an empty list says "nothing of yours changed");
 * - a projector (`?view=projector`, a wall display) gets balances of 0 or more only, like
 *   GET /api/projector, and nothing else: no homework scores, skills or record ids.
 */
export function messageFor(event: ChangeEvent, principal: Principal, view: StreamView): string {
  const base = { topic: event.topic, classId: event.classId };
  const students = event.students && figuresFor(event.topic, event.students, principal, view);
  return JSON.stringify(students ? { ...base, students } : base);
}

function figuresFor(
  topic: string,
  figures: StudentFigures[],
  principal: Principal,
  view: StreamView,
): StudentFigures[] | undefined {
  if (view === 'projector') {
    if (topic !== 'behaviors') return undefined;
    return figures.flatMap(({ id, balance }) =>
      balance !== undefined && balance >= 0 ? [{ id, balance }] : [],
    );
  }
  if (principal.kind === 'student') return figures.filter((f) => f.id === principal.studentId);
  return figures;
}
