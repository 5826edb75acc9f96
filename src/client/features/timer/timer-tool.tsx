import { buttonClasses } from '@client/components/ui/button';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTimer } from './timer-api';
import { TimerDialog } from './timer-dialog';
import { useCountdown } from './use-countdown';

const tile = buttonClasses('outline', 'md', 'h-11 shrink-0 justify-start px-3 sm:justify-center');

/**
 * 'Timer' among the dashboard's tools: one tap opens the controls. The running countdown is
 * beside the class selector (running-timer.tsx), where it is seen at every width.
 */
export function TimerTool() {
  const { current } = useCurrentClass();
  const timer = useTimer(current?.id);
  const countdown = useCountdown(timer.data);
  const [open, setOpen] = useState(false);
  if (!current) return null;

  return (
    <>
      <button type="button" className={tile} onClick={() => setOpen(true)} data-testid="timer-tool">
        <Timer aria-hidden="true" className="text-brand" />
        Timer
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
