// The steps kept on the tablet while offline, in the order they were kept (issue 39, decision 057): sealed in the vault,
// forgotten after 72 hours, and sent in that order through the wizard's ordinary save calls, each with the version the
// previous one answered. A refusal for a change made meanwhile elsewhere (409) stops that application's steps for the
// salesperson to choose; no answer at all stops everything, to be tried again when the network returns.
import type { ApplicationRecord, SaveMode } from '@vp/domain';
import { keptRecord } from './kept-record.ts';
import type { SealedRecord, Vault } from './vault.ts';

export const KEEP_FOR_MS = 72 * 60 * 60 * 1000;
export const LOCAL_ID_PREFIX = 'offline-';

export type KeptForm = 'application' | 'coApplicant';

/** One wizard step as kept: never the SIN (decision 057). */
export interface KeptStep {
  /** The application: its id, or a local one ('offline-…') until its step 1 is sent. */
  appRef: string;
  form: KeptForm;
  step: string;
  mode: SaveMode;
  values: Record<string, string>;
  /** When the customer's consent was ticked on this tablet (ISO): the server records that time, not the sending's. */
  consentGivenAt?: string;
  /** A SIN was typed on this step and left out of what was kept: it is asked again once the network is back. */
  sinLeftOut: boolean;
  /** The version the application's kept steps start from (the one last read); none for a new application. */
  baseVersion?: number;
  /** The application as last read from the server, which the kept steps change; null for a new one. */
  baseRecord?: ApplicationRecord | null;
  /** The server's id, once the step 1 of a new application was sent. */
  serverId?: string;
}

export interface Kept extends KeptStep {
  key: string;
  keptAt: number;
  seq: number;
}

export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);
export const newLocalId = () => `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`;

/** What the server answered a sent step: the application's id and its new version. */
export interface SentAnswer {
  id: string;
  version: number;
}
export type Sender = (
  step: KeptStep,
  target: { id: string; version: number | undefined },
) => Promise<SentAnswer>;
/** Why a send failed: no answer (try later), a change made elsewhere (choose), or a refusal of the step itself. */
export type FailureKind = 'offline' | 'conflict' | 'refused';

export interface Stopped {
  appRef: string;
  /** The application's id on the server ('new' when its step 1 was not sent). */
  id: string;
  kind: Exclude<FailureKind, 'offline'>;
  error: unknown;
  steps: Kept[];
}

export interface SendReport {
  sent: Kept[];
  /** The last answer of each application sent, by its reference as kept (a local id maps to the new id here). */
  answers: Record<string, SentAnswer>;
  stopped: Stopped[];
  /** No answer came: what is left is tried again later. */
  offline: boolean;
}

interface QueueDeps {
  vault: Vault;
  now?: () => number;
}

const keyOf = (userId: string, seq: number) => `${userId}:${String(seq).padStart(12, '0')}`;

export function createQueue({ vault, now = Date.now }: QueueDeps) {
  /** The user's kept steps in their order; steps past 72 hours are deleted first. */
  async function list(userId: string): Promise<Kept[]> {
    const oldest = now() - KEEP_FOR_MS;
    const kept: Kept[] = [];
    for (const [key, record] of await vault.list()) {
      if (record.keptAt < oldest) {
        await vault.remove(key);
        continue;
      }
      if (record.userId !== userId) continue;
      const step = await vault.open<KeptStep>(userId, record);
      kept.push({ ...step, key, keptAt: record.keptAt, seq: record.seq });
    }
    return kept.sort((a, b) => a.seq - b.seq);
  }

  async function write(userId: string, key: string, keptAt: number, seq: number, step: KeptStep) {
    const sealed = await vault.seal(userId, step);
    const record: SealedRecord = { userId, keptAt, seq, ...sealed };
    await vault.put(key, record);
  }

  async function nextSeq(): Promise<number> {
    const records = await vault.list();
    return records.reduce((max, [, record]) => Math.max(max, record.seq), 0) + 1;
  }

  /** Keeps a step after the others. */
  async function keep(userId: string, step: KeptStep): Promise<Kept> {
    const seq = await nextSeq();
    const key = keyOf(userId, seq);
    const keptAt = now();
    await write(userId, key, keptAt, seq, step);
    return { ...step, key, keptAt, seq };
  }

  /** Rewrites a kept step in its place (its time and order unchanged). */
  async function update(userId: string, kept: Kept): Promise<void> {
    const { key, keptAt, seq, ...step } = kept;
    await write(userId, key, keptAt, seq, step);
  }

  /** Forgets an application's kept steps (sent, or the server's version chosen). */
  async function drop(userId: string, appRef: string): Promise<void> {
    for (const kept of await list(userId)) if (kept.appRef === appRef) await vault.remove(kept.key);
  }

  /** Starts an application's kept steps again from a newer version (the salesperson kept their own answers). */
  async function rebase(userId: string, appRef: string, version: number): Promise<void> {
    const first = (await list(userId)).find((kept) => kept.appRef === appRef);
    if (first) await update(userId, { ...first, baseVersion: version });
  }

  /** Sends every kept step in order; each sent step is deleted at once, so a retry starts where this one stopped. */
  async function send(
    userId: string,
    sender: Sender,
    classify: (error: unknown) => FailureKind,
  ): Promise<SendReport> {
    const report: SendReport = { sent: [], answers: {}, stopped: [], offline: false };
    const byApplication = new Map<string, Kept[]>();
    for (const kept of await list(userId)) {
      const group = byApplication.get(kept.appRef) ?? [];
      group.push(kept);
      byApplication.set(kept.appRef, group);
    }
    for (const [appRef, steps] of byApplication) {
      const first = steps[0] as Kept;
      let target = {
        id: first.serverId ?? (isLocalId(appRef) ? 'new' : appRef),
        version: first.baseVersion,
      };
      for (const [index, kept] of steps.entries()) {
        let answer: SentAnswer;
        try {
          answer = await sender(kept, target);
        } catch (error) {
          const kind = classify(error);
          if (kind === 'offline') return { ...report, offline: true };
          report.stopped.push({ appRef, id: target.id, kind, error, steps: steps.slice(index) });
          break;
        }
        await vault.remove(kept.key);
        report.sent.push(kept);
        report.answers[appRef] = answer;
        target = answer;
        const next = steps[index + 1];
        if (next) {
          // The next step now starts from this answer, also for a send that stops before it.
          const base = keptRecord([kept]);
          Object.assign(next, {
            serverId: answer.id,
            baseVersion: answer.version,
            baseRecord: base && { ...base, application: { ...base.application, version: answer.version } },
          });
          await update(userId, next);
        }
      }
    }
    return report;
  }

  return { list, keep, update, drop, rebase, send };
}

export type OfflineQueue = ReturnType<typeof createQueue>;
