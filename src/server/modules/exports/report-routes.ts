import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/common/schemas';
import { periodOf, reportPeriodQuery } from '../../../shared/exports/report-period';
import { requireTeacher } from '../../auth/plugin';
import { attachment, fileDate, slug } from './file-names';
import { classReportCsv } from './report-csv';
import { classReportData, classSummaryData, studentReportData } from './report-data';
import { classReportText, classSummaryText, studentReportText } from './report-text';

const tags = ['exports'];
const fileAnswers = { 200: z.string(), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const TEXT = 'text/plain; charset=utf-8';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.get(
    '/export/class-summary',
    {
      schema: {
        operationId: 'getAllClassesReport',
        tags,
        summary: 'All Classes Summary (text file)',
        description:
          'Per class: students, balance and homework averages, positive and negative counts, top behaviors.',
        response: fileAnswers,
      },
    },
    async (req, reply) => {
      const text = classSummaryText(await classSummaryData(db, requireTeacher(req)));
      return reply
        .type(TEXT)
        .header('content-disposition', attachment(`all-classes-summary-${fileDate()}.txt`))
        .send(text);
    },
  );

  app.get(
    '/export/class-summary/:id',
    {
      schema: {
        operationId: 'getClassReport',
        tags,
        summary: 'Class Report (text file)',
        description:
          'Per student: balance, homework score, skills, and the behavior and homework points of the period ?from=YYYY-MM-DD&to=YYYY-MM-DD (default: this term, decision 0020).',
        params: idParam,
        querystring: reportPeriodQuery,
        response: fileAnswers,
      },
    },
    async (req, reply) => {
      const data = await classReportData(db, requireTeacher(req), req.params.id, periodOf(req.query));
      return reply
        .type(TEXT)
        .header('content-disposition', attachment(`class-report-${slug(data.klass.name)}-${fileDate()}.txt`))
        .send(classReportText(data));
    },
  );

  app.get(
    '/export/class-summary/:id/csv',
    {
      schema: {
        operationId: 'getClassReportCsv',
        tags,
        summary: 'Class Report as one CSV (a row per student, a column per figure)',
        description:
          'UTF-8 with a byte-order mark and CRLF lines for Excel and Google Sheets; text cells starting with = + - @ are prefixed with an apostrophe. Takes the same ?from=&to= as the text report.',
        params: idParam,
        querystring: reportPeriodQuery,
        response: fileAnswers,
      },
    },
    async (req, reply) => {
      const data = await classReportData(db, requireTeacher(req), req.params.id, periodOf(req.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`class-report-${slug(data.klass.name)}-${fileDate()}.csv`))
        .send(classReportCsv(data));
    },
  );

  app.get(
    '/export/student-report/:id',
    {
      schema: {
        operationId: 'getStudentReport',
        tags,
        summary: 'Student Report (text file)',
        description:
          'Profile, balance, homework, skills and the 10 most recent behaviors of one of your students.',
        params: idParam,
        response: fileAnswers,
      },
    },
    async (req, reply) => {
      const data = await studentReportData(db, requireTeacher(req), req.params.id);
      const who = slug(`${data.student.firstName} ${data.student.lastName}`);
      return reply
        .type(TEXT)
        .header('content-disposition', attachment(`student-report-${who}-${fileDate()}.txt`))
        .send(studentReportText(data));
    },
  );
};
