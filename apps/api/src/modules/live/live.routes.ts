// GET /api/events/stream: the signed-in vendor user's live status events, as server-sent events (decision 042). The
// token goes in the Authorization header as on every call (a fetch-based reader, not EventSource); `Last-Event-ID`
// resumes after the last event received. Admitted or shed like any request (plugins/pressure.ts), then no longer
// counted in flight: an open stream waits on nothing. Hidden from the OpenAPI document: the suites that call every
// documented route would wait on it forever.
import type { FastifyInstance } from 'fastify';
import { UnavailableError } from '../../lib/app-error.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { LiveService } from './live.service.ts';

/** A client reconnects after this long when the stream drops (the `retry:` field). */
const RETRY_MS = 3_000;

/** The Last-Event-ID header: a positive integer, else none (a hostile or stale value resumes nothing). */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export async function liveRoutes(
  app: FastifyInstance,
  { service, retryAfterSeconds }: { service: LiveService; retryAfterSeconds: number },
) {
  app.get('/events/stream', { schema: { hide: true } }, async (request, reply) => {
    const vendor = vendorOf(request.principal);
    // The node holds its most streams: refused as a shed request is, with when to come back.
    if (service.full()) throw new UnavailableError(retryAfterSeconds);
    const raw = reply.raw;
    const sink = {
      write: (frame: string) => {
        raw.write(frame);
      },
      pending: () => raw.writableLength,
      end: () => raw.end(),
    };
    const afterId = lastEventId(request.headers['last-event-id']);
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and its kind would hold the events back in a buffer.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const { userId, sessionId } = request.principal;
    const client = await service
      .open({ userId, vendorId: vendor.id, sessionId }, sink, afterId)
      .catch((err) => {
        request.log.warn({ err }, 'live stream not opened');
        return null;
      });
    app.leaveInFlight?.(request);
    if (!client) {
      // The node holds its most streams: the client comes back after the shed answer's wait.
      raw.end(`retry: ${retryAfterSeconds * 1000}\n\n`);
      return;
    }
    raw.on('close', () => service.close(client));
    if (raw.destroyed) service.close(client);
  });
}
