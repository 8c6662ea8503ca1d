// GET /metrics on a port of its own (METRICS_PORT), for Prometheus inside the deployment's network: the public port
// never answers it, so nobody outside learns the service's counts.
import http from 'node:http';
import type { Metrics } from './metrics.ts';

export async function startMetricsServer(
  metrics: Pick<Metrics, 'scrape'>,
  { port, host }: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`${err instanceof Error ? err.message : 'scrape failed'}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
