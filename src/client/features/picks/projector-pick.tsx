import { Shuffle } from 'lucide-react';
import { useCurrentPick } from './picks-api';

/**
 * The projector's picked name (docs/decisions/0089): large, above the leaderboard, while it is
 * the round's latest pick. It arrives through the live stream's 'picks' topic, which makes this
 * read refetch; the answer carries the display name only (nickname, or first name and initial).
 * A projector opened later shows the current pick too.
 */
export function ProjectorPick({ classId }: { classId: number | undefined }) {
  const { data } = useCurrentPick(classId);
  const name = data?.pick?.displayName;
  return (
    <div aria-live="polite" aria-atomic="true">
      {name ? (
        <section
          aria-label="Picked student"
          key={data?.pick?.pickedAt}
          className="mb-4 flex flex-col items-center gap-1 rounded-2xl border-2 border-brand/40 bg-brand-soft px-6 py-5 text-center text-brand-soft-foreground motion-safe:animate-fade-in lg:mb-6 lg:py-8"
        >
          <span className="flex items-center gap-2 text-base font-semibold tracking-wide uppercase lg:text-2xl">
            <Shuffle aria-hidden="true" className="size-5 lg:size-7" />
            Picked
          </span>
          <span
            data-testid="projector-pick"
            className="text-5xl leading-tight font-bold break-words lg:text-8xl"
          >
            {name}
          </span>
        </section>
      ) : null}
    </div>
  );
}
