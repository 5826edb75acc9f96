import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceBody,
  attendanceQuery,
  attendanceView,
  studentAbsencesView,
} from '../../../shared/attendance/schemas';
import { idParam, ownerResponses } from '../../../shared/common/schemas';
import { requireTeacher } from '../../auth/plugin';
import { getAttendance, setAttendance, studentAbsences } from './queries';
import { serverToday } from './today';

const tags = ['attendance'];
const dayNote =
  'date is YYYY-MM-DD; without it, today in the server’s time zone (the TZ setting, docs/operating.md#configuration).';

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  // Attendance is the teacher's: refuse others before even validating their input.
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.get(
    '/classes/:id/attendance',
    {
      schema: {
        operationId: 'getAttendance',
        tags,
        summary: 'Who is absent, late or left early in one of your classes on a day',
        description: dayNote,
        params: idParam,
        querystring: attendanceQuery,
        response: ownerResponses(attendanceView),
      },
    },
    async (req) => getAttendance(db, requireTeacher(req), req.params.id, req.query.date ?? serverToday()),
  );

  app.put(
    '/classes/:id/attendance',
    {
      schema: {
        operationId: 'saveAttendance',
        tags,
        summary: 'Replace the lists of absent, late and left-early students of a day',
        description: `${dayNote} Every id must be a student of this class, and a student may be in only one list, or nothing changes (400). Everyone in no list is present; empty lists mark everyone present. Late and left-early students count as present for class-wide awards.`,
        params: idParam,
        querystring: attendanceQuery,
        body: attendanceBody,
        response: ownerResponses(attendanceView),
      },
    },
    async (req) => {
      const day = req.query.date ?? serverToday();
      const result = await setAttendance(db, requireTeacher(req), req.params.id, day, req.body);
      bus.publish({ topic: 'attendance', classId: req.params.id });
      return result;
    },
  );

  app.get(
    '/students/:id/absences',
    {
      schema: {
        operationId: 'listStudentAbsences',
        tags,
        summary: 'The days one of your students was marked absent, newest first',
        params: idParam,
        response: ownerResponses(studentAbsencesView),
      },
    },
    async (req) => studentAbsences(db, requireTeacher(req), req.params.id),
  );
};
