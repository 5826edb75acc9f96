import { cn } from '@client/lib/cn';
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

/** Where an item went: its id, its new position (0-based) and the whole new order. */
export interface SortableMove<T> {
  id: number;
  position: number;
  order: T[];
}

/**
 * A list reordered by drag and drop or by keyboard (focus a handle, Space to lift, arrows to
 * move, Space to drop; each step is announced by the item's name and position: dnd-kit's own
 * words name items by id). The lesson plans' sections and resources and a class's behaviours
 * use it. `onMove` gets the moved item's id, its new position and the new order.
 */
export function SortableList<T extends { id: number }>({
  items,
  onMove,
  nameOf,
  renderItem,
  className,
  label,
  handleSize = 'sm',
  announceInline = false,
  itemTestId,
}: {
  items: T[];
  onMove: (move: SortableMove<T>) => void;
  nameOf: (item: T) => string;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  className?: string;
  /** The list's accessible name. */
  label?: string;
  /** 'lg': a 44 px handle, for a list used on a phone. */
  handleSize?: 'sm' | 'lg';
  /**
   * Render the announcements' live region beside the list instead of in <body>: inside a modal
   * dialog, which hides the rest of the page from screen readers, a region in <body> is never heard.
   */
  announceInline?: boolean;
  /** A data-testid on each item. */
  itemTestId?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
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
    const to = ids.indexOf(Number(over.id));
    onMove({
      id: Number(active.id),
      position: to,
      order: arrayMove(items, ids.indexOf(Number(active.id)), to),
    });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        container: announceInline ? (liveRegion ?? undefined) : undefined,
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space, move with the arrow keys, then press Space again to drop or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              handleSize={handleSize}
              testId={itemTestId}
            >
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
      {announceInline ? <div ref={setLiveRegion} /> : null}
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  handleSize,
  testId,
  children,
}: {
  id: number;
  name: string;
  handleSize: 'sm' | 'lg';
  testId?: string;
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
      className={cn(
        'inline-flex shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing',
        handleSize === 'lg' ? 'size-11' : 'size-8',
      )}
    >
      <GripVertical aria-hidden="true" className={handleSize === 'lg' ? 'size-5' : 'size-4'} />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-testid={testId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      // min-w-0: a long name wraps or truncates instead of widening the list past a phone's screen.
      className={isDragging ? 'relative z-10 min-w-0 opacity-80' : 'min-w-0'}
    >
      {children(handle)}
    </li>
  );
}
