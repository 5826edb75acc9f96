import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { READY_EVENT } from './schemas';
import {
  allLiveQueryKeys,
  liveChangePlan,
  parseChangeEvent,
  type QueryKeyPrefix,
  queryKeysForTopic,
  STREAM_READY_EVENT,
  TOPIC_QUERY_KEYS,
} from './topics';

// Keys the client's screens use (path parts, a query-string object last), seeded into a real
// QueryClient, so the test checks what invalidation would actually hit.
const SCREEN_KEYS = {
  roster: ['/api/students', { classId: 3 }],
  student: ['/api/students', 5],
  studentSkills: ['/api/students', 5, 'skills'],
  history: ['/api/behaviors', { studentId: 5 }],
  homework: ['/api/homework', { studentId: 5 }],
  classes: ['/api/classes'],
  leaderboard: ['/api/leaderboard', { classId: 3 }],
  classAverages: ['/api/leaderboard', 'classes'],
  projector: ['/api/projector', { classId: 3 }],
  questions: ['/api/questions', { classId: 3 }],
  contract: ['/api/unified-contract'],
  me: ['/api/auth/me'],
  skillCatalogue: ['/api/skills'],
  attendance: ['/api/classes', 3, 'attendance'],
  currentPick: ['/api/picks', 'current', { classId: 3 }],
} as const;
type Screen = keyof typeof SCREEN_KEYS;

function refreshedBy(topic: string): Screen[] {
  const client = new QueryClient();
  for (const key of Object.values(SCREEN_KEYS)) client.setQueryData(key, 'cached');
  for (const key of queryKeysForTopic(topic)) void client.invalidateQueries({ queryKey: key });
  return (Object.keys(SCREEN_KEYS) as Screen[]).filter(
    (screen) => client.getQueryState(SCREEN_KEYS[screen])?.isInvalidated,
  );
}

describe('queryKeysForTopic', () => {
  it('an award refreshes the roster, the history, both leaderboards and the projector', () => {
    expect(refreshedBy('behaviors')).toEqual([
      'roster',
      'student',
      'studentSkills',
      'history',
      'leaderboard',
      'classAverages',
      'projector',
    ]);
  });

  it('student changes refresh student reads, leaderboards and the projector', () => {
    expect(refreshedBy('students')).toEqual([
      'roster',
      'student',
      'studentSkills',
      'leaderboard',
      'classAverages',
      'projector',
    ]);
  });

  it('class changes refresh the class list, leaderboards and the projector', () => {
    // (and the reads under a class: its attendance list)
    expect(refreshedBy('classes')).toEqual([
      'classes',
      'leaderboard',
      'classAverages',
      'projector',
      'attendance',
    ]);
  });

  it('skill points refresh student reads (their skills too) and the leaderboard, not the projector', () => {
    expect(refreshedBy('skills')).toEqual([
      'roster',
      'student',
      'studentSkills',
      'leaderboard',
      'classAverages',
    ]);
  });

  it('homework refreshes student reads, homework entries and the leaderboard, not the projector', () => {
    expect(refreshedBy('homework')).toEqual([
      'roster',
      'student',
      'studentSkills',
      'homework',
      'leaderboard',
      'classAverages',
    ]);
  });

  it('questions and contracts refresh only their own boards', () => {
    expect(refreshedBy('questions')).toEqual(['questions']);
    expect(refreshedBy('contracts')).toEqual(['contract']);
  });

  it('attendance refreshes the class reads (the day list among them); a pick only the current pick', () => {
    expect(refreshedBy('attendance')).toEqual(['classes', 'attendance']);
    expect(refreshedBy('picks')).toEqual(['currentPick']);
  });

  it('an unknown topic, or one named like an object property, refreshes nothing', () => {
    expect(queryKeysForTopic('weather')).toEqual([]);
    expect(queryKeysForTopic('')).toEqual([]);
    expect(queryKeysForTopic('constructor')).toEqual([]);
    expect(queryKeysForTopic('__proto__')).toEqual([]);
    expect(refreshedBy('toString')).toEqual([]);
  });

  it('never touches who is signed in or the skill catalogue', () => {
    for (const topic of Object.keys(TOPIC_QUERY_KEYS)) {
      expect(refreshedBy(topic)).not.toContain('me');
      expect(refreshedBy(topic)).not.toContain('skillCatalogue');
    }
  });
});

