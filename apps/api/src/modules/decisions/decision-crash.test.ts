// Issue 15 item 6: a decision job that was running on a node killed mid-decision is decided again, within the
// browser's 2-minute poll, by the node that starts next (its send with the same job id adds nothing).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, vendors } from '../../db/schema.ts';
import { startWorkers } from '../../jobs.ts';
import { createTestApp, DATABASES } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';
import { decisionJob } from './decision.job.ts';

describe.each(DATABASES)('a decision job left active by a killed node, on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // This node only queues: the workers start below, as a node restarting after the crash would.
    app = await createTestApp(kind, { env: { JOBS: '1', RUN_WORKERS: '0' } });
  });
  afterAll(() => app.close());

  it('is failed past its expiry and decided, once, well within 2 minutes', async () => {
    const { db } = app.database;
    const [vendor] = await db.select().from(vendors).where(eq(vendors.province, 'ON')).limit(1);
    const submissionId = randomUUID();
    const [row] = await db
      .insert(applications)
      .values({
        vendorId: vendor?.id ?? 0,
        ...statusColumns('SubmittedToCredit'),
        submissionId,
        amountCents: 500_000,
        applicationType: 'Finance',
        firstName: 'Sam',
        lastName: 'Crashed',
        dobEncrypted: app.sinCipher.encrypt('1980-04-15'),
      })
      .returning();
    if (!row || !app.queue) throw new Error('no application or no queue');
    await app.queue.send(decisionJob, { applicationId: row.id, submissionId });
    // The killed node had fetched it 40 s ago: active, never completed.
    await app.database.executeSql(
      `update pgboss.job set state = 'active', started_on = now() - interval '40 seconds' where id = $1`,
      [submissionId],
    );
    const started = Date.now();
    await startWorkers(app.queue, app.services.workers);
    let status = row.status;
    while (status === 'SubmittedToCredit' && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const [now] = await db.select().from(applications).where(eq(applications.id, row.id));
      status = now?.status ?? status;
    }
    expect(status).toBe('Approved');
    expect(Date.now() - started).toBeLessThan(30_000);
    const decisions = await app.database.executeSql(
      'select count(*)::int as n from decisions where application_id = $1',
      [row.id],
    );
    expect(decisions.rows[0]?.n).toBe(1);
  }, 90_000);
});
