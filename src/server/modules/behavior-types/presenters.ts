import type { BehaviorTypeView } from '../../../shared/behavior-types/schemas';
import type { BehaviorKind } from '../../../shared/behaviors/catalogue';
import type { BehaviorTypeRow } from './queries';

/** Explicit fields only: the class id and position are the list's business. */
export const presentBehaviorType = (row: BehaviorTypeRow): BehaviorTypeView => ({
  id: row.id,
  name: row.name,
  points: row.points,
  kind: row.kind as BehaviorKind,
  icon: row.icon,
});
