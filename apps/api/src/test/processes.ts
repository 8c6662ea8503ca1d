// Runs the real entry points (server.ts, worker.ts) as child processes for tests that need whole nodes: start,
// wait for a line of output, stop with a signal, and kill whatever a failed test left running.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createSelfSignedSeal } from '../adapters/esign/seal-identity.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, for assertions and for failure reports. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects on exit or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/**
 * A production-like node's environment for the crash tests: PostgreSQL, a data key and a seal of its own (required
 * with DATABASE_URL), its folders under `folder`, any free port on 127.0.0.1, warnings only.
 */
export function crashNodeEnv({
  databaseUrl,
  folder,
  dataKey = randomBytes(32).toString('hex'),
}: {
  databaseUrl: string;
  folder: string;
  dataKey?: string;
}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_KEY: dataKey,
    SEAL_P12: `base64:${createSelfSignedSeal('Crash test seal', '').toString('base64')}`,
    DATA_DIR: path.join(folder, 'data'),
    WEB_DIST: path.join(folder, 'no-web'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts `node <entry>` (Node strips the types, as in production) from the repository root with exactly `env` (plus PATH and HOME): nothing of the
 * test runner's own environment (a DATABASE_URL, a DATA_KEY) leaks into the node.
 */
export function startNode(name: string, entry: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      for (const listener of listeners) listener();
      resolve({ code, signal });
    });
  });
  return {
    name,
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) return done(() => resolve(match));
          if (child.exitCode !== null || child.signalCode !== null)
            done(() => reject(new Error(`${name} exited before printing ${pattern}:\n${output}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`${name}: no ${pattern} within ${timeoutMs} ms:\n${output}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/** Resolves with the exit, or rejects after `timeoutMs` (the process is then still running: killAll ends it). */
export async function exitWithin(node: NodeProcess, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${node.name} still running ${timeoutMs} ms later:\n${node.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([node.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGKILLs every child still running: an afterAll for tests that failed before stopping their nodes. */
export async function killAll(): Promise<void> {
  const ends = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  );
  await Promise.all(ends);
}

/** Polls `probe` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function pollUntil<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
