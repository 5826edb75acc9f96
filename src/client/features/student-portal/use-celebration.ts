import { toast } from '@client/lib/toast';
import { type Achievement, isNewlyUnlocked } from '@shared/achievements/types';
import { useEffect, useRef, useState } from 'react';

/** How long the unlocked card keeps its highlight. */
const HIGHLIGHT_MS = 6_000;

const storageKey = (studentId: number) => `celebrated-achievements:${studentId}`;

function readCelebrated(studentId: number): Set<string> {
  try {
    const raw = sessionStorage.getItem(storageKey(studentId));
    return new Set(raw ? (JSON.parse(raw) as string[]) : []);
  } catch {
    return new Set();
  }
}

function writeCelebrated(studentId: number, ids: Set<string>) {
  try {
    sessionStorage.setItem(storageKey(studentId), JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the worst case is one more celebration.
  }
}

const names = (list: readonly Achievement[]) =>
  list.length === 1
    ? list[0].name
    : `${list
        .slice(0, -1)
        .map((a) => a.name)
        .join(', ')} and ${list[list.length - 1].name}`;

/**
 * Celebrates a badge once, when it is newly unlocked (within the last 10 s): a toast and
 * the ids to highlight. A badge that turns unlocked while the page is open counts as new too
 * (a clock between server and browser that disagrees must not swallow the moment); one
 * celebrated in this browser session is not celebrated again on a reload.
 */
export function useCelebration(studentId: number | null, achievements: readonly Achievement[] | null) {
  const [celebrating, setCelebrating] = useState<ReadonlySet<string>>(new Set());
  const previous = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (studentId === null || !achievements) return;
    const unlocked = new Set(achievements.filter((a) => a.isUnlocked).map((a) => a.id));
    const before = previous.current;
    previous.current = unlocked;
    const celebrated = readCelebrated(studentId);
    const now = Date.now();
    const fresh = achievements.filter(
      (a) =>
        a.isUnlocked &&
        !celebrated.has(a.id) &&
        (isNewlyUnlocked(a, now) || (before !== null && !before.has(a.id))),
    );
    if (fresh.length === 0) return;
    for (const a of fresh) celebrated.add(a.id);
    writeCelebrated(studentId, celebrated);
    toast({
      title: 'Achievement Unlocked!',
      description: `You earned ${names(fresh)}. Keep it up!`,
      variant: 'success',
    });
    setCelebrating(new Set(fresh.map((a) => a.id)));
  }, [studentId, achievements]);

  useEffect(() => {
    if (celebrating.size === 0) return;
    const timer = setTimeout(() => setCelebrating(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  return celebrating;
}
