// Combine and submit on the document host (funding-checks, send-to-edge: spec §7) and the lender's funding review on
// the main host (the second underwriter queue, the combined PDF, fund or missing documents).
import {
  fundingChecksAnswer,
  fundingItemAnswer,
  fundingQueueAnswer,
  fundingReviewAnswer,
  fundingReviewBody,
  submitPackageAnswer,
  submitPackageQuery,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { FundingService } from './funding.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const uuidParams = z.object({ id: z.uuid({ error: 'validation:invalidType' }) });

export async function fundingDocumentRoutes(app: FastifyInstance, { service }: { service: FundingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['funding'];
  r.get(
    '/applications/funding-checks/:id',
    { schema: { tags, params: idParams, response: answers({ 200: fundingChecksAnswer }) } },
    (request) => service.checks(request.principal, request.params.id),
  );
  r.get(
    '/applications/send-to-edge/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: submitPackageQuery,
        response: answers({ 200: submitPackageAnswer }),
      },
    },
    (request) =>
      service.submit(request.principal, request.params.id, request.query.billOfSaleAmount, request.ip),
  );
}

export async function fundingReviewRoutes(app: FastifyInstance, { service }: { service: FundingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['underwriter'];
  r.get(
    '/underwriter/funding',
    { schema: { tags, response: answers({ 200: fundingQueueAnswer }) } },
    (request) => service.queue(request.principal),
  );
  r.get(
    '/underwriter/funding/:id',
    { schema: { tags, params: uuidParams, response: answers({ 200: fundingItemAnswer }) } },
    (request) => service.item(request.principal, request.params.id),
  );
  r.get(
    '/underwriter/funding/:id/package',
    {
      schema: {
        tags,
        params: uuidParams,
        // A PDF stream, never serialized: described for the document, not checked.
        response: answers({ 200: z.unknown().describe('The combined funding package (application/pdf)') }),
      },
    },
    async (request, reply) => {
      const stream = await service.packagePdf(request.principal, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.id}.pdf"`)
        .send(stream);
    },
  );
  r.post(
    '/underwriter/funding/:id',
    {
      schema: {
        tags,
        params: uuidParams,
        body: fundingReviewBody,
        response: answers({ 200: fundingReviewAnswer }),
      },
    },
    (request) => service.review(request.principal, request.params.id, request.body, request.ip),
  );
}
