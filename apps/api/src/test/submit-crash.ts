// Issue 15's crash scenario, shared by the test (submit-crash.test.ts) and the bench's long run: a real node on
// PostgreSQL is killed with SIGKILL while submits come in and decisions are at the bureau, a node starts again on the
// same database, the browser sends again what got no answer, and every submission must end decided exactly once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSimulatedBureau } from '../adapters/bureau/simulated-bureau.ts';
import { crashNodeEnv, killAll, type NodeProcess, pollUntil, startNode } from './processes.ts';
import { createPostgresDatabase } from './test-app.ts';

const SERVER = 'apps/api/src/server.ts';
const LISTENING = /Vendor portal at http:\/\/localhost:(\d+)/;
/** tsx compiles the sources at start: on two busy cores a node takes a while to listen. */
const START_MS = 90_000;
/** The browser polls a submitted application for 2 minutes (spec §4): every decision must land within it. */
export const POLL_MS = 120_000;

const step1 = {
  step: '1',
  creditReleaseObtained: 'Yes',
  amount: '6,500',
  applicationType: 'Finance',
  description: 'Furnace',
};
const applicant = (i: number) => ({
  step: '3-1',
  firstName: `Crash${i}`,
  lastName: 'Tester',
  sin: '046 454 286',
  dob: '03/09/1981',
  primaryPhone: '(416) 555-0177',
  businessPhone: '(416) 555-0100',
  email: `crash${i}@example.com`,
  employer: 'Acme',
});
const address = {
  step: '3-2',
  country: 'CA',
  address1: '5 Queen St W',
  city: 'Toronto',
  province: 'ON',
  postal: 'M5H 2M9',
  titleOwner: 'Own',
};

export interface SubmitCrashOptions {
  /** Applications submitted (on a database of their own on TEST_DATABASE_URL's server); the node is killed once half
   * of them are answered and a decision is at the bureau, with a quarter still to send. */
  submits: number;
  /** How long the bureau takes to answer: decisions are still at the bureau when the node dies. */
  bureauDelayMs?: number;
  /** Progress lines (the bench prints them). */
  log?: (line: string) => void;
}

export interface SubmitCrashOutcome {
  submits: number;
  /** Submits answered 200 before the kill. */
  answeredBeforeKill: number;
  /** Bureau calls in progress (decision jobs active) at the kill. */
  atBureauAtKill: number;
  /** Submits sent again after the restart (no answer, or never sent, before the kill). */
  sentAgain: number;
  /** From the restarted node listening, and from the kill, until every submission was decided. */
  decidedAfterRestartMs: number;
  decidedAfterKillMs: number;
  /** Per application: decision records and `decision.made` audit rows (1 and 1 each, exactly once). */
  decisionsPerApplication: number[];
  auditsPerApplication: number[];
  /** The statuses at the end, e.g. { Approved: 24 }. */
  statuses: Record<string, number>;
}

