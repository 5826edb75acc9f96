import { Button } from '@client/components/ui/button';
import { Pause, Play, Plus, Square } from 'lucide-react';
import type { useTimerAction } from './timer-api';
import type { Countdown } from './use-countdown';

interface TimerControlsProps {
  action: ReturnType<typeof useTimerAction>;
  state: Countdown['state'];
  className?: string;
  /** After the server has stopped the timer (the full screen closes itself). */
  onStopped?: () => void;
}

/** Pause or Resume, +1 minute and Stop, each one tap: in the timer dialog and over the whole screen. */
export function TimerControls({ action, state, className, onStopped }: TimerControlsProps) {
  return (
    <div className={className}>
      {state === 'paused' ? (
        <Button size="lg" onClick={() => action.mutate({ kind: 'resume' })} disabled={action.isPending}>
          <Play aria-hidden="true" />
          Resume
        </Button>
      ) : (
        <Button
          size="lg"
          variant="secondary"
          onClick={() => action.mutate({ kind: 'pause' })}
          disabled={action.isPending || state === 'finished'}
        >
          <Pause aria-hidden="true" />
          Pause
        </Button>
      )}
      <Button
        size="lg"
        variant="outline"
        aria-label="Add 1 minute"
        onClick={() => action.mutate({ kind: 'add', seconds: 60 })}
        disabled={action.isPending}
      >
        <Plus aria-hidden="true" />1 min
      </Button>
      <Button
        size="lg"
        variant="outline"
        onClick={() => action.mutate({ kind: 'stop' }, { onSuccess: onStopped })}
        disabled={action.isPending}
      >
        <Square aria-hidden="true" />
        Stop
      </Button>
    </div>
  );
}
