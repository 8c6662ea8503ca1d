// Issue 22's crash scenario for the closing half, shared by signing-crash.test.ts and the bench (`npm run bench --
// submit-crash`): a real node on PostgreSQL is killed with SIGKILL, round after round, while signatures are requested
// (in person and by e-mail, one and two signers), signed, completion certificates requested and uploads completed;
// a node starts again on the same database, its start-up reconciliation runs, and then no deal may be stranded:
// every application and envelope agree, every acknowledged call holds, and every deal can still be finished.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../db/schema.ts';
import { createSinCipher, parseKey } from '../lib/sin-cipher.ts';
import { openBody } from '../modules/mail/mail-at-rest.ts';
import type { Db } from '../plugins/db.ts';
import { onePagePdf } from './funding-fixtures.ts';
import { crashNodeEnv, killAll, type NodeProcess, pollUntil, startNode } from './processes.ts';
import { signableApplication } from './signing-fixtures.ts';
import { createPostgresDatabase } from './test-app.ts';

const SERVER = 'apps/api/src/server.ts';
const LISTENING = /Vendor portal at http:\/\/localhost:(\d+)/;
const START_MS = 90_000;
/** The reconciliation's interval on these nodes (seconds), and how long an unsent envelope waits (signing-reconcile). */
const RECONCILE_SECONDS = 3;
const SETTLE_MS = 90_000;

type Kind = 'embed1' | 'embed2' | 'email1' | 'email2' | 'certificate' | 'upload';
const SIGNING_KINDS: Kind[] = ['embed1', 'embed2', 'email1', 'email2'];

export interface SigningCrashOptions {
  rounds: number;
  /** Deals per round of each signing kind (in person or by e-mail, one or two signers). */
  dealsPerKind: number;
  /** Certificate requests and upload completions per round. */
  others: number;
  log?: (line: string) => void;
}

export interface SigningCrashOutcome {
  rounds: number;
  /** Calls started, and answered 200, before each kill. */
  operations: number;
  acknowledged: number;
  /** Calls in flight at each kill, by kind of call (request, sign, certificate, upload). */
  inFlightAtKill: Array<Record<string, number>>;
  /** From each restart's listening until the deals agreed again (the start-up reconciliation and the sends). */
  settledAfterRestartMs: number[];
  /** Disagreements found after each round's restart settled (should be none), described. */
  stranded: string[];
  /** Acknowledged calls whose effect was lost (should be none). */
  lost: string[];
  /** Signing and upload deals at their end after the restart (Signatures Received, or the upload stored), whether
   * they got there before the kill or after it. */
  finished: number;
  /** Uploads whose completion was cut short and answered 200 when called again, or had to be uploaded anew. */
  uploadsCompletedAgain: number;
  uploadsUploadedAnew: number;
}

interface Deal {
  id: string;
  kind: Kind;
  signers: number;
  envelopeId?: string;
  uploadId?: number;
  done: boolean;
}

/** The disagreements between applications and envelopes, described (none once the reconciliation ran). */
const STRANDED_SQL = [
  [
    'waiting on no envelope out',
    `select a.id from applications a left join envelopes e on e.id::text = a.envelope_id
     where a.status = 'Waiting for Signature' and (e.id is null or e.status <> 'sent')`,
  ],
  [
    'built-in envelope answered by all but still out',
    `select e.id from envelopes e where e.status = 'sent' and e.provider = 'builtin'
     and (not exists (select 1 from signers s where s.envelope_id = e.id and s.status = 'pending')
          or exists (select 1 from signers s where s.envelope_id = e.id and s.status = 'declined'))`,
  ],
  [
    'contract completed while its application waits',
    `select e.id from envelopes e join applications a on a.id = e.application_id
     where e.purpose = 'contract' and e.status = 'completed' and a.status = 'Waiting for Signature'`,
  ],
  [
    'contract out that no waiting application names',
    `select e.id from envelopes e join applications a on a.id = e.application_id
     where e.purpose = 'contract' and e.status = 'sent'
     and (a.envelope_id is distinct from e.id::text or a.status <> 'Waiting for Signature')`,
  ],
  ['envelope never sent', `select id from envelopes where status = 'sent' and provider_envelope_id is null`],
] as const;

