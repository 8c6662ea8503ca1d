// Issue 25: a second-look job running on a node killed mid-job (sent, or acknowledged and not answered yet) is failed
// past its expiry and run again by the node that starts next; the partner answers once and nothing is doubled.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, decisions, vendors } from '../../db/schema.ts';
import { startWorkers } from '../../jobs.ts';
import { uuidOf } from '../../lib/uuid-of.ts';
import { createTestApp, DATABASES } from '../../test/test-app.ts';
import { statusColumns } from '../applications/application-status.repository.ts';
import { secondLookJob } from './second-look.job.ts';

describe.each(DATABASES)('second-look jobs left active by a killed node, on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // This node only queues: the workers start below, as a node restarting after the crash would.
    app = await createTestApp(kind, { env: { JOBS: '1', RUN_WORKERS: '0', PARTNER_ANSWER_WAIT_MS: '0' } });
  });
  afterAll(() => app.close());

  it('runs each again, from where it stood (sent; acknowledged), and stores one answer each', async () => {
    const { db } = app.database;
    const [vendor] = await db.select().from(vendors).where(eq(vendors.province, 'ON')).limit(1);
    const ids: string[] = [];
    for (const status of ['SubmittedToKamsel', 'KamselPending']) {
      const submissionId = randomUUID();
      const [row] = await db
        .insert(applications)
        .values({
          vendorId: vendor?.id ?? 0,
          ...statusColumns(status),
          submissionId,
          creditor: 'partner',
          consentVersion: 2,
          amountCents: 800_000,
          applicationType: 'Finance',
          firstName: 'Sam',
          lastName: 'Secondlook',
          dobEncrypted: app.sinCipher.encrypt('1980-04-15'),
        })
        .returning();
      if (!row || !app.queue) throw new Error('no application or no queue');
      await app.queue.send(secondLookJob, { applicationId: row.id, submissionId, reason: 'submit' });
      // The killed node had fetched it 90 s ago (its expiry is 60 s): active, never completed.
      await app.database.executeSql(
        `update pgboss.job set state = 'active', started_on = now() - interval '90 seconds' where id = $1`,
        [uuidOf(`second-look:${submissionId}:submit`)],
      );
      ids.push(row.id);
    }
    if (!app.queue) throw new Error('no queue');
    const started = Date.now();
    await startWorkers(app.queue, app.services.workers);
    const answered = async () =>
      (await db.select().from(applications).where(inArray(applications.id, ids))).filter(
        (row) => row.status === 'KamselApproved',
      ).length;
    while ((await answered()) < ids.length && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await answered()).toBe(ids.length);
    // The start-up send and the expired job's retry both ran each: one answer stored each.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stored = await db.select().from(decisions).where(inArray(decisions.applicationId, ids));
    expect(stored.map((d) => [d.decider, d.outcome])).toEqual([
      ['partner', 'KamselApproved'],
      ['partner', 'KamselApproved'],
    ]);
  }, 90_000);
});
