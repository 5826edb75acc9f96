import { EscapeClose } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTimerAction } from './timer-api';
import { TimerControls } from './timer-controls';
import { type Countdown, formatClock } from './use-countdown';

interface TimerFullScreenProps {
  classId: number;
  className: string;
  countdown: Countdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The teacher's own timer over the whole screen (decision 0151): the clock as large as the
 * screen allows, with Pause or Resume, +1 minute and Stop. Escape, Close or Stop go back to the
 * class. A dialog of its own (not the common panel): it fills the screen at every width.
 */
export function TimerFullScreen({ classId, className, countdown, open, onOpenChange }: TimerFullScreenProps) {
  const action = useTimerAction(classId);
  const { state, seconds } = countdown;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          data-testid="timer-full-screen"
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-surface p-6 text-foreground focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <RadixDialog.Title className="px-12 text-center text-xl font-semibold text-muted-foreground sm:text-2xl">
            Timer · {className}
          </RadixDialog.Title>
          <RadixDialog.Description className="sr-only">
            The class timer over the whole screen. Escape goes back to the class.
          </RadixDialog.Description>
          {state === 'finished' ? (
            <p role="alert" className="text-center text-[min(16vw,22vh)] leading-none font-extrabold">
              Time&apos;s up!
            </p>
          ) : (
            <p
              role="timer"
              data-testid="timer-full-screen-face"
              aria-label={`${formatClock(seconds)} left${state === 'paused' ? ', paused' : ''}`}
              className={cn(
                'font-mono text-[min(26vw,40vh)] leading-none font-bold tabular-nums',
                state === 'paused' && 'text-muted-foreground',
              )}
            >
              {formatClock(seconds)}
            </p>
          )}
          {state === 'paused' ? <p className="text-lg text-muted-foreground">Paused</p> : null}
          <TimerControls
            action={action}
            state={state}
            className="flex flex-wrap justify-center gap-2"
            onStopped={() => onOpenChange(false)}
          />
          <EscapeClose />
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-6" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
