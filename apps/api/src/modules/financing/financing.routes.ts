// The financing selection of spec §7: GET /application/save-program/{id} stores the chosen program and term with the
// disclosure the customer saw.
import { saveProgramAnswer, saveProgramQuery, shareAnswer, shareQuoteRequest } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financingAnswers } from '../../lib/financing-answers.ts';
import type { FinancingService } from './financing.service.ts';
import type { ShareService } from './share.service.ts';

const idParams = z.object({ id: z.string().max(64) });

export async function financingRoutes(
  app: FastifyInstance,
  { service, share }: { service: FinancingService; share: ShareService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/application/save-program/:id',
    {
      schema: {
        tags: ['financing'],
        summary:
          'Stores the program, term, payment date, installation date and certificate method with the disclosure',
        params: idParams,
        querystring: saveProgramQuery,
        response: financingAnswers({ 200: saveProgramAnswer }),
      },
    },
    (request) => service.saveProgram(request.principal, request.params.id, request.query, request.ip),
  );

  r.post(
    '/share',
    {
      schema: {
        tags: ['financing'],
        summary: "E-mails a payment quote (the calculator's, or an application's) in the language chosen",
        body: shareQuoteRequest,
        response: financingAnswers({ 200: shareAnswer }),
      },
      // Each share sends a mail to an address typed by the user: a per-address limit keeps it from being a relay.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (request) => share.share(request.principal, request.body, request.ip),
  );
}
