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
import { zodResolver } from '@hookform/resolvers/zod';
import { Play } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type CustomTimeValues, customTimeSchema } from './form-schemas';
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
  // The message shows from a Start until the next Start, as the teacher types (reValidateMode),
  // and focus stays where it was.
  const form = useForm<CustomTimeValues>({
    resolver: zodResolver(customTimeSchema),
    defaultValues: { custom: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // A started timer shows beside the class (and full screen from there): the dialog makes way.
  const start = (secondsToRun: number) =>
    action.mutate({ kind: 'start', seconds: secondsToRun }, { onSuccess: () => onOpenChange(false) });
  const { state, seconds } = countdown;
  const active = state !== 'none';

  const onCustom = form.handleSubmit(({ custom }) => {
    const value = parseTimerInput(custom);
    if (value === null) return;
    form.reset();
    start(value);
  });

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
          <Field
            label="Custom time"
            hint="Minutes, or minutes:seconds (2:30)"
            error={form.formState.errors.custom?.message}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 3 or 2:30"
              {...form.register('custom')}
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
