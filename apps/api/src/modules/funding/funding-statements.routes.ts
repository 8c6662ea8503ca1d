// What the dealer is paid (issue 35): one deal's funding statement, a period's statements with their totals, the
// lender's dealers to filter them by, and the period as a CSV file.
import {
  fundingStatementAnswer,
  fundingStatementDealersAnswer,
  fundingStatementsAnswer,
  fundingStatementsQuery,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { FundingStatementsService } from './funding-statements.service.ts';

/** Any string: a malformed id answers 404 as a missing statement does (the service checks it). */
const idParams = z.object({ applicationId: z.string().max(100) });

export async function fundingStatementRoutes(
  app: FastifyInstance,
  { service }: { service: FundingStatementsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['funding'];
  r.get(
    '/funding/statements.csv',
    {
      schema: {
        tags,
        summary:
          "A period's funding statements as CSV: a vendor admin's dealership, the lender's every dealer or one",
        querystring: fundingStatementsQuery,
        // A CSV file, never serialized: described for the document, not checked.
        response: answers({ 200: z.string().describe('text/csv; charset=utf-8, with a header row') }),
      },
    },
    async (request, reply) => {
      const file = await service.csv(request.principal, request.query, request.locale);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  r.get(
    '/funding/statements',
    {
      schema: {
        tags,
        querystring: fundingStatementsQuery,
        response: answers({ 200: fundingStatementsAnswer }),
      },
    },
    (request) => service.period(request.principal, request.query),
  );
  r.get(
    '/funding/statement-dealers',
    { schema: { tags, response: answers({ 200: fundingStatementDealersAnswer }) } },
    (request) => service.dealers(request.principal),
  );
  r.get(
    '/funding/statements/:applicationId',
    { schema: { tags, params: idParams, response: answers({ 200: fundingStatementAnswer }) } },
    (request) => service.statement(request.principal, request.params.applicationId),
  );
}