export async function runSigningCrash(options: SigningCrashOptions): Promise<SigningCrashOutcome> {
  const log = options.log ?? (() => {});
  const database = await createPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-signing-crash-'));
  // The outbox's bodies are sealed with the data key (decision 029): the harness opens them as the mailbox does.
  const dataKey = randomBytes(32).toString('hex');
  const cipher = createSinCipher(parseKey(dataKey));
  const env = {
    ...crashNodeEnv({ databaseUrl: database.url, folder: dataDir, dataKey }),
    SIGNING_RECONCILE_SECONDS: String(RECONCILE_SECONDS),
    PUBLIC_URL: 'http://crash.example',
  };
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const outcome: SigningCrashOutcome = {
    rounds: options.rounds,
    operations: 0,
    acknowledged: 0,
    inFlightAtKill: [],
    settledAfterRestartMs: [],
    stranded: [],
    lost: [],
    finished: 0,
    uploadsCompletedAgain: 0,
    uploadsUploadedAnew: 0,
  };
  let node: NodeProcess | undefined;
  let base = '';
  let token = '';
  const start = async (name: string, seed: boolean) => {
    node = startNode(name, SERVER, { ...env, SEED_DEMO: seed ? '1' : '0' });
    const [, port] = await node.waitFor(LISTENING, START_MS);
    base = `http://127.0.0.1:${port}`;
  };
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    form?: Record<string, string>,
  ) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: token,
        'accept-language': 'en',
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? new URLSearchParams(form).toString() : payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  };
  const query = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
    (await pool.query<R>(sql, values)).rows;

  /** The newest link e-mailed for an envelope to this address (a send after a crash replaces the first one). */
  const mailedLink = (envelopeId: string, to: string) =>
    pollUntil(`the link of ${envelopeId} to ${to}`, 60_000, async () => {
      const rows = await query<{ bodyEncrypted: string | null; legacyText: string | null; legacyHtml: null }>(
        `select body_encrypted as "bodyEncrypted", text as "legacyText", null as "legacyHtml"
           from outbox where "to" = $1 order by id desc`,
        [to],
      );
      const texts = rows.map((row) => openBody(cipher, row)?.text ?? '');
      const text = texts.find((t) => t.includes(envelopeId));
      return /http:\/\/crash\.example(\/esign\/\S+)/.exec(text ?? '')?.[1];
    });

  /** The calls of one deal, one after another; each call counted in flight until answered. */
  const inFlight = new Map<string, number>();
  const acked: Array<{ deal: Deal; what: string }> = [];
  const track = async <T>(what: string, deal: Deal, work: () => Promise<T>): Promise<T> => {
    inFlight.set(what, (inFlight.get(what) ?? 0) + 1);
    outcome.operations += 1;
    try {
      const result = await work();
      acked.push({ deal, what });
      outcome.acknowledged += 1;
      return result;
    } finally {
      inFlight.set(what, (inFlight.get(what) ?? 1) - 1);
    }
  };
  const ok = <R extends { status: number; text: string }>(res: R, what: string): R => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
    return res;
  };

  const signAll = async (deal: Deal, tracked: boolean) => {
    const method = deal.kind.startsWith('embed') ? 'Embed' : 'Email';
    const asked = () =>
      call(
        'GET',
        `/api/sign/${deal.id}?action=sign&customerSignMethod=${method}&coCustomerSignMethod=${method}`,
      );
    const answer = ok(tracked ? await track('request', deal, asked) : await asked(), 'request').json();
    deal.envelopeId = String(answer.envelopeId);
    const urls = answer.urls as Array<{ url: string; roleName: string }>;
    // By e-mail, the links of those still to sign (after a crash, one of two may have signed already).
    const pending = await query<{ email: string }>(
      `select email from signers where envelope_id = $1 and status = 'pending' order by id`,
      [deal.envelopeId],
    );
    const emails = pending.map((p) => p.email);
    const links =
      method === 'Embed'
        ? urls.map((u) => u.url)
        : await Promise.all(emails.map((to) => mailedLink(deal.envelopeId ?? '', to)));
    for (const link of links) {
      const signed = () =>
        call('POST', `${new URL(link, base).pathname}/sign`, undefined, {
          consent: 'yes',
          kind: 'typed',
          typedName: 'Crash Signer',
        });
      ok(tracked ? await track('sign', deal, signed) : await signed(), 'sign');
    }
  };

  /** A bill of sale put where the upload URL says: the upload's id. */
  const putFile = async (applicationId: string) => {
    const asked = ok(
      await call('POST', `/doc-api/applications/upload-to-s3/${applicationId}`, {
        uploadType: 'billOfSale',
        contentType: 'application/pdf',
        fileName: 'bill.pdf',
      }),
      'upload url',
    ).json();
    const put = await fetch(new URL(String(asked.url), base), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      // A whole PDF: the upload's completion reads it (decision 030).
      body: await onePagePdf('Bill of sale: crash test'),
    });
    if (!put.ok) throw new Error(`put: ${put.status}`);
    return Number(asked.uploadId);
  };

  const prepare = async (round: number): Promise<Deal[]> => {
    const deals: Deal[] = [];
    for (const kind of SIGNING_KINDS)
      for (let i = 0; i < options.dealsPerKind; i++) {
        const signers = kind.endsWith('2') ? 2 : 1;
        const id = await signableApplication(
          { database: { db } },
          { user: 'demo.external', coApplicant: signers > 1 },
        );
        deals.push({ id, kind, signers, done: false });
      }
    for (let i = 0; i < options.others; i++) {
      const edgeId = `K${round}${String(i).padStart(5, '0')}`.slice(0, 8);
      const cert = await signableApplication(
        { database: { db } },
        { user: 'demo.external', status: 'Signatures Received', edgeId },
      );
      deals.push({ id: cert, kind: 'certificate', signers: 2, done: false });
      const upload = await signableApplication(
        { database: { db } },
        { user: 'demo.external', status: 'Signatures Received' },
      );
      // The file is put before the round: the call the kill may cut is the completion.
      const uploadId = await putFile(upload);
      deals.push({ id: upload, kind: 'upload', signers: 0, uploadId, done: false });
    }
    return deals;
  };

  const certify = (deal: Deal) =>
    call('POST', `/api/get-completion-certificate/${deal.id}`, {
      installerName: 'Ivy Installer',
      installerEmail: 'ivy@example.ca',
      installerCompany: 'Maple Comfort',
      method: 'electronic',
    });
  const completeUpload = (deal: Deal) =>
    call('POST', `/doc-api/applications/upload-complete/${deal.id}`, { uploadId: deal.uploadId });

  /** One deal's calls during the round: the node may die under any of them. */
  const run = async (deal: Deal) => {
    if (deal.kind === 'certificate') ok(await track('certificate', deal, () => certify(deal)), 'certificate');
    else if (deal.kind === 'upload') ok(await track('upload', deal, () => completeUpload(deal)), 'upload');
    else await signAll(deal, true);
    deal.done = true;
  };

  try {
    await start('node before the crash', true);
    token = String(
      (await call('POST', '/api/users/login', { userName: 'demo.external', password: 'Demo-pass1!' })).json()
        .authToken,
    );
    for (let round = 1; round <= options.rounds; round++) {
      const deals = await prepare(round);
      acked.length = 0;
      inFlight.clear();
      const queue = [...deals].sort(() => Math.random() - 0.5);
      let killed = false;
      // Kill once about a third of the calls are answered, with calls in flight, after a random extra moment.
      const expected = deals.reduce(
        (n, d) => n + (d.kind === 'certificate' || d.kind === 'upload' ? 1 : 1 + d.signers),
        0,
      );
      const target = Math.ceil(expected / 3) + Math.floor(Math.random() * Math.ceil(expected / 4));
      const tab = async () => {
        while (!killed) {
          const deal = queue.shift();
          if (!deal) return;
          await run(deal).catch(() => {
            // The node died with this call in flight: the browser got no answer.
          });
        }
      };
      const killer = pollUntil(
        'enough calls answered to kill',
        120_000,
        async () => {
          if (killed) return true;
          const flying = [...inFlight.values()].reduce((a, b) => a + b, 0);
          const over = queue.length === 0 && flying === 0;
          if (!over && (acked.length < target || flying === 0)) return undefined;
          killed = true;
          outcome.inFlightAtKill.push(Object.fromEntries([...inFlight].filter(([, n]) => n > 0)));
          node?.child.kill('SIGKILL');
          return true;
        },
        5,
      );
      await Promise.all([tab(), tab(), tab(), tab(), killer]);
      await node?.exited;
      log(
        `round ${round}: killed with ${acked.length} answered, in flight ${JSON.stringify(outcome.inFlightAtKill.at(-1))}`,
      );

      const restarting = new Date();
      await start(`node after crash ${round}`, false);
      const restarted = Date.now();
      // The new node's own start-up run (the killed node's may have been cut short: active until it expires).
      await pollUntil(`round ${round}: the start-up reconciliation ran`, SETTLE_MS, async () => {
        const [row] = await query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'signing-reconcile' and state = 'completed'
           and data->>'reason' like 'start-%' and created_on >= $1`,
          [restarting],
        );
        return (row?.n ?? 0) >= 1 ? true : undefined;
      }).catch(async (err: unknown) => {
        // What the queue holds of the reconciliation, and what the node said: the failure's own report.
        const jobs = await query(
          `select state, data, output from pgboss.job where name = 'signing-reconcile' order by created_on`,
        );
        throw new Error(
          `${String(err)}\njobs: ${JSON.stringify(jobs)}\nnode: ${node?.output().slice(-4000) ?? ''}`,
        );
      });
      // Then nothing may disagree (an envelope a crash left unsent goes out after its grace period).
      const found = await pollUntil(
        `round ${round}: applications and envelopes agree`,
        SETTLE_MS,
        async () => {
          const rows: string[] = [];
          for (const [what, sql] of STRANDED_SQL)
            for (const row of await query<{ id: string }>(sql)) rows.push(`${what}: ${row.id}`);
          return rows.length === 0 ? rows : undefined;
        },
      ).catch(async () => {
        const rows: string[] = [];
        for (const [what, sql] of STRANDED_SQL)
          for (const row of await query<{ id: string }>(sql)) rows.push(`round ${round}, ${what}: ${row.id}`);
        return rows;
      });
      outcome.stranded.push(...found);
      outcome.settledAfterRestartMs.push(Date.now() - restarted);
      outcome.lost.push(...(await lostAcknowledged(query, acked)));
      // Every deal can still be finished: sign what is left, complete or upload again.
      for (const deal of deals) {
        if (deal.kind === 'certificate') continue;
        if (deal.kind === 'upload') {
          // Completed before the kill: the acknowledged upload is checked as stored (lostAcknowledged); it is finished.
          if (deal.done) {
            outcome.finished += 1;
            continue;
          }
          const again = await completeUpload(deal);
          if (again.status === 200) outcome.uploadsCompletedAgain += 1;
          else {
            // The dealer uploads the file again: the deal goes on.
            ok(await completeUpload({ ...deal, uploadId: await putFile(deal.id) }), 'upload anew');
            outcome.uploadsUploadedAnew += 1;
          }
          outcome.finished += 1;
          continue;
        }
        const [row] = await query<{ status: string }>('select status from applications where id = $1', [
          deal.id,
        ]);
        if (row?.status !== 'Signatures Received') await signAll(deal, false);
        const [after] = await query<{ status: string }>('select status from applications where id = $1', [
          deal.id,
        ]);
        if (after?.status !== 'Signatures Received')
          outcome.lost.push(`${deal.kind} ${deal.id}: ${after?.status}`);
        else outcome.finished += 1;
      }
      log(
        `round ${round}: restarted, agreed after ${outcome.settledAfterRestartMs.at(-1)} ms, ${found.length} stranded`,
      );
    }
    return outcome;
  } finally {
    await pool.end().catch(() => undefined);
    await killAll();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What an acknowledged call promised, checked in the database: a lost effect is described. */
async function lostAcknowledged(
  query: <R extends pg.QueryResultRow>(sql: string, values?: unknown[]) => Promise<R[]>,
  acked: Array<{ deal: Deal; what: string }>,
) {
  const lost: string[] = [];
  for (const { deal, what } of acked) {
    const [app] = await query<{ status: string }>('select status from applications where id = $1', [deal.id]);
    if (what === 'request' && !['Waiting for Signature', 'Signatures Received'].includes(app?.status ?? ''))
      lost.push(`request ${deal.id}: ${app?.status}`);
    if (what === 'certificate') {
      const [row] = await query<{ n: number }>(
        'select count(*)::int as n from certificates where application_id = $1',
        [deal.id],
      );
      if (!row?.n) lost.push(`certificate ${deal.id}: none recorded`);
    }
    if (what === 'upload') {
      const [row] = await query<{ status: string }>('select status from uploads where id = $1', [
        deal.uploadId,
      ]);
      if (row?.status !== 'stored') lost.push(`upload ${deal.uploadId}: ${row?.status}`);
    }
  }
  // The last signature acknowledged: the deal is signed.
  for (const deal of new Set(acked.filter((a) => a.what === 'sign').map((a) => a.deal))) {
    const signs = acked.filter((a) => a.deal === deal && a.what === 'sign').length;
    const [app] = await query<{ status: string }>('select status from applications where id = $1', [deal.id]);
    if (signs === deal.signers && app?.status !== 'Signatures Received')
      lost.push(`signed ${deal.id}: ${app?.status}`);
  }
  return lost;
}
