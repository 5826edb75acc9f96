// Which cached reads a change event makes out of date (docs/architecture.md#live-updates). The
// client's query keys are API paths (the default loader joins the key's parts with '/'), so a key
// prefix names every read under that path: ['/api/students'] also covers
// ['/api/students', 5, 'skills'] and ['/api/students', { classId: 3 }]. Keys match part by part,
// so a sub-path belongs in its own part: ['/api/students', 5], not ['/api/students/5'].
//
// The one place that decides it: a new topic or a new screen is one line here. A topic that is
// not listed refreshes nothing (an older client hearing a newer server's topic stays quiet).

import { FIGURE_TOPICS, parseFigures, type StudentFigures } from './figures';
import type { ChangeEventMessage } from './schemas';

/**
 * The stream's 'ready' event name: the same as READY_EVENT in ./schemas (a test checks), kept
 * here so the browser's live-update code does not load zod with the schemas.
 */
export const STREAM_READY_EVENT = 'ready';

/**
 * The last event of a stream whose session has ended (sign-out, password change, deletion): the
 * browser must not reconnect blindly, which would only earn a 401.
 */
export const STREAM_ENDED_EVENT = 'ended';

/** A message's data as `{topic, classId}` (with `students` when it carries figures), or null. */
export function parseChangeEvent(data: string): ChangeEventMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { topic, classId, students } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof classId !== 'number' || !Number.isInteger(classId)) return null;
  // Figures that do not parse are ignored: the event still says what changed.
  const figures = students === undefined ? null : parseFigures(students);
  return figures ? { topic, classId, students: figures } : { topic, classId };
}

/** A query-key prefix, matched against keys the way TanStack Query's invalidateQueries does. */
export type QueryKeyPrefix = readonly [string, ...unknown[]];

const STUDENTS = ['/api/students'] as const;
const BEHAVIORS = ['/api/behaviors'] as const;
const HOMEWORK = ['/api/homework'] as const;
const CLASSES = ['/api/classes'] as const;
/**
 * Both leaderboard reads, as long as the class averages are keyed ['/api/leaderboard', 'classes']
 * (the loader joins that to /api/leaderboard/classes; a one-part '/api/leaderboard/classes' key
 * would not share the prefix).
 */
const LEADERBOARD = ['/api/leaderboard'] as const;
const PROJECTOR = ['/api/projector'] as const;
const QUESTIONS = ['/api/questions'] as const;
const SOCIAL_CONTRACTS = ['/api/social-contracts'] as const;
const UNIFIED_CONTRACT = ['/api/unified-contract'] as const;
const PICKS = ['/api/picks'] as const;

export const TOPIC_QUERY_KEYS: Readonly<Record<string, readonly QueryKeyPrefix[]>> = {
  // An award changes balances: the roster, the history, both leaderboards and the projector.
  behaviors: [STUDENTS, BEHAVIORS, LEADERBOARD, PROJECTOR],
  // Added, edited, deleted, transferred or imported students.
  students: [STUDENTS, LEADERBOARD, PROJECTOR],
  // Created, renamed or deleted classes: names appear on the leaderboard and the projector.
  classes: [CLASSES, LEADERBOARD, PROJECTOR],
  // Skill points count towards the total score; the projector shows balances only.
  skills: [STUDENTS, LEADERBOARD],
  // The homework score counts towards the total score; the projector shows balances only.
  homework: [STUDENTS, HOMEWORK, LEADERBOARD],
  questions: [QUESTIONS],
  contracts: [SOCIAL_CONTRACTS, UNIFIED_CONTRACT],
  // A class's own behaviours, read as ['/api/classes', classId, 'behavior-types'] (decision 0086).
  'behavior-types': [CLASSES],
  // A class's timer started, paused, changed or stopped: its read is ['/api/classes', id, 'timer']
  // (liveChangePlan names that class's key; after a gap, CLASSES covers every class's).
  timer: [CLASSES],
  // The day's absent list is read under the class (['/api/classes', id, 'attendance']); saved
  // once or twice a lesson, so refetching the class list with it costs little.
  attendance: [CLASSES],
  // A pick or a new round: the projector's current pick (the event itself names no one).
  picks: [PICKS],
  // A child waits for the teacher to say who they are, or the teacher did: the class's list is
  // read as ['/api/classes', id, 'join-requests'] (liveChangePlan names that class's key).
  'join-requests': [CLASSES],
};

/** The query-key prefixes to refetch for a topic; none for a topic this client does not know. */
export function queryKeysForTopic(topic: string): readonly QueryKeyPrefix[] {
  return Object.hasOwn(TOPIC_QUERY_KEYS, topic) ? TOPIC_QUERY_KEYS[topic] : [];
}

/** Every prefix any topic names, once: what to refetch after a gap in the stream. */
export function allLiveQueryKeys(): readonly QueryKeyPrefix[] {
  const seen = new Map<string, QueryKeyPrefix>();
  for (const keys of Object.values(TOPIC_QUERY_KEYS)) {
    for (const key of keys) seen.set(JSON.stringify(key), key);
  }
  return [...seen.values()];
}

/**
 * What a screen does with one event (decision 0038): patch its caches with the figures, then
 * refetch only what figures cannot patch. An event without figures (another topic, a batch too
 * large for one notice) refetches what its topic names, as before.
 *
 * With figures, the student reads (['/api/students', …]) are patched. Rankings and the
 * projector (its class averages count every student, negatives included) are refetched; a
 * history gains a record, so it is refetched only when a student of this stream changed (a
 * child's stream gets an empty list when nothing of theirs did).
 */
export function liveChangePlan(event: ChangeEventMessage): {
  figures: StudentFigures[] | null;
  refetch: readonly QueryKeyPrefix[];
} {
  const { topic, students: figures } = event;
  // Only the named class's timer read: the class list itself did not change.
  if (topic === 'timer') return { figures: null, refetch: [[...CLASSES, event.classId, 'timer']] };
  if (topic === 'join-requests')
    return { figures: null, refetch: [[...CLASSES, event.classId, 'join-requests']] };
  if (!figures || !FIGURE_TOPICS.has(topic)) return { figures: null, refetch: queryKeysForTopic(topic) };
  const changed = figures.length > 0;
  switch (topic) {
    case 'behaviors':
      return { figures, refetch: [LEADERBOARD, PROJECTOR, ...(changed ? [BEHAVIORS] : [])] };
    case 'homework':
      return { figures, refetch: [LEADERBOARD, ...(changed ? [HOMEWORK] : [])] };
    default:
      // skills: each changed student's skill progress list (with dates) is theirs to refetch.
      return {
        figures,
        refetch: [LEADERBOARD, ...figures.map((f) => [...STUDENTS, f.id, 'skills'] as const)],
      };
  }
}
