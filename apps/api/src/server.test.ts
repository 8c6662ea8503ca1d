// The real server process: it starts on a free port, answers its health route, and on SIGTERM closes gracefully
// (exit 0, port released) well within a container runtime's 10 s grace.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitWithin, killAll, startNode } from './test/processes.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-server-test-'));

afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('server process', () => {
  it('exits 0 on SIGTERM, promptly, and releases its port', { timeout: 150_000 }, async () => {
    const server = startNode('server', 'apps/api/src/server.ts', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: '0',
      // The queue on: its workers must stop too before the process may end.
      JOBS: '1',
      LOG_LEVEL: 'info',
    });
    // Generous: a loaded 2-core machine may take many seconds to start the server.
    const [, port] = await server.waitFor(/Vendor portal at http:\/\/localhost:(\d+)/, 90_000);
    const url = `http://127.0.0.1:${port}`;

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      queue: 'up',
      migrations: 'done',
    });

    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, signal } = await exitWithin(server, 30_000);
    const seconds = (Date.now() - sentAt) / 1000;
    process.stdout.write(`server: SIGTERM to exit in ${seconds.toFixed(2)} s\n`);

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toMatch(/killed by timeout|uncaught/);
    // Below the 10 s a container runtime waits before SIGKILL, with room for a loaded machine.
    expect(seconds).toBeLessThan(10);
    expect(await portIsFree(Number(port))).toBe(true);
  });
});
