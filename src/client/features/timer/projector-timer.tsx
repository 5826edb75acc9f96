import { useMe } from '@client/features/accounts/accounts-api';
import { cn } from '@client/lib/cn';
import { playSound } from '@client/lib/sounds';
import { AlarmClock, Pause, Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useProjectorAwardSounds } from './projector-sounds';
import { useTimer } from './timer-api';
import { formatClock, useCountdown } from './use-countdown';

/** "Time's up!" stays on the wall this long after the end, then the timer makes way (decision 0093). */
export const TIMES_UP_SHOWN_MS = 60_000;

/**
 * The class timer on the projector and /display (decision 0092): a large countdown from the
 * class's timer, kept current by the live topic 'timer'; it counts against the server's clock
 * (decision 0092), so a projector opened mid-countdown, or with a wrong clock, shows the right
 * time. At zero: "Time's up!" and, with sound on, a chime. Also plays the award sounds.
 * `teacherClassId`: the teacher's shown class (undefined for all classes); a student's is
 * their own.
 */
export function ProjectorTimer({ teacherClassId }: { teacherClassId: number | undefined }) {
  const { data: me } = useMe();
  const classId = me?.kind === 'student' ? me.class.id : me?.kind === 'teacher' ? teacherClassId : undefined;
  const timer = useTimer(classId);
  const countdown = useCountdown(timer.data);
  const soundOn = me?.kind === 'teacher' ? me.teacher.soundEnabled : (timer.data?.soundEnabled ?? false);
  useProjectorAwardSounds(classId, soundOn);

  // The chime is for reaching zero while on the wall, not for a timer that had ended before.
  const previous = useRef(countdown.state);
  useEffect(() => {
    if (previous.current === 'running' && countdown.state === 'finished') playSound('chime', soundOn);
    previous.current = countdown.state;
  }, [countdown.state, soundOn]);

  const { state, seconds, overMs } = countdown;
  if (state === 'none' || (state === 'finished' && overMs > TIMES_UP_SHOWN_MS)) return null;

  const finished = state === 'finished';
  return (
    <section
      aria-label="Class timer"
      data-testid="projector-timer"
      className={cn(
        'mb-4 flex flex-wrap items-center justify-center gap-x-8 gap-y-1 rounded-2xl border-2 px-6 py-3 lg:mb-0 lg:min-w-0 lg:flex-1 lg:py-2',
        finished ? 'border-brand bg-brand-soft text-brand-soft-foreground' : 'border-border bg-surface',
      )}
    >
      <p className="flex items-center gap-2 text-xl font-semibold text-muted-foreground lg:text-[min(1.875rem,4vh)]">
        {finished ? (
          <AlarmClock aria-hidden="true" className="size-7 lg:size-[1.2em]" />
        ) : state === 'paused' ? (
          <Pause aria-hidden="true" className="size-7 lg:size-[1.2em]" />
        ) : (
          <Timer aria-hidden="true" className="size-7 lg:size-[1.2em]" />
        )}
        {finished ? 'Timer' : state === 'paused' ? 'Paused' : 'Time left'}
      </p>
      {finished ? (
        <p role="alert" className="text-5xl font-extrabold sm:text-7xl lg:text-[min(8rem,8vh)]">
          Time&apos;s up!
        </p>
      ) : (
        <p
          role="timer"
          aria-label={`${formatClock(seconds)} left${state === 'paused' ? ', paused' : ''}`}
          data-testid="projector-countdown"
          className={cn(
            'font-mono text-6xl leading-none font-bold tabular-nums sm:text-8xl lg:text-[min(10rem,10vh)]',
            state === 'paused' && 'text-muted-foreground',
          )}
        >
          {formatClock(seconds)}
        </p>
      )}
    </section>
  );
}
