// GET /api/mailbox: the built-in mailbox of the embedded default (the mail the demo "sent"): a user reads the mail of
// their own vendor; the lender's users, who have no vendor, an empty mailbox. app.ts registers it only while the
// built-in mail adapter is in use (decision 029).
import { mailboxAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { financingAnswers } from '../../lib/financing-answers.ts';
import type { MailService } from './mail.service.ts';

export async function mailRoutes(app: FastifyInstance, { service }: { service: MailService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/mailbox',
    {
      schema: {
        tags: ['mail'],
        summary:
          "The built-in mailbox's messages of the user's own vendor, newest first (empty for the lender; no such route with SMTP)",
        response: financingAnswers({ 200: mailboxAnswer }),
      },
    },
    (request) => service.mailbox(request.principal.vendor?.id ?? null),
  );
}
