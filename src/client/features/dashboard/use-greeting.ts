import { useEffect, useRef } from 'react';

// The dashboard greets a teacher 'Welcome' on their first visit and 'Welcome back' after it
// (decision 0153: a teacher new from the school's sign-in was greeted 'Welcome back'). The
// server keeps no visit history, so this browser remembers which teachers it has greeted:
// a teacher's first visit on a new device says 'Welcome' once more, which reads as friendly.

const KEY = 'remote-chalk-greeted';

function greetedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** 'Welcome, Ada!' the first time this browser shows Ada's dashboard, 'Welcome back, Ada!' after. */
export function useGreeting(teacher: { id: number; name: string } | null | undefined): string {
  const id = teacher?.id;
  // Decided once per visit, at the first render that knows the teacher: the heading does not
  // change while the teacher is on the page.
  const decided = useRef<{ id: number; first: boolean } | null>(null);
  if (id !== undefined && decided.current?.id !== id) {
    decided.current = { id, first: !greetedIds().includes(id) };
  }
  useEffect(() => {
    if (id === undefined) return;
    const ids = greetedIds();
    if (ids.includes(id)) return;
    try {
      localStorage.setItem(KEY, JSON.stringify([...ids, id].slice(-20)));
    } catch {
      // Private mode or a full storage: the greeting says 'Welcome' again next time.
    }
  }, [id]);
  const name = teacher?.name ?? 'Teacher';
  return decided.current?.first ? `Welcome, ${name}!` : `Welcome back, ${name}!`;
}
