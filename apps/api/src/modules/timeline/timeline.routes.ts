// GET /api/applications/timeline/{id}: the application's timeline (issue 27).
import { timelineAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { TimelineService } from './timeline.service.ts';

/** Any string: a malformed id answers 404 as a missing one does (the service checks it). */
const idParams = z.object({ id: z.string().max(100) });

export async function timelineRoutes(app: FastifyInstance, { service }: { service: TimelineService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/applications/timeline/:id',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Every event of one application in order, who did it and when: the vendor's own applications, the lender's any",
        params: idParams,
        response: answers({ 200: timelineAnswer }),
      },
    },
    (request) => service.timeline(request.principal, request.params.id),
  );
}
