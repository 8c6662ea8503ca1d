// GET /api/health (liveness) and GET /api/ready (readiness), public, for orchestrators and load balancers: an
// orchestrator restarts a node whose liveness fails, and a balancer sends traffic only to nodes that are ready.
import { healthLiveSchema, healthReadySchema, healthUnavailableSchema } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../plugins/openapi.ts';
import { type HealthService, isReady } from './health.service.ts';

/** Seconds a balancer or client should wait before asking an unready node again. */
const RETRY_AFTER_SECONDS = 5;

export async function healthRoutes(app: FastifyInstance, { service }: { service: HealthService }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers; asks nothing of the database; no token needed',
        // Refusals as any route's: a malformed request, or the load shedding of a closing or overloaded node.
        response: answers({ 200: healthLiveSchema }),
      },
      config: { public: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: database up with every migration, job queue running, not draining; no token needed',
        response: answers({ 200: healthReadySchema, 503: healthUnavailableSchema }),
      },
      config: { public: true },
    },
    async (request, reply) => {
      const report = await service.check();
      // A probe's answer is about this instant: no cache between the balancer and the node may keep it.
      reply.header('cache-control', 'no-store');
      if (isReady(report)) {
        return {
          status: 'ok' as const,
          database: 'up' as const,
          queue: report.queue === 'up' ? ('up' as const) : ('off' as const),
          migrations: 'done' as const,
          draining: false as const,
        };
      }
      request.log.warn(report, 'not ready');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          status: 'unavailable' as const,
          ...report,
          errorMessage: request.t('errors:api.serviceUnavailable'),
        });
    },
  );
}
