// GET /api/mailbox: the built-in mailbox of the embedded default (the mail the demo "sent"), for its signed-in users.
import { mailboxAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { financingAnswers } from '../financing/financing-answers.ts';
import type { MailService } from './mail.service.ts';

export async function mailRoutes(app: FastifyInstance, { service }: { service: MailService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/mailbox',
    {
      schema: {
        tags: ['mail'],
        summary: "The built-in mailbox's messages, newest first (404 when SMTP is configured)",
        response: financingAnswers({ 200: mailboxAnswer }),
      },
    },
    (request) => service.mailbox(request.principal.vendor?.id ?? null),
  );
}
