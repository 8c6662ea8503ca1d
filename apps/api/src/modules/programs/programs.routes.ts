// The program calls of spec §7: the programs of an application, a program's terms for an amount, and the monthly
// payment of a term with its cost-of-borrowing disclosure.
import {
  programOptionsAnswer,
  programOptionsQuery,
  programPaymentAnswer,
  programPaymentQuery,
  programsAnswer,
  rateSheetAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financingAnswers } from '../../lib/financing-answers.ts';
import type { ProgramsService } from './programs.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const applicationId = z.string({ error: 'validation:required' }).max(64, { error: 'validation:tooLong' });

export async function programsRoutes(app: FastifyInstance, { service }: { service: ProgramsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];

  r.get(
    '/programs',
    {
      schema: {
        tags,
        summary:
          "The programs the dealership offers in effect today by id, classified (spec §4), the application's asset count and its saved program; without an id, the calculator's",
        querystring: z.object({ id: applicationId.optional() }),
        response: financingAnswers({ 200: programsAnswer }),
      },
    },
    (request) => service.list(request.principal, request.query.id),
  );

  r.get(
    '/programs/sheet',
    {
      schema: {
        tags,
        description:
          "The calculator's rate sheet: the lender's programs the dealership offers in effect today, each with what prices it and the day its next version takes effect (a tablet keeps it to price offline)",
        response: financingAnswers({ 200: rateSheetAnswer }),
      },
    },
    (request) => service.sheet(request.principal),
  );

  r.get(
    '/program/options',
    {
      schema: {
        tags,
        summary:
          "A program's deferral, rate and terms (monthly payment and APR) for an amount with taxes, or for an application's assets (id)",
        querystring: programOptionsQuery.extend({ id: applicationId.optional() }),
        response: financingAnswers({ 200: programOptionsAnswer }),
      },
    },
    (request) => service.options(request.principal, request.query),
  );

  r.get(
    '/program/payment/:id',
    {
      schema: {
        tags,
        summary:
          "The monthly payment of a term on the application's assets, with the cost-of-borrowing disclosure",
        params: idParams,
        querystring: programPaymentQuery,
        response: financingAnswers({ 200: programPaymentAnswer }),
      },
    },
    (request) => service.payment(request.principal, request.params.id, request.query),
  );
}
