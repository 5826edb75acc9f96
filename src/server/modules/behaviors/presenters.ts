import type { BehaviorView } from '../../../shared/behaviors/schemas';
import type { behaviors } from '../../db/schema';

/** `undone`: whether an undo names this record (known by a history read; a write says false). */
export const presentBehavior = (b: typeof behaviors.$inferSelect & { undone?: boolean }): BehaviorView => ({
  id: b.id,
  studentId: b.studentId,
  type: b.type,
  points: b.points,
  description: b.description,
  timestamp: b.timestamp.toISOString(),
  undoesId: b.undoesId,
  undone: b.undone ?? false,
});
