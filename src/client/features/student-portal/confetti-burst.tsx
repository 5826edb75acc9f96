import type { CSSProperties } from 'react';

// A short burst of coloured dots for a newly unlocked badge. Decorative (aria-hidden) and shown
// only when the user allows motion (motion-safe:); the toast says the same in words.

const COLORS = ['bg-brand', 'bg-warning-text', 'bg-info-text', 'bg-success-text', 'bg-danger-text'];
const PIECES = Array.from({ length: 18 }, (_, i) => {
  const angle = (i / 18) * Math.PI * 2;
  const distance = 90 + (i % 3) * 40;
  return {
    color: COLORS[i % COLORS.length],
    style: {
      '--dx': `${Math.round(Math.cos(angle) * distance)}px`,
      '--dy': `${Math.round(Math.sin(angle) * distance)}px`,
    } as CSSProperties,
  };
});

export function ConfettiBurst() {
  return (
    <div
      aria-hidden="true"
      data-testid="celebration"
      className="pointer-events-none fixed inset-x-0 top-1/3 z-50 hidden justify-center motion-safe:flex"
    >
      <div className="relative size-0">
        {PIECES.map((p, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative pieces
            key={i}
            style={p.style}
            className={`absolute size-2.5 rounded-sm opacity-0 motion-safe:animate-confetti ${p.color}`}
          />
        ))}
      </div>
    </div>
  );
}
