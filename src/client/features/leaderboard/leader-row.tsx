import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { clipAtWord } from '@shared/common/clip-text';
import type { LeaderboardEntry } from '@shared/leaderboard/schemas';
import { formatSignedPoints, type LeaderboardTierToken, leaderboardTier } from '@shared/scores/score';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { RankIcon } from './rank-icon';

const TIER_BADGE: Record<LeaderboardTierToken, BadgeVariant> = {
  high: 'success',
  middle: 'info',
  low: 'secondary',
};

/** One of the Top 10: place, name, class, the score's parts, total and tier; opens the student. */
export function LeaderRow({ entry, showClass }: { entry: LeaderboardEntry; showClass: boolean }) {
  const tier = leaderboardTier(entry.totalScore);
  return (
    <li>
      <Link
        to={`/student/${entry.id}`}
        className="group grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring sm:gap-4 sm:px-3"
      >
        <RankIcon rank={entry.rank} />
        <div className="grid min-w-0 justify-items-start gap-1">
          <p className="max-w-full font-semibold break-words" title={`${entry.firstName} ${entry.lastName}`}>
            {clipAtWord(`${entry.firstName} ${entry.lastName}`)}
            {entry.nickname ? (
              <span className="font-normal text-muted-foreground"> “{entry.nickname}”</span>
            ) : null}
          </p>
          <Badge variant={TIER_BADGE[tier.tier]} className="sm:hidden">
            {tier.label}
          </Badge>
          <p className="text-sm text-muted-foreground">
            {showClass ? <span>{entry.className} · </span> : null}
            <span className="whitespace-nowrap">Behavior {formatSignedPoints(entry.balance)}</span>
            <span className="whitespace-nowrap"> · Homework {entry.hwScore}</span>
            <span className="whitespace-nowrap"> · Skills {entry.skillPoints}</span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <div className="grid justify-items-end gap-1">
            <p className="text-2xl leading-none font-bold tabular-nums">
              {entry.totalScore}
              <span className="sr-only"> points in total</span>
            </p>
            <Badge variant={TIER_BADGE[tier.tier]} className="max-sm:hidden">
              {tier.label}
            </Badge>
          </div>
          <ChevronRight
            aria-hidden="true"
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 max-sm:hidden"
          />
        </div>
      </Link>
    </li>
  );
}
