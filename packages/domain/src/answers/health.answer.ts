// The answer of GET /api/health: liveness and readiness for load balancers, container health checks and probes.
import { z } from 'zod';

/** 200: this node can serve; the queue is 'off' on nodes started with JOBS=0. */
export const healthReadySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  queue: z.enum(['up', 'off']),
});

/** 503 (with Retry-After): alive but not ready; the parts say which one failed. */
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down', 'off']),
  errorMessage: z.string(),
});

export type HealthReady = z.infer<typeof healthReadySchema>;
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
