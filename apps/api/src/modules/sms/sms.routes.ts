// GET /api/sms-outbox: the built-in SMS outbox of the embedded default (the texts the demo "sent"), beside the demo
// mailbox: a user reads their own vendor's messages; the lender's users an empty outbox. Registered only while the
// built-in adapter is in use (app.ts), as the mailbox is.
import { smsOutboxAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { financingAnswers } from '../../lib/financing-answers.ts';
import type { SmsService } from './sms.service.ts';

export async function smsRoutes(app: FastifyInstance, { service }: { service: SmsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sms-outbox',
    {
      schema: {
        tags: ['mail'],
        summary:
          "The built-in SMS outbox's messages of the user's own vendor, newest first (empty for the lender)",
        response: financingAnswers({ 200: smsOutboxAnswer }),
      },
    },
    (request) => service.outbox(request.principal.vendor?.id ?? null),
  );
}
