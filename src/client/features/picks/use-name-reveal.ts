import { useEffect, useState } from 'react';

const FIRST_STEP_MS = 60;
const SLOWDOWN = 1.2;
/** About a second in all: long enough to build a little suspense, short enough mid-lesson. */
const LAST_STEP_MS = 280;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The picker's short reveal: names flick past, slowing down, then the pick stays. `skip()` ends
 * it at once; with prefers-reduced-motion (or one name only) the pick shows straight away.
 * `key` changes with each pick, so every pick gets its own reveal.
 */
export function useNameReveal(key: string | null, names: readonly string[]) {
  const [flicker, setFlicker] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one reveal per pick, not per roster refetch.
  useEffect(() => {
    if (key === null || names.length < 2 || reducedMotion()) {
      setRevealing(false);
      return;
    }
    setRevealing(true);
    let delay = FIRST_STEP_MS;
    let i = Math.floor(Math.random() * names.length);
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      setFlicker(names[i++ % names.length]);
      delay *= SLOWDOWN;
      if (delay > LAST_STEP_MS) {
        timer = setTimeout(() => setRevealing(false), delay);
        return;
      }
      timer = setTimeout(step, delay);
    };
    step();
    return () => clearTimeout(timer);
  }, [key]);

  return { revealing, flicker, skip: () => setRevealing(false) };
}
