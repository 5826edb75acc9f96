import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import type { Achievement, Rarity } from '@shared/achievements/types';
import { Lock } from 'lucide-react';
import { AchievementIcon } from './achievement-icon';

const RARITY_BADGE: Record<Rarity, BadgeVariant> = {
  common: 'secondary',
  rare: 'info',
  epic: 'default',
  legendary: 'warning',
};

const RARITY_LABEL: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  return <Badge variant={RARITY_BADGE[rarity]}>{RARITY_LABEL[rarity]}</Badge>;
}

/**
 * One badge: icon, name, description, rarity, and either 'Unlocked' or the progress towards it.
 * Locked badges are dimmed but stay readable (text contrast is kept; only the icon fades).
 */
export function AchievementCard({
  achievement: a,
  celebrating = false,
}: {
  achievement: Achievement;
  celebrating?: boolean;
}) {
  const percent = a.maxProgress > 0 ? Math.round((a.progress / a.maxProgress) * 100) : 0;
  return (
    <li
      aria-label={`${a.name}, ${a.isUnlocked ? 'unlocked' : 'locked'}`}
      className={cn(
        'relative flex gap-3 rounded-xl border p-3 sm:p-4',
        a.isUnlocked ? 'border-brand/40 bg-brand-soft/40' : 'border-border bg-surface',
        celebrating && 'ring-2 ring-brand ring-offset-2 ring-offset-background',
      )}
    >
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full [&_svg]:size-5',
          a.isUnlocked ? 'bg-brand text-brand-foreground' : 'bg-surface-muted text-muted-foreground',
          celebrating && 'motion-safe:animate-celebrate',
        )}
      >
        {a.isUnlocked ? <AchievementIcon name={a.icon} /> : <Lock aria-hidden="true" />}
      </span>
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="text-sm font-semibold">{a.name}</h3>
          <RarityBadge rarity={a.rarity} />
        </div>
        <p className="text-xs text-muted-foreground">{a.description}</p>
        {a.isUnlocked ? (
          <p className="text-xs font-medium text-success-text">Unlocked</p>
        ) : (
          <div className="grid gap-1">
            <div
              role="progressbar"
              aria-label={`${a.name} progress`}
              aria-valuemin={0}
              aria-valuemax={a.maxProgress}
              aria-valuenow={a.progress}
              aria-valuetext={`${a.progress} of ${a.maxProgress}`}
              className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
            >
              <div className="h-full rounded-full bg-brand/70" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-xs text-muted-foreground tabular-nums">
              {a.progress} / {a.maxProgress}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

/** The achievement grid: unlocked first is not done on purpose — the order is the path to climb. */
export function AchievementGrid({
  achievements,
  celebrating,
  label = 'Achievements',
}: {
  achievements: readonly Achievement[];
  celebrating?: ReadonlySet<string>;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {achievements.map((a) => (
        <AchievementCard key={a.id} achievement={a} celebrating={celebrating?.has(a.id)} />
      ))}
    </ul>
  );
}
