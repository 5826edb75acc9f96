import type { StudentFigures } from '../../shared/events/figures';
import type { ChangeEvent, EventBus } from './bus';

/**
 * Publishes one event per class touched, each carrying the figures of that class's students
 * (docs/architecture.md#live-updates): a teacher's screen of class A has no use for class B's
 * figures, and the events route narrows each further to what its audience may see.
 */
export function publishFigures(
  bus: EventBus,
  topic: string,
  changes: readonly (StudentFigures & { classId: number })[],
) {
  const byClass = new Map<number, StudentFigures[]>();
  for (const { classId, ...figures } of changes) {
    const list = byClass.get(classId) ?? [];
    list.push(figures);
    byClass.set(classId, list);
  }
  for (const [classId, students] of byClass) {
    const event: ChangeEvent = { topic, classId, students };
    bus.publish(event);
  }
}
