import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { AwardPanel } from '@client/features/behaviors/award-panel';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import type { PickResponse } from '@shared/picks/schemas';
import { Award, RotateCcw, Shuffle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNewRound, usePick, useStopShowingPick } from './picks-api';
import { useNameReveal } from './use-name-reveal';

/**
 * 'Random Picker': opening it picks (one tap to a name). The name comes after a short reveal
 * that a tap skips; then 'Pick Again', 'New Round', and 'Award' for that student, which opens the
 * same award panel as the student's card (two more taps to a point). Absent students are never
 * picked: the server skips them (docs/decisions/0089).
 */
export function RandomPickerDialog({
  classId,
  students,
  present,
  open,
  onOpenChange,
}: {
  classId: number;
  students: RosterStudent[];
  /** Today's present students: the names the reveal flicks through. */
  present: RosterStudent[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pick = usePick(classId);
  const newRound = useNewRound(classId);
  const stopShowing = useStopShowingPick(classId);
  const [result, setResult] = useState<PickResponse | null>(null);
  const [awarding, setAwarding] = useState(false);
  const awardButton = useRef<HTMLButtonElement>(null);
  const names = useMemo(() => present.map((s) => s.firstName), [present]);
  const reveal = useNameReveal(result ? result.pickedAt + result.student.id : null, names);

  const pickNow = () => pick.mutate(undefined, { onSuccess: setResult });
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening the card is the first pick.
  useEffect(() => {
    if (open) pickNow();
    else {
      // Closing the picker takes the name off the wall (decision 0147), once per opening.
      if (result) stopShowing.mutate();
      setResult(null);
    }
  }, [open]);

  const student = result ? students.find((s) => s.id === result.student.id) : undefined;
  const finalName = result ? fullName(result.student) : '';
  const shown = reveal.revealing ? (reveal.flicker ?? '') : finalName;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-2xl gap-5 p-5 sm:p-8">
          <div className="grid gap-1 pr-8">
            <DialogTitle className="flex items-center gap-2">
              <Shuffle aria-hidden="true" className="size-5 text-brand" />
              Random Picker
            </DialogTitle>
            <DialogDescription>Everyone present gets a turn before anyone gets a second.</DialogDescription>
          </div>

          {pick.isError && !pick.isPending ? (
            <Alert variant="destructive" title="No one was picked" role="alert">
              {errorMessage(pick.error, 'Try again.')}
            </Alert>
          ) : (
            <button
              type="button"
              onClick={reveal.skip}
              disabled={!reveal.revealing}
              aria-label={reveal.revealing ? 'Skip the reveal' : undefined}
              className="grid min-h-44 place-items-center rounded-2xl border-2 border-brand/30 bg-brand-soft/50 px-4 py-8 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default"
            >
              <span
                data-testid="picked-name"
                data-revealing={String(reveal.revealing || pick.isPending)}
                className={cn(
                  'text-4xl leading-tight font-bold break-words sm:text-6xl',
                  reveal.revealing ? 'text-muted-foreground' : 'text-foreground motion-safe:animate-fade-in',
                )}
              >
                {pick.isPending && !result ? '…' : shown}
              </span>
              {result && !reveal.revealing ? (
                <span className="mt-3 text-sm text-muted-foreground">
                  {result.leftInRound === 0
                    ? 'Everyone present has had a turn: the next pick starts a new round.'
                    : `${result.leftInRound} of ${result.roundSize} still to pick in this round`}
                </span>
              ) : reveal.revealing ? (
                <span className="mt-3 text-sm text-muted-foreground">Tap to skip</span>
              ) : null}
            </button>
          )}
          {/* Said once the name is final, not for every name that flicks past. */}
          <p className="sr-only" aria-live="polite">
            {result && !reveal.revealing ? `Picked: ${finalName}` : ''}
          </p>

          <div className="grid gap-2 sm:grid-cols-3">
            <Button size="lg" onClick={pickNow} loading={pick.isPending} disabled={reveal.revealing}>
              <Shuffle aria-hidden="true" />
              Pick Again
            </Button>
            <Button
              ref={awardButton}
              size="lg"
              variant="outline"
              disabled={!student || reveal.revealing}
              onClick={() => setAwarding(true)}
            >
              <Award aria-hidden="true" />
              {student ? `Award ${student.firstName}` : 'Award'}
            </Button>
            <Button
              size="lg"
              variant="ghost"
              loading={newRound.isPending}
              onClick={() => newRound.mutate(undefined, { onSuccess: () => setResult(null) })}
            >
              <RotateCcw aria-hidden="true" />
              New Round
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <AwardPanel
        target={awarding && student ? { classId, students: [student], mode: 'students' } : null}
        onClose={() => setAwarding(false)}
        returnFocus={() => awardButton.current}
      />
    </>
  );
}
