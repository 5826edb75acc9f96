import { useCurrentClass } from '@client/features/classes/classes-api';
import { cn } from '@client/lib/cn';
import { AlarmClock, Maximize2, Pause, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTimer } from './timer-api';
import { TimerFullScreen } from './timer-full-screen';
import { formatClock, useCountdown } from './use-countdown';

/** "Time's up!" stays beside the class this long after the end, unless tapped away (decision 0151). */
export const TIMES_UP_ON_DASHBOARD_MS = 5_000;

/**
 * The class's running timer beside the class selector, at every width (decision 0151): the
 * time left, large enough to read from the front of the room; a tap shows it over the whole
 * screen. At the end "Time's up!" for 5 s, or until tapped. Nothing when no timer runs.
 */
export function RunningTimer() {
  const { current } = useCurrentClass();
  const timer = useTimer(current?.id);
  const countdown = useCountdown(timer.data);
  const [fullScreen, setFullScreen] = useState(false);
  // The end the teacher tapped away (a timer started again ends elsewhere and shows again).
  const [dismissedEnd, setDismissedEnd] = useState<string | null>(null);
  if (!current) return null;

  const { state, seconds, overMs } = countdown;
  const endsAt = timer.data?.endsAt ?? null;
  const finished = state === 'finished';
  const timesUpShown = finished && overMs < TIMES_UP_ON_DASHBOARD_MS && dismissedEnd !== endsAt;
  const shown = state === 'running' || state === 'paused' || timesUpShown;

  return (
    <>
      {shown ? (
        <button
          type="button"
          data-testid="running-timer"
          onClick={() => (finished ? setDismissedEnd(endsAt) : setFullScreen(true))}
          aria-label={
            finished
              ? "Time's up! Dismiss"
              : `Timer: ${formatClock(seconds)} left${state === 'paused' ? ', paused' : ''}. Show full screen`
          }
          className={cn(
            'inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border-2 px-2.5 font-semibold sm:h-10 sm:px-3',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            finished
              ? 'border-brand bg-brand text-brand-foreground'
              : 'border-brand/50 bg-brand-soft text-brand-soft-foreground hover:bg-brand-soft/70',
          )}
        >
          {finished ? (
            <AlarmClock aria-hidden="true" className="size-5" />
          ) : state === 'paused' ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            // The figures say it on a phone: the class, the timer and Tools share one row.
            <Timer aria-hidden="true" className="size-5 max-sm:hidden" />
          )}
          <span aria-hidden="true" className={cn(!finished && 'font-mono text-lg tabular-nums')}>
            {finished ? "Time's up!" : formatClock(seconds)}
          </span>
          {finished ? null : <Maximize2 aria-hidden="true" className="size-4 opacity-70 max-sm:hidden" />}
        </button>
      ) : null}
      <TimerFullScreen
        classId={current.id}
        className={current.name}
        countdown={countdown}
        open={fullScreen && state !== 'none'}
        onOpenChange={setFullScreen}
      />
    </>
  );
}
