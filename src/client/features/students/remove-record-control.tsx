import { Button } from '@client/components/ui/button';
import { useRemoveBehavior } from '@client/features/behaviors/behaviors-api';
import type { BehaviorView } from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';

/**
 * The teacher's remove control on a history row (decision 0145): a bin, then "Remove" or "Keep"
 * in its place, so a stray tap in a scrolling list never changes a balance. Removing is the
 * same as an undo: the row stays, struck through.
 */
export function RemoveRecordControl({ record }: { record: BehaviorView }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveBehavior();
  const what = `${record.type} (${formatSignedPoints(record.points)})`;
  if (!asking) {
    return (
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 text-muted-foreground hover:text-danger-text"
        aria-label={`Remove ${what}`}
        title="Remove"
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form fieldset
    <span role="group" aria-label={`Remove ${what}?`} className="flex shrink-0 items-center gap-1">
      <Button
        size="sm"
        variant="destructive"
        className="h-10"
        loading={remove.isPending}
        // Focus follows the question, so a keyboard user answers it at once.
        autoFocus
        onClick={() => remove.mutate(record, { onSettled: () => setAsking(false) })}
      >
        Remove
      </Button>
      <Button size="sm" variant="outline" className="h-10" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  );
}
