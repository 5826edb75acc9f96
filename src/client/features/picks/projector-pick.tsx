import { cn } from '@client/lib/cn';
import { Shuffle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCurrentPick } from './picks-api';

/**
 * The projector's picked name (docs/decisions/0089, 0147): large, above the leaderboard (beside
 * the timer on a wide screen), while it is the round's latest pick, until the teacher closes the
 * picker, and for a minute at most. It arrives through the live stream's 'picks' topic, which
 * makes this read refetch; the answer carries the display name only (nickname, or first name
 * and initial) and how much longer to show it by the server's clock. A projector opened later
 * shows the current pick too.
 */
export function ProjectorPick({ classId }: { classId: number | undefined }) {
  const { data, dataUpdatedAt } = useCurrentPick(classId);
  const pick = data?.pick;
  // The minute ends on the wall without a word from the server: a timer from the answer's arrival.
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    if (!pick) return;
    const left = pick.shownForMs - (Date.now() - dataUpdatedAt);
    const timer = setTimeout(() => setEnded(pick.pickedAt), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [pick, dataUpdatedAt]);
  const name = pick && ended !== pick.pickedAt ? pick.displayName : undefined;
  return (
    <div aria-live="polite" aria-atomic="true" className={cn(name && 'lg:min-w-0 lg:flex-1')}>
      {name ? (
        <section
          aria-label="Picked student"
          key={pick?.pickedAt}
          className="mb-4 flex flex-col items-center gap-1 rounded-2xl border-2 border-brand/40 bg-brand-soft px-6 py-5 text-center text-brand-soft-foreground motion-safe:animate-fade-in lg:mb-0 lg:h-full lg:flex-row lg:justify-center lg:gap-6 lg:py-2"
        >
          <span className="flex items-center gap-2 text-base font-semibold tracking-wide uppercase lg:text-[min(1.875rem,4vh)]">
            <Shuffle aria-hidden="true" className="size-5 lg:size-[1.2em]" />
            Picked
          </span>
          <span
            data-testid="projector-pick"
            className="min-w-0 text-5xl leading-tight font-bold break-words lg:text-[min(6rem,8vh)]"
          >
            {name}
          </span>
        </section>
      ) : null}
    </div>
  );
}
