import type { ClassAverage, LeaderboardEntry, ProjectorData } from '@shared/leaderboard/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

// The leaderboard's reads. Keys are the API paths (the default loader fetches them), so the
// live-update map (src/shared/events/topics.ts) reaches them by prefix.

/** The leaderboard refreshes every 10 s; live updates usually come first. */
export const LEADERBOARD_REFRESH_MS = 10_000;

const polled = { refetchInterval: LEADERBOARD_REFRESH_MS } as const;

export const leaderboardKey = (classId?: number) =>
  classId === undefined ? (['/api/leaderboard'] as const) : (['/api/leaderboard', { classId }] as const);
/** Two parts, not '/api/leaderboard/classes': it must share the ['/api/leaderboard'] prefix. */
export const classAveragesKey = () => ['/api/leaderboard', 'classes'] as const;
export const projectorKey = (classId?: number) =>
  classId === undefined ? (['/api/projector'] as const) : (['/api/projector', { classId }] as const);

export function useLeaderboard(classId?: number) {
  return useQuery<LeaderboardEntry[]>({ queryKey: leaderboardKey(classId), ...polled });
}

export function useClassAverages() {
  return useQuery<ClassAverage[]>({ queryKey: classAveragesKey(), ...polled });
}

/**
 * The projector's one read. The server already leaves out negative balances and averages; this
 * filters again so a negative number can never reach the wall, whatever the server sends.
 */
export function useProjector(classId: number | undefined, enabled = true) {
  return useQuery<ProjectorData>({
    queryKey: projectorKey(classId),
    enabled,
    ...polled,
    select: nonNegative,
  });
}

// Module level, so TanStack Query runs it only when the data changes.
function nonNegative(data: ProjectorData): ProjectorData {
  return {
    topPerformers: data.topPerformers.filter((s) => s.balance >= 0),
    classStandings: data.classStandings.filter((c) => c.averageBalance >= 0),
    allStudents: data.allStudents.filter((s) => s.balance >= 0),
  };
}

/**
 * A Refresh button's state: pending only while the click's own refetch runs, so the 10 s
 * polling never makes the button spin.
 */
export function useManualRefresh(refetch: () => Promise<unknown>) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
    } finally {
      setRefreshing(false);
    }
  };
  return { refreshing, refresh: () => void refresh() };
}
