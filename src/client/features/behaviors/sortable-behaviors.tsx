import type { ClassBehavior } from '@client/features/behavior-types/behavior-types-api';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { type ReactNode, useState } from 'react';

/**
 * The class's behaviours, reordered by drag and drop or by keyboard (focus a handle, Space to
 * lift, arrows to move, Space to drop; each step is announced by name and position). The handle
 * is 44 px: the editor is used on a phone too. `onMove` gets the moved one, its new position and
 * the whole new order.
 */
export function SortableBehaviors({
  items,
  onMove,
  renderItem,
}: {
  items: ClassBehavior[];
  onMove: (id: number, position: number, order: ClassBehavior[]) => void;
  renderItem: (item: ClassBehavior, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The announcements' live region lives inside the dialog: a modal dialog hides the rest of
  // the page from screen readers, a region left in <body> would never be heard.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  const ids = items.map((i) => i.id);
  const name = (id: UniqueIdentifier) => items.find((i) => i.id === Number(id))?.name ?? 'Behavior';
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over ${position(over.id)}.` : `${name(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at ${position(over.id)}.`
        : `${name(active.id)} dropped; order unchanged.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled; order unchanged.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = ids.indexOf(Number(over.id));
    onMove(Number(active.id), to, arrayMove(items, ids.indexOf(Number(active.id)), to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        container: liveRegion ?? undefined,
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space, move with the arrow keys, then press Space again to drop or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label="The class's behaviors, in order" className="grid gap-1.5">
          {items.map((item) => (
            <Row key={item.id} item={item}>
              {(handle) => renderItem(item, handle)}
            </Row>
          ))}
        </ul>
      </SortableContext>
      <div ref={setLiveRegion} />
    </DndContext>
  );
}

function Row({ item, children }: { item: ClassBehavior; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${item.name}`}
      className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-testid="behavior-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 min-w-0 opacity-80' : 'min-w-0'}
    >
      {children(handle)}
    </li>
  );
}
