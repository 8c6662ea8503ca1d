// `npm start` stopped by a signal (issue 14): SIGTERM sent to npm, as a process manager or a shell's `kill %1` does,
// must end the server it started, which must free its port and its data folder.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The pids of the server processes (`apps/api/src/server.ts`) whose DATA_DIR is ours, read from /proc. */
function serverPids(dataDir: string): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes('apps/api/src/server.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((pid) => {
      try {
        return execFileSync('cat', [`/proc/${pid}/environ`], { encoding: 'utf8' }).includes(
          `DATA_DIR=${dataDir}`,
        );
      } catch {
        return false;
      }
    });
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

describe.skipIf(process.platform === 'win32')('npm start and a signal', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-start-'));
  let npm: ChildProcess | undefined;
  afterAll(() => {
    // Whatever happened, nothing of ours keeps running.
    for (const pid of serverPids(dataDir)) process.kill(pid, 'SIGKILL');
    if (npm?.exitCode === null) npm.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the server when npm is sent SIGTERM, freeing its port', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    npm = spawn('npm', ['start', '--', '--no-build'], { cwd: root, env, stdio: 'ignore' });
    expect(await until(() => listening(port), 120_000)).toBe(true);
    expect(serverPids(dataDir)).toHaveLength(1);

    npm.kill('SIGTERM');
    expect(await until(() => serverPids(dataDir).length === 0, 20_000)).toBe(true);
    expect(await listening(port)).toBe(false);
  });
});
