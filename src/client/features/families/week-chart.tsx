import { countOf } from '@shared/common/plural';
import type { WeekBar } from './week-summary';

// The last weeks as bars a parent reads at a glance on a phone: points earned (green) and, beside
// them, points to win back (amber, not red: decision 0105). Each bar says its figure in text, and
// the list is a real list, so a screen reader hears the same as the eye sees.

const dayText = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

export function WeekChart({ bars }: { bars: readonly WeekBar[] }) {
  const max = Math.max(1, ...bars.map((b) => Math.max(b.earned, b.needsWork)));
  const pct = (n: number) => `${Math.round((n / max) * 100)}%`;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label="Points per week">
        {bars.map((bar, i) => {
          const current = i === bars.length - 1;
          return (
            <li key={bar.start.getTime()} className="grid gap-1">
              <span className="text-sm font-medium">
                {current ? 'This week' : `Week of ${dayText(bar.start)}`}
                {bar.partial ? (
                  <span className="font-normal text-muted-foreground"> (part of the week)</span>
                ) : null}
              </span>
              {/* A fixed figure column keeps every bar on the same scale. */}
              <div className="grid grid-cols-[minmax(0,1fr)_9.5rem] items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1fr)_11rem]">
                <div className="h-3 rounded-full bg-surface-muted">
                  <div className="h-3 rounded-full bg-success-text" style={{ width: pct(bar.earned) }} />
                </div>
                <span
                  className={`text-right text-sm tabular-nums ${bar.earned > 0 ? 'text-success-text' : 'text-muted-foreground'}`}
                >
                  {bar.earned > 0 ? `+${countOf(bar.earned, 'point')}` : 'No points'}
                </span>
                {bar.needsWork > 0 ? (
                  <>
                    <div className="h-3 rounded-full bg-surface-muted">
                      <div
                        className="h-3 rounded-full bg-warning-text"
                        style={{ width: pct(bar.needsWork) }}
                      />
                    </div>
                    <span className="text-right text-sm tabular-nums text-warning-text">
                      {countOf(bar.needsWork, 'point')} to win back
                    </span>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">From the last 30 days of records.</p>
    </div>
  );
}
