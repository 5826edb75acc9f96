import { CloudUpload } from 'lucide-react';
import { usePendingFor } from './use-pending';

/**
 * On a student's card while a change to them waits for the network: a small cloud beside the
 * name (never over it), its words for screen readers and on hover. The figure on the card
 * already includes the change (decision 0097).
 */
export function PendingMark({ studentId }: { studentId: number }) {
  const count = usePendingFor(studentId);
  if (count === 0) return null;
  const text = `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
  return (
    <span
      data-testid="pending-mark"
      title={text}
      className="pointer-events-none inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning-text ring-1 ring-warning-text/40"
    >
      <CloudUpload aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{text}</span>
    </span>
  );
}
