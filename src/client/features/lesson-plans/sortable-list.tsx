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
import type { ReactNode } from 'react';

/**
 * A list reordered by drag and drop or by keyboard (focus a handle, Space to lift, arrows to
 * move, Space to drop; dnd-kit announces each step). `onReorder` gets the ids in the new order.
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  nameOf,
  renderItem,
  className,
}: {
  items: T[];
  onReorder: (ids: number[]) => void;
  nameOf: (item: T) => string;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit's own announcements name items by id ("item 2 was moved over droppable area 1"):
  // a screen reader user needs the title and the position it would land on.
  const ids = items.map((i) => i.id);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === Number(id));
    return item ? nameOf(item) : 'Item';
  };
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
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space, move with the arrow keys, then press Space again to drop or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul className={className}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} name={nameOf(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  children,
}: {
  id: number;
  name: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${name}`}
      className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      // min-w-0: a long title truncates instead of widening the list past a phone's screen.
      className={isDragging ? 'relative z-10 min-w-0 opacity-80' : 'min-w-0'}
    >
      {children(handle)}
    </li>
  );
}
