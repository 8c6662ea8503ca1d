// Test helpers of the live status stream (decision 042): a server-sent events reader over fetch (the token in a
// header, as the web app's), and applications moved by the status writer as the credit decision would.
import type { Status } from '@vp/domain';
import { eq } from 'drizzle-orm';
import { statusColumns } from '../modules/applications/application-status.repository.ts';
import { applications } from '../modules/applications/applications.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import type { createTestApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

export interface StreamEvent {
  id: string | undefined;
  data: { id: string; status: string; from: string | null; event: string; counts?: Record<string, number> };
}

/** Waits for the events a test expects: generous, a loaded CI machine is slow; no timing is asserted. */
const WAIT_MS = 60_000;

export async function openStream(baseUrl: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events/stream`, {
    headers: { authorization: token, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => undefined;
  const read = async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
        const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
        comments.push(...lines.filter((l) => l.startsWith(':')));
        if (data.length > 0) events.push({ id, data: JSON.parse(data.join('\n')) });
        wake();
        end = buffer.indexOf('\n\n');
      }
    }
  };
  const reading = read().catch(() => undefined);
  return {
    status: res.status,
    res,
    events,
    comments,
    /** Resolves when the server ends the stream (or the test closes it). */
    ended: reading,
    /** The first event (from the start) that matches, waiting for it. */
    async next(match: (event: StreamEvent) => boolean): Promise<StreamEvent> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such event; received ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 500);
        });
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export async function userId(app: App, userName: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

export async function vendorIdOf(app: App, userName: string): Promise<number> {
  const [row] = await app.database.db
    .select({ vendorId: users.vendorId })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row?.vendorId) throw new Error(`no vendor of ${userName}`);
  return row.vendorId;
}

/** An application of the user's vendor, created by that user, waiting for its credit decision. */
export async function submittedApplication(app: App, userName: string, status: Status = 'SubmittedToCredit') {
  const [row] = await app.database.db
    .insert(applications)
    .values({
      vendorId: await vendorIdOf(app, userName),
      createdBy: await userId(app, userName),
      ...statusColumns(status),
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

/** The credit decision's move (the decision job's transition), on a node of the caller's choice. */
export function decide(app: App, applicationId: string, to: Status = 'Approved') {
  return app.services.status.transition({
    applicationId,
    vendorId: null,
    event: 'decide',
    to,
    performer: { actor: 'system', isExternalVendor: false },
    audit: {},
  });
}

/** Polls until `probe` answers something (a mail written after the commit, by a listener). */
export async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('never came');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
