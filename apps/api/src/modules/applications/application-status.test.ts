import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GROUPS, groupOf, type Status } from '@vp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES } from '../../test/test-app.ts';
import { events } from '../audit/audit.schema.ts';
import { financingSelections } from '../financing/financing.schema.ts';
import { uploads } from '../uploads/uploads.schema.ts';
import { vendors } from '../users/users.schema.ts';
import { statusColumns } from './application-status.repository.ts';
import { applications } from './applications.schema.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

const external = { actor: 'vendor', isExternalVendor: true } as const;
const system = { actor: 'system', isExternalVendor: false } as const;

describe.each(DATABASES)('the one status writer on %s', (kind) => {
  let app: App;
  let vendorId: number;
  let otherVendorId: number;
  beforeAll(async () => {
    app = await createTestApp(kind);
    const rows = await app.database.db.select().from(vendors).orderBy(vendors.id);
    vendorId = rows[0]?.id ?? -1;
    otherVendorId = rows[1]?.id ?? -1;
  });
  afterAll(() => app.close());

  async function insert(status: Status, values: Partial<typeof applications.$inferInsert> = {}) {
    const [row] = await app.database.db
      .insert(applications)
      .values({ vendorId, ...statusColumns(status), ...values })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  }
  const read = async (id: string) =>
    (await app.database.db.select().from(applications).where(eq(applications.id, id)))[0];
  const auditOf = (id: string) => app.database.db.select().from(events).where(eq(events.applicationId, id));
  const transition = (...args: Parameters<App['services']['status']['transition']>) =>
    app.services.status.transition(...args);

  it('writes the status, its list group, a new version and the audit event together', async () => {
    const row = await insert('Approved');
    const moved = await transition({
      applicationId: row.id,
      vendorId,
      event: 'cancel',
      performer: external,
      audit: { userId: null, ip: '203.0.113.9' },
    });
    expect(moved).toMatchObject({
      status: 'Cancelled',
      listGroup: GROUPS.Cancelled,
      version: row.version + 1,
    });
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({
        type: 'application.cancel',
        vendorId,
        ip: '203.0.113.9',
        detail: expect.objectContaining({ event: 'cancel', from: 'Approved', to: 'Cancelled' }),
      }),
    ]);
  });

  it('refuses an event the table does not allow from the status, and writes nothing', async () => {
    const row = await insert('Booked');
    await expect(
      transition({ applicationId: row.id, vendorId, event: 'cancel', performer: external, audit: {} }),
    ).rejects.toMatchObject({ statusCode: 409, key: 'errors:api.eventNotAllowed' });
    expect(await read(row.id)).toMatchObject({ status: 'Booked', version: row.version });
    expect(await auditOf(row.id)).toEqual([]);
  });

  it("answers another vendor's application as a missing one", async () => {
    const row = await insert('Incomplete');
    await expect(
      transition({
        applicationId: row.id,
        vendorId: otherVendorId,
        event: 'delete',
        performer: external,
        audit: {},
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await read(row.id))?.status).toBe('Incomplete');
  });

  it("leads the credit decision to the outcome it names, among the event's outcomes only", async () => {
    for (const outcome of ['Approved for Lesser Amount', 'Bureau Not Found', 'Pending'] as const) {
      const submissionId = crypto.randomUUID();
      const row = await insert('SubmittedToCredit', { submissionId });
      const moved = await transition({
        applicationId: row.id,
        vendorId: null,
        event: 'decide',
        to: outcome,
        performer: system,
        submissionId,
        audit: { type: 'decision.made' },
      });
      const group = groupOf(outcome);
      expect(moved).toMatchObject({ status: outcome, listGroup: group ? GROUPS[group] : null });
    }
    const row = await insert('SubmittedToCredit');
    await expect(
      transition({
        applicationId: row.id,
        vendorId: null,
        event: 'decide',
        to: 'Booked',
        performer: system,
        audit: {},
      }),
    ).rejects.toThrow('decide cannot lead to Booked');
    await expect(
      transition({ applicationId: row.id, vendorId: null, event: 'decide', performer: system, audit: {} }),
    ).rejects.toThrow('decide cannot lead to undefined');
  });

  it('moves a decision only while the application answers its submission', async () => {
    const row = await insert('SubmittedToCredit', { submissionId: crypto.randomUUID() });
    await expect(
      transition({
        applicationId: row.id,
        vendorId: null,
        event: 'decide',
        to: 'Approved',
        performer: system,
        submissionId: crypto.randomUUID(),
        audit: {},
      }),
    ).rejects.toMatchObject({ statusCode: 409, key: 'errors:api.applicationChanged' });
    expect((await read(row.id))?.status).toBe('SubmittedToCredit');
  });

  it('keeps the signature request until a program is saved (guard programSaved)', async () => {
    const row = await insert('Approved');
    const request = {
      applicationId: row.id,
      vendorId,
      event: 'requestSignature',
      performer: external,
      audit: {},
    } as const;
    await expect(transition(request)).rejects.toMatchObject({
      statusCode: 409,
      key: 'errors:api.selectProgramFirst',
    });
    await app.database.db.insert(financingSelections).values({ applicationId: row.id, programId: 194 });
    // A selection without a term is not a saved program yet.
    await expect(transition(request)).rejects.toMatchObject({ key: 'errors:api.selectProgramFirst' });
    await app.database.db
      .update(financingSelections)
      .set({ termId: 5 })
      .where(eq(financingSelections.applicationId, row.id));
    expect(await transition(request)).toMatchObject({ status: 'Waiting for Signature' });
  });

  it('keeps the package until the bill of sale, void cheque and warranty are stored (guard requiredUploads)', async () => {
    const row = await insert('Signatures Received');
    const request = {
      applicationId: row.id,
      vendorId,
      event: 'submitDocuments',
      performer: external,
      audit: {},
    } as const;
    const upload = (uploadType: string, status = 'stored') =>
      app.database.db.insert(uploads).values({
        applicationId: row.id,
        uploadType,
        contentType: 'application/pdf',
        fileName: `${uploadType}.pdf`,
        storageKey: `${row.id}/${uploadType}`,
        status,
      });
    await upload('billOfSale');
    await upload('voidCheque');
    await upload('warrantyInfo', 'pending');
    await expect(transition(request)).rejects.toMatchObject({
      statusCode: 409,
      key: 'errors:api.requiredUploads',
    });
    expect(await auditOf(row.id)).toEqual([]);
    await upload('warrantyInfo');
    expect(await transition(request)).toMatchObject({
      status: 'Documents Submitted',
      listGroup: GROUPS.CompleteBooking,
    });
  });

  it("rolls back the caller's own writes with a refused transition", async () => {
    const row = await insert('Booked');
    const status = app.services.status;
    await expect(
      status.transaction(async (tx) => {
        await app.services.audit.record({ type: 'caller.wrote', applicationId: row.id }, tx);
        return status.transition(
          { applicationId: row.id, vendorId, event: 'cancel', performer: external, audit: {} },
          tx,
        );
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await auditOf(row.id)).toEqual([]);
    expect(
      await app.database.db
        .select()
        .from(applications)
        .where(and(eq(applications.id, row.id), eq(applications.status, 'Booked'))),
    ).toHaveLength(1);
  });
});

describe('who writes the status', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  const writer = path.join(import.meta.dirname, 'application-status.repository.ts');

  it('is the status repository alone: no other source sets status or list_group on applications', () => {
    const offenders: string[] = [];
    for (const file of sources(root)) {
      if (file === writer) continue;
      const text = readFileSync(file, 'utf8');
      const updates = [...text.matchAll(/\.update\(applications\)\s*\.set\(([\s\S]*?)\)\s*\.where/g)];
      const inserts = [...text.matchAll(/\.insert\(applications\)\s*\.values\(([\s\S]*?)\)\s*\.returning/g)];
      for (const [, values] of [...updates, ...inserts]) {
        if (/\b(status|listGroup)\s*:/.test(values ?? '')) offenders.push(path.relative(root, file));
      }
      if (/update\s+"?applications"?\s+set[^;`]*\b(status|list_group)\b/i.test(text))
        offenders.push(path.relative(root, file));
    }
    expect(offenders).toEqual([]);
  });

  it('finds a status written elsewhere (the check itself can fail)', () => {
    const sample =
      "await tx.update(applications).set({ status: 'Approved', version: 2 }).where(eq(applications.id, id));";
    expect(/\.update\(applications\)\s*\.set\(([\s\S]*?)\)\s*\.where/.exec(sample)?.[1]).toMatch(
      /\bstatus\s*:/,
    );
  });
});
