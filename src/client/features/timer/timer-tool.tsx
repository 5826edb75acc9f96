import { buttonClasses } from '@client/components/ui/button';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTimer } from './timer-api';
import { TimerDialog } from './timer-dialog';
import { formatClock, useCountdown } from './use-countdown';

const tile = buttonClasses('outline', 'md', 'h-11 shrink-0 justify-start px-3 sm:justify-center');

/**
 * 'Timer' in the dashboard's tools row: shows the running countdown on the button itself, so
 * the teacher sees it without opening anything; one tap opens the controls.
 */
export function TimerTool() {
  const { current } = useCurrentClass();
  const timer = useTimer(current?.id);
  const countdown = useCountdown(timer.data);
  const [open, setOpen] = useState(false);
  if (!current) return null;

  let status = '';
  if (countdown.state === 'running') status = formatClock(countdown.seconds);
  else if (countdown.state === 'paused') status = `${formatClock(countdown.seconds)} paused`;
  else if (countdown.state === 'finished') status = "Time's up!";

  return (
    <>
      <button type="button" className={tile} onClick={() => setOpen(true)} data-testid="timer-tool">
        <Timer aria-hidden="true" className="text-brand" />
        Timer
        {status ? <span className="font-mono text-sm font-semibold tabular-nums">{status}</span> : null}
      </button>
      <TimerDialog
        classId={current.id}
        className={current.name}
        countdown={countdown}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
