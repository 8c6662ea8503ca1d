import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, vendors } from '../../db/schema.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { statusColumns } from './application-status.repository.ts';

describe.each(DATABASES)('dashboard summary on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const summary = async (userName: string) => {
    const res = await app.inject({
      url: '/api/applications/summary',
      headers: { authorization: await login(app, userName) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as Record<string, number>;
  };

  it("counts the vendor's applications per group of spec §4, every group present", async () => {
    expect(await summary('demo.external')).toEqual({
      Incomplete: 2,
      All: 8,
      Pending: 1,
      Approved: 1,
      DocumentProgress: 1,
      NotApproved: 1,
      Kamsel: 0,
      MissingDocuments: 0,
      Funded: 1,
      CompleteBooking: 0,
      Cancelled: 1,
    });
  });

  it("never counts another vendor's applications, nor deleted ones", async () => {
    const [quebec] = await app.database.db
      .select()
      .from(vendors)
      .where((await import('drizzle-orm')).eq(vendors.province, 'QC'));
    await app.database.db.insert(applications).values([
      { vendorId: quebec?.id ?? 0, ...statusColumns('Deleted') },
      { vendorId: quebec?.id ?? 0, ...statusColumns('Declined') },
      { vendorId: quebec?.id ?? 0, ...statusColumns('BureauNotFound') },
    ]);
    const counts = await summary('demo.quebec');
    expect(counts.NotApproved).toBe(2);
    expect(counts.All).toBe(2);
    expect((await summary('demo.us')).All).toBe(0);
    expect((await summary('demo.external')).All).toBe(8);
  });

  it('asked by several vendors in one turn, answers each its own counts', async () => {
    const users = ['demo.external', 'demo.quebec', 'demo.us', 'demo.external'];
    const tokens = await Promise.all(users.map((user) => login(app, user)));
    const alone = [];
    for (const token of tokens) {
      const res = await app.inject({ url: '/api/applications/summary', headers: { authorization: token } });
      alone.push(res.json().results);
    }
    const together = await Promise.all(
      tokens.map((token) =>
        app.inject({ url: '/api/applications/summary', headers: { authorization: token } }),
      ),
    );
    expect(together.map((res) => res.json().results)).toEqual(alone);
    expect(alone[0]).not.toEqual(alone[1]);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/applications/summary' })).statusCode).toBe(403);
  });
});
