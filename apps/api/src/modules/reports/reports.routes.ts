// The reports (issue 37): GET /api/reports (every figure) and GET /api/reports/export?table=… (one table as CSV), for
// a vendor admin (their dealership), a salesperson (their own deals) and the lender's staff (any dealer).
import { errorAnswer, reportAnswer, reportExportQuery, reportQuery } from '@vp/domain';
import type { Translate } from '@vp/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import { reportCsv } from './report-csv.ts';
import type { ReportsService } from './reports.service.ts';

const REFUSALS = {
  400: errorAnswer.describe('A bad range or an unknown time zone'),
  403: errorAnswer.describe("Not signed in, or a vendor's user naming a dealer"),
} as const;

export async function reportsRoutes(
  app: FastifyInstance,
  { service, translate }: { service: ReportsService; translate: Translate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/reports',
    {
      schema: {
        tags,
        operationId: 'getReport',
        summary:
          "A report's figures: the funnel, approvals, decline reasons, funding, speed and by person or dealer",
        querystring: reportQuery,
        response: answers({ ...REFUSALS, 200: reportAnswer }),
      },
    },
    (request) => service.report(request.principal, request.query),
  );

  r.get(
    '/reports/export',
    {
      schema: {
        tags,
        operationId: 'exportReport',
        summary: "One of a report's tables as CSV (UTF-8, a header row in the request's language)",
        querystring: reportExportQuery,
        response: answers({ ...REFUSALS, 200: z.string().describe('text/csv') }),
      },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const answer = await service.report(request.principal, query);
      const name = `report-${table}-${answer.range.from}-${answer.range.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(reportCsv(answer, table, request.locale, translate));
    },
  );
}
