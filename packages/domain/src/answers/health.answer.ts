// The answers of GET /api/health (liveness: the process answers) and GET /api/ready (readiness: this node should take
// traffic), for load balancers, container health checks and orchestrators' probes.
import { z } from 'zod';

/** GET /api/health, 200: the process is alive (nothing it depends on is asked: a database outage restarts nothing). */
export const healthLiveSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready, 200: this node can serve; the queue is 'off' on nodes started with JOBS=0. */
export const healthReadySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  queue: z.enum(['up', 'off']),
  migrations: z.literal('done'),
  draining: z.literal(false),
});

/** 503 (with Retry-After): alive but not ready; the parts say which one failed. */
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down', 'off']),
  /** 'pending' when the database lacks a migration this node's code expects (a newer node is still migrating). */
  migrations: z.enum(['done', 'pending', 'unknown']),
  /** True once the node was told to stop (SIGTERM): the balancer takes it out while requests in flight finish. */
  draining: z.boolean(),
  errorMessage: z.string(),
});

export type HealthReady = z.infer<typeof healthReadySchema>;
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