/** A bureau gateway on 127.0.0.1 that answers the simulated bureau's file after a delay, counting calls in progress. */
async function slowBureau(delayMs: number) {
  const files = createSimulatedBureau({ dataKey: randomBytes(32) });
  let inProgress = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      inProgress += 1;
      setTimeout(async () => {
        inProgress -= 1;
        const file = await files.pull(JSON.parse(body));
        // The node that asked may be dead: nobody to answer then.
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(file));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inquiry`,
    inProgress: () => inProgress,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function runSubmitCrash({
  submits,
  bureauDelayMs = 1_500,
  log = () => {},
}: SubmitCrashOptions): Promise<SubmitCrashOutcome> {
  const database = await createPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-submit-crash-'));
  const bureau = await slowBureau(bureauDelayMs);
  const env = {
    ...crashNodeEnv({ databaseUrl: database.url, folder: dataDir }),
    BUREAU_URL: bureau.url,
  };
  const client = new pg.Client({ connectionString: database.url });
  try {
    const start = async (name: string, seed: boolean): Promise<[NodeProcess, string]> => {
      const node = startNode(name, SERVER, { ...env, SEED_DEMO: seed ? '1' : '0' });
      const [, port] = await node.waitFor(LISTENING, START_MS);
      return [node, `http://127.0.0.1:${port}`];
    };
    let [node, base] = await start('node before the crash', true);
    log('node up; preparing applications');
    await client.connect();

    let token = '';
    const call = async (url: string, payload?: object) => {
      const res = await fetch(`${base}${url}`, {
        method: payload ? 'POST' : 'GET',
        headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    token = String(
      (await call('/api/users/login', { userName: 'demo.external', password: 'Demo-pass1!' })).body.authToken,
    );

    const ids: string[] = [];
    for (let i = 0; i < submits; i++) {
      let saved = await call('/api/applications/save', { id: 'new', ...step1 });
      for (const step of [applicant(i), address]) {
        saved = await call('/api/applications/save', {
          id: saved.body.id,
          version: saved.body.version,
          ...step,
        });
        if (saved.status !== 200) throw new Error(`save ${i}: ${saved.status} ${JSON.stringify(saved.body)}`);
      }
      ids.push(String(saved.body.id));
    }
    log(`${ids.length} applications ready; submitting`);

    // Four tabs submitting in turn. The node dies once half are answered and a decision is at the bureau; the last
    // quarter waits, so that the kill always comes with submits still to send.
    const answered = new Set<string>();
    const queue = [...ids];
    const reserve = Math.floor(submits / 4);
    let killed = false;
    let atBureauAtKill = 0;
    let killedAt = 0;
    const deadline = Date.now() + 60_000;
    const killWhenDue = () => {
      if (killed || answered.size < submits / 2 || bureau.inProgress() === 0) return;
      killed = true;
      atBureauAtKill = bureau.inProgress();
      killedAt = Date.now();
      node.child.kill('SIGKILL');
    };
    const tab = async () => {
      while (!killed) {
        if (Date.now() > deadline) {
          killed = true;
          throw new Error('no decision reached the bureau within 60 s');
        }
        const id = queue.length > reserve ? queue.shift() : undefined;
        if (!id) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        } else {
          try {
            const res = await call(`/api/applications/submit/${id}`);
            if (res.status === 200) answered.add(id);
          } catch {
            // The node died with this submit in flight: the browser got no answer and will send it again.
          }
        }
        killWhenDue();
      }
    };
    await Promise.all([tab(), tab(), tab(), tab()]);
    await node.exited;
    const answeredBeforeKill = answered.size;
    log(`killed (SIGKILL) with ${answeredBeforeKill}/${submits} answered, ${atBureauAtKill} at the bureau`);

    [node, base] = await start('node after the crash', false);
    const restartedAt = Date.now();
    const again = ids.filter((id) => !answered.has(id));
    for (const id of again) {
      const res = await call(`/api/applications/submit/${id}`);
      if (res.status !== 200)
        throw new Error(`submit again ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    log(`restarted; ${again.length} submits sent again`);

    const counts = async () =>
      (
        await client.query<{ id: string; status: string; decisions: number; audits: number }>(
          `select a.id, a.status,
             (select count(*)::int from decisions d where d.application_id = a.id) as decisions,
             (select count(*)::int from events e where e.application_id = a.id and e.type = 'decision.made') as audits
           from applications a where a.id = any($1::uuid[])`,
          [ids],
        )
      ).rows;
    await pollUntil('every submission decided', POLL_MS, async () => {
      const rows = await counts();
      return rows.length === ids.length && rows.every((row) => row.decisions > 0) ? true : undefined;
    });
    const decidedAt = Date.now();
    // Exactly once: nothing of the decision queue is left to run that could decide one again.
    await pollUntil('the decision queue drained', 60_000, async () => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'credit-decision' and state in ('created', 'retry', 'active')`,
      );
      return rows[0]?.n === 0 ? true : undefined;
    });
    const rows = await counts();
    const statuses: Record<string, number> = {};
    for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    return {
      submits,
      answeredBeforeKill,
      atBureauAtKill,
      sentAgain: again.length,
      decidedAfterRestartMs: decidedAt - restartedAt,
      decidedAfterKillMs: decidedAt - killedAt,
      decisionsPerApplication: rows.map((row) => row.decisions),
      auditsPerApplication: rows.map((row) => row.audits),
      statuses,
    };
  } finally {
    await client.end().catch(() => undefined);
    await killAll();
    await bureau.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
