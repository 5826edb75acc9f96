import type { BehaviorView } from '../../../shared/behaviors/schemas';
import type { behaviors } from '../../db/schema';

export const presentBehavior = (b: typeof behaviors.$inferSelect): BehaviorView => ({
  id: b.id,
  studentId: b.studentId,
  type: b.type,
  points: b.points,
  description: b.description,
  timestamp: b.timestamp.toISOString(),
});
