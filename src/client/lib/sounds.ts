// The app's few sounds, synthesised with Web Audio (no sound files to ship or license; decision
// 0094). Off unless the teacher turned sound on (Account Settings). Web Audio follows the
// device's mute: a muted laptop, or a phone on silent, plays nothing. Browsers start audio only
// after a tap or key press on the page, so the context is created (or resumed) on the first one;
// until then a sound is simply not played.

import type { Me } from '@shared/accounts/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './query-client';

export type SoundName = 'positive' | 'neutral' | 'chime';

interface Note {
  /** Hz */
  freq: number;
  /** Seconds after the sound starts. */
  at: number;
  /** Seconds the note rings. */
  length: number;
  type: OscillatorType;
  gain: number;
}

/** A rising major third and fifth: bright and short (an award). */
const POSITIVE: Note[] = [
  { freq: 784, at: 0, length: 0.16, type: 'sine', gain: 0.22 },
  { freq: 1047, at: 0.09, length: 0.28, type: 'sine', gain: 0.2 },
];
/** One soft, low note: noticed, not scolding (needs work). */
const NEUTRAL: Note[] = [{ freq: 392, at: 0, length: 0.3, type: 'triangle', gain: 0.2 }];
/** Three bell-like notes that ring out: the timer's end. */
const CHIME: Note[] = [
  { freq: 659, at: 0, length: 0.9, type: 'sine', gain: 0.22 },
  { freq: 784, at: 0.22, length: 0.9, type: 'sine', gain: 0.22 },
  { freq: 1047, at: 0.44, length: 1.3, type: 'sine', gain: 0.24 },
];
const SOUNDS: Record<SoundName, Note[]> = { positive: POSITIVE, neutral: NEUTRAL, chime: CHIME };

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Creates or resumes the audio context on the page's first tap or key press (the browsers' rule). */
export function primeSounds() {
  if (typeof document === 'undefined') return;
  const unlock = () => {
    const ctx = audioContext();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => {});
  };
  document.addEventListener('pointerdown', unlock, { once: true, capture: true });
  document.addEventListener('keydown', unlock, { once: true, capture: true });
}

/**
 * Award sounds are feedback, like an animation: with "reduce motion" asked for, they are left
 * out; the timer's chime says something (time is up), so it still plays.
 */
export function soundAllowed(name: SoundName): boolean {
  if (name === 'chime') return true;
  return !(typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** Plays a sound if sound is on and the browser lets the page make one; never throws. */
export function playSound(name: SoundName, enabled: boolean) {
  if (!enabled || !soundAllowed(name)) return;
  const ctx = audioContext();
  if (ctx?.state !== 'running') return;
  try {
    const start = ctx.currentTime + 0.01;
    for (const note of SOUNDS[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type;
      osc.frequency.value = note.freq;
      // A quick attack and an exponential fade: no click at either end.
      const t0 = start + note.at;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(note.gain, t0 + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + note.length + 0.05);
    }
  } catch {
    // A sound is never worth an error on the wall.
  }
}

/** The signed-in teacher's sound setting, from the cached /api/auth/me (false for anyone else). */
export function teacherSoundOn(queryClient: QueryClient): boolean {
  const me = queryClient.getQueryData<Me>(ME_QUERY_KEY);
  return me?.kind === 'teacher' && me.teacher.soundEnabled;
}
