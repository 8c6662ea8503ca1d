// GET /api/health (public): 200 when this node can serve, 503 with Retry-After when it cannot, for load balancers.
import { healthReadySchema, healthUnavailableSchema } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service.ts';

/** Seconds a balancer or client should wait before asking an unready node again. */
const RETRY_AFTER_SECONDS = 5;

export async function healthRoutes(app: FastifyInstance, { service }: { service: HealthService }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness (database, job queue); no token needed',
        response: { 200: healthReadySchema, 503: healthUnavailableSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const report = await service.check();
      // A probe's answer is about this instant: no cache between the balancer and the node may keep it.
      reply.header('cache-control', 'no-store');
      if (report.database === 'up' && report.queue !== 'down') {
        return { status: 'ok' as const, database: report.database, queue: report.queue };
      }
      request.log.warn({ database: report.database, queue: report.queue }, 'not ready');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          status: 'unavailable' as const,
          database: report.database,
          queue: report.queue,
          errorMessage: request.t('errors:api.serviceUnavailable'),
        });
    },
  );
}
