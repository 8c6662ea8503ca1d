// The signed-in user's notices (issue 27, decision 042): GET /api/notifications (newest first, paged, with the unread
// count), POST mark one read and mark all read, GET/PUT the kinds also sent by e-mail. A user reads and marks their
// own notices only: another user's notice answers as a missing one.
import { noticePreferencesSchema, noticesAnswer, noticesQuery, noticesReadAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

export async function notificationsRoutes(
  app: FastifyInstance,
  { service }: { service: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The user's notices, newest first, a page at a time (`before`: the previous page's `next`)",
        querystring: noticesQuery,
        response: answers({ 200: noticesAnswer }),
      },
    },
    (request) => service.list(request.principal, request.query.before, request.query.limit),
  );
  r.post(
    '/notifications/read/:id',
    {
      schema: {
        tags,
        summary: 'Marks one of the user’s notices read; answers the unread count',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: answers({ 200: noticesReadAnswer }),
      },
    },
    (request) => service.markRead(request.principal, request.params.id),
  );
  r.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks every notice of the user read',
        response: answers({ 200: noticesReadAnswer }),
      },
    },
    (request) => service.markAllRead(request.principal),
  );
  r.get(
    '/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'The kinds of notices the user also receives by e-mail',
        response: answers({ 200: noticePreferencesSchema }),
      },
    },
    (request) => service.preferences(request.principal),
  );
  r.put(
    '/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Chooses the kinds of notices the user also receives by e-mail',
        body: noticePreferencesSchema,
        response: answers({ 200: noticePreferencesSchema }),
      },
    },
    (request) => service.savePreferences(request.principal, request.body),
  );
}
