// The underwriter's queue (ARCHITECTURE §6: Pending is resolved by the lender, never by the vendor).
import {
  decideAnswer,
  noLoneSurrogate,
  positiveMoney,
  underwriterItemAnswer,
  underwriterQueueAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { UnderwriterService } from './underwriter.service.ts';

const decideBody = z.object({
  decision: z.enum(['approve', 'decline'], { error: 'validation:required' }),
  amount: positiveMoney.optional(),
  note: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(1000, { error: 'validation:tooLong' })
    .check(noLoneSurrogate),
});
const idParams = z.object({ id: z.uuid({ error: 'validation:invalidType' }) });

export async function underwriterRoutes(app: FastifyInstance, { service }: { service: UnderwriterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['underwriter'];
  r.get(
    '/underwriter/queue',
    { schema: { tags, response: answers({ 200: underwriterQueueAnswer }) } },
    (request) => service.queue(request.principal),
  );
  r.get(
    '/underwriter/applications/:id',
    { schema: { tags, params: idParams, response: answers({ 200: underwriterItemAnswer }) } },
    (request) => service.get(request.principal, request.params.id),
  );
  r.post(
    '/underwriter/decide/:id',
    { schema: { tags, params: idParams, body: decideBody, response: answers({ 200: decideAnswer }) } },
    (request) =>
      service.decide(
        request.principal,
        request.params.id,
        { decision: request.body.decision, amountCents: request.body.amount, note: request.body.note },
        request.ip,
      ),
  );
}
