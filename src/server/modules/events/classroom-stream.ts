import type { StreamView } from '../../../shared/events/schemas';
import type { Principal } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { ChangeEvent } from '../../realtime/bus';
import { audienceFor } from './audience';
import { messageFor } from './message';
import type { StreamAudience } from './stream';

/**
 * A teacher's or a student's stream: a teacher hears their classes, a student their own class
 * (audience.ts), each message narrowed to them (message.ts). A student moved to another class
 * follows it; a session that is gone, or is now a family's, ends the stream.
 */
export async function classroomStream(
  db: Db,
  first: Principal,
  ownerOf: (classId: number) => Promise<number | null>,
  view: StreamView,
): Promise<StreamAudience> {
  let principal = first;
  let audience = await audienceFor(db, principal, ownerOf);
  return {
    concerns: (event: ChangeEvent) =>
      principal.kind === 'teacher'
        ? event.teacherId === principal.teacherId
        : event.studentId === principal.studentId ||
          (event.classId !== null && event.classId === principal.classId),
    async follow(now) {
      if (!now || now.kind === 'family') return 'ended';
      const moved =
        now.kind === 'student' && principal.kind === 'student' && now.classId !== principal.classId;
      // Another class means other data: the client refetches what it shows, as on a reconnect.
      if (moved) audience = await audienceFor(db, now, ownerOf);
      principal = now;
      return moved ? 'moved' : 'same';
    },
    deliver: (event, send) => audience(event, () => send(messageFor(event, principal, view))),
  };
}
