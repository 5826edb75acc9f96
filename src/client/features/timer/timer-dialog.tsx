import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { TIMER_MAX_SECONDS } from '@shared/timer/schemas';
import { Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTimerAction } from './timer-api';
import { TimerControls } from './timer-controls';
import { parseTimerInput } from './timer-input';
import { type Countdown, formatClock } from './use-countdown';

const PRESETS = [1, 2, 5, 10] as const;

interface TimerDialogProps {
  classId: number;
  className: string;
  countdown: Countdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dashboard's timer controls (decision 0093): one tap on a preset starts (or restarts)
 * the class's timer and closes the dialog (decision 0151); while it runs, pause or resume,
 * +1 minute and stop, each one tap. The projector follows live.
 */
export function TimerDialog({ classId, className, countdown, open, onOpenChange }: TimerDialogProps) {
  const action = useTimerAction(classId);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A started timer shows beside the class (and full screen from there): the dialog makes way.
  const start = (secondsToRun: number) =>
    action.mutate({ kind: 'start', seconds: secondsToRun }, { onSuccess: () => onOpenChange(false) });
  const { state, seconds } = countdown;
  const active = state !== 'none';

  const onCustom = (event: FormEvent) => {
    event.preventDefault();
    const value = parseTimerInput(custom);
    if (value === null) return setError('Type minutes (5) or minutes and seconds (2:30).');
    if (value < 1 || value > TIMER_MAX_SECONDS) return setError('From 0:01 to 120 minutes.');
    setError(undefined);
    setCustom('');
    start(value);
  };

  let face = 'No timer running';
  if (state === 'running') face = formatClock(seconds);
  else if (state === 'paused') face = formatClock(seconds);
  else if (state === 'finished') face = "Time's up!";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Timer</DialogTitle>
          <DialogDescription>For {className}: shown on the projector as it runs.</DialogDescription>
        </DialogHeader>

        <div className="grid justify-items-center gap-1 rounded-xl border bg-surface-muted px-4 py-3">
          <p
            data-testid="timer-face"
            className={cn(
              'font-bold tabular-nums',
              active ? 'font-mono text-5xl' : 'text-lg text-muted-foreground',
              state === 'paused' && 'text-muted-foreground',
            )}
          >
            {face}
          </p>
          {state === 'paused' ? <p className="text-sm text-muted-foreground">Paused</p> : null}
        </div>

        {active ? <TimerControls action={action} state={state} className="grid grid-cols-3 gap-2" /> : null}

        <div className="grid gap-2">
          <p className="text-sm font-medium">{active ? 'Start again' : 'Start'}</p>
          <div className="grid grid-cols-4 gap-2">
            {PRESETS.map((minutes) => (
              <Button
                key={minutes}
                size="lg"
                variant={active ? 'outline' : 'primary'}
                onClick={() => start(minutes * 60)}
                disabled={action.isPending}
              >
                {minutes} min
              </Button>
            ))}
          </div>
        </div>

        <form noValidate onSubmit={onCustom} className="grid grid-cols-[1fr_auto] items-end gap-2">
          <Field label="Custom time" hint="Minutes, or minutes:seconds (2:30)" error={error}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 3 or 2:30"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            variant="outline"
            disabled={action.isPending}
            className="mb-[1.625rem]"
          >
            <Play aria-hidden="true" />
            Start
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