describe('allLiveQueryKeys', () => {
  it('lists each prefix once', () => {
    const keys = allLiveQueryKeys().map((k) => JSON.stringify(k));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('["/api/projector"]');
    expect(keys).toContain('["/api/students"]');
  });
});

describe('parseChangeEvent', () => {
  it('reads {topic, classId} and drops extra fields', () => {
    expect(parseChangeEvent('{"topic":"behaviors","classId":3,"x":1}')).toEqual({
      topic: 'behaviors',
      classId: 3,
    });
  });
  it.each([
    '',
    'not json',
    'null',
    '[]',
    '{}',
    '{"topic":1,"classId":3}',
    '{"topic":"a","classId":"3"}',
    '{"topic":"a","classId":1.5}',
  ])('rejects %s', (raw) => {
    expect(parseChangeEvent(raw)).toBeNull();
  });
  it('names the ready event as the schema does', () => {
    expect(STREAM_READY_EVENT).toBe(READY_EVENT);
  });
});

describe('liveChangePlan', () => {
  const refetched = (keys: readonly QueryKeyPrefix[]) => {
    const client = new QueryClient();
    for (const key of Object.values(SCREEN_KEYS)) client.setQueryData(key, 'cached');
    for (const key of keys) void client.invalidateQueries({ queryKey: key });
    return (Object.keys(SCREEN_KEYS) as Screen[]).filter(
      (screen) => client.getQueryState(SCREEN_KEYS[screen])?.isInvalidated,
    );
  };
  const plan = (topic: string, students?: { id: number }[]) =>
    liveChangePlan(students ? { topic, classId: 3, students } : { topic, classId: 3 });

  it('an award with figures patches the student reads and refetches rankings, projector, history', () => {
    const p = plan('behaviors', [{ id: 5 }]);
    expect(p.figures).toEqual([{ id: 5 }]);
    expect(refetched(p.refetch)).toEqual(['history', 'leaderboard', 'classAverages', 'projector']);
  });

  it("an award of another child refetches nothing of this child's own", () => {
    expect(refetched(plan('behaviors', []).refetch)).toEqual(['leaderboard', 'classAverages', 'projector']);
    expect(refetched(plan('homework', []).refetch)).toEqual(['leaderboard', 'classAverages']);
  });

  it("skills refetch the changed student's progress list, homework the histories", () => {
    expect(refetched(plan('skills', [{ id: 5 }]).refetch)).toEqual([
      'studentSkills',
      'leaderboard',
      'classAverages',
    ]);
    expect(refetched(plan('homework', [{ id: 5 }]).refetch)).toEqual([
      'homework',
      'leaderboard',
      'classAverages',
    ]);
  });

  it('without figures, the topic refetches what it names, as before', () => {
    const p = plan('behaviors');
    expect(p.figures).toBeNull();
    expect(p.refetch).toBe(queryKeysForTopic('behaviors'));
  });
});

describe("the 'timer' topic", () => {
  it("refetches only the named class's timer, not the class list nor another class's timer", () => {
    const client = new QueryClient();
    const keys = [['/api/classes'], ['/api/classes', 3, 'timer'], ['/api/classes', 4, 'timer']] as const;
    for (const key of keys) client.setQueryData([...key], 1);
    const plan = liveChangePlan({ topic: 'timer', classId: 3 });
    expect(plan.figures).toBeNull();
    const hit = keys.filter((key) =>
      plan.refetch.some((prefix) =>
        client
          .getQueryCache()
          .findAll({ queryKey: [...prefix] })
          .some((q) => JSON.stringify(q.queryKey) === JSON.stringify(key)),
      ),
    );
    expect(hit).toEqual([['/api/classes', 3, 'timer']]);
  });
});

describe("the 'join-requests' topic", () => {
  it("refetches only the named class's waiting requests", () => {
    const client = new QueryClient();
    const keys = [
      ['/api/classes'],
      ['/api/classes', 3, 'join-requests'],
      ['/api/classes', 4, 'join-requests'],
      ['/api/students', { classId: 3 }],
    ] as const;
    for (const key of keys) client.setQueryData([...key], 1);
    const plan = liveChangePlan({ topic: 'join-requests', classId: 3 });
    expect(plan.figures).toBeNull();
    const hit = keys.filter((key) =>
      plan.refetch.some((prefix) =>
        client
          .getQueryCache()
          .findAll({ queryKey: [...prefix] })
          .some((q) => JSON.stringify(q.queryKey) === JSON.stringify(key)),
      ),
    );
    expect(hit).toEqual([['/api/classes', 3, 'join-requests']]);
  });
});
