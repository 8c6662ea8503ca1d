// The get route's read (one JSON value per person, decision 024) gives the same values as drizzle's own select of
// the same columns, for every kind of column, filled and empty.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, coApplicants, vendors } from '../../db/schema.ts';
import { createTestApp, DATABASES } from '../../test/test-app.ts';
import { APPLICATION_ANSWER_COLUMNS, CO_APPLICANT_ANSWER_COLUMNS } from './application.mapper.ts';

const pick = <T extends Record<string, unknown>>(row: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

describe.each(DATABASES)('the application read in one JSON value on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let vendorId: number;
  beforeAll(async () => {
    app = await createTestApp(kind);
    const [vendor] = await app.database.db.select({ id: vendors.id }).from(vendors).limit(1);
    vendorId = vendor?.id ?? 0;
  });
  afterAll(() => app.close());

  const read = (id: string) => app.services.applicationsRepository.findWithCoApplicant(vendorId, id);
  const drizzleRead = async (id: string) => {
    const [application] = await app.database.db.select().from(applications).where(eq(applications.id, id));
    const [co] = await app.database.db.select().from(coApplicants).where(eq(coApplicants.applicationId, id));
    return {
      application: pick(application ?? {}, APPLICATION_ANSWER_COLUMNS),
      coApplicant: co ? pick(co, CO_APPLICANT_ANSWER_COLUMNS) : null,
    };
  };

  it('reads every column as drizzle does, filled with awkward values', async () => {
    const text = `O'Brien "É" \\ ${'x'.repeat(300)} 😀`;
    const [row] = await app.database.db
      .insert(applications)
      .values({
        vendorId,
        status: 'Approved',
        edgeId: 'C1234567',
        amountCents: 9_007_199_254_740,
        amountApprovedCents: 1,
        rentalAmountCents: 0,
        applicationType: 'Lease',
        description: text,
        creditReleaseObtained: 'Yes',
        hasCoApplicant: 'Yes',
        firstName: text,
        lastName: 'Émile',
        sinLast3: '123',
        dobEncrypted: 'aXY=.dGFn.ZGF0YQ==',
        primaryPhone: '(416) 555-0199',
        mobilePhone: '(416) 555-0198',
        businessPhone: '(416) 555-0100 ext. 12',
        email: 'a@example.com',
        employer: text,
        grossIncomeCents: 12_345_678,
        totalHousingCostsCents: 99,
        totalOtherMonthlyCostsCents: 100_000,
        referral: 'Other',
        referralOther: text,
        country: 'CA',
        address1: text,
        address2: 'Unit 2',
        city: 'Montréal',
        province: 'QC',
        postal: 'H2X 1Y4',
        titleOwner: 'Own',
        yearsAtCurHouse: '4.50',
        note: 'line 1\nline 2\ttab',
        curAddressLess: 'Yes',
        prevAddress1: '2 Rue',
        prevAddress2: 'B',
        prevCity: 'Laval',
        prevProvince: 'QC',
        prevPostal: 'H7N 1A1',
        creditProgramId: 7,
        envelopeId: 'env-1',
        isDocSigned: true,
        created: new Date('2024-02-29T23:59:59.987Z'),
        version: 42,
      })
      .returning();
    const id = row?.id ?? '';
    await app.database.db.insert(coApplicants).values({
      applicationId: id,
      creditReleaseObtained: 'Yes',
      isImmediateFamily: 'No',
      firstName: text,
      lastName: 'Brown',
      sinLast3: '987',
      coborrowerRelationship: 'spouse',
      dobEncrypted: 'b.c.d',
      primaryPhone: '1',
      mobilePhone: '2',
      email: 'c@example.com',
      employer: 'Acme',
      businessPhone: '3',
      country: 'US',
      address1: text,
      address2: 'x',
      city: 'Ottawa',
      province: 'ON',
      postal: 'K1A 0B1',
      titleOwner: 'Rent',
      yearsAtCurHouse: '0.25',
      coborrowerNote: text,
    });
    const found = await read(id);
    expect(found).toEqual(await drizzleRead(id));
    expect(found?.application.created).toEqual(new Date('2024-02-29T23:59:59.987Z'));
    expect(found?.application.yearsAtCurHouse).toBe('4.50');
    expect(found?.application.amountCents).toBe(9_007_199_254_740);
  });

  it('reads empty columns as null, no co-applicant as null, and another vendor\u2019s as missing', async () => {
    const [row] = await app.database.db.insert(applications).values({ vendorId }).returning();
    const id = row?.id ?? '';
    const found = await read(id);
    expect(found).toEqual(await drizzleRead(id));
    expect(found?.coApplicant).toBeNull();
    expect(found?.application.amountCents).toBeNull();
    expect(
      await app.services.applicationsRepository.findWithCoApplicant(vendorId + 1_000, id),
    ).toBeUndefined();
    const [mine] = await app.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.vendorId, vendorId)));
    expect(mine?.id).toBe(id);
  });

  it('reads asked in one turn go as one statement, each answering its own asker only', async () => {
    const others = await app.database.db.select({ id: vendors.id }).from(vendors).limit(2);
    const otherVendorId = others.find((vendor) => vendor.id !== vendorId)?.id ?? 0;
    const [mine] = await app.database.db
      .insert(applications)
      .values({ vendorId, firstName: 'Mine' })
      .returning();
    const [theirs] = await app.database.db
      .insert(applications)
      .values({ vendorId: otherVendorId, firstName: 'Theirs' })
      .returning();
    const mineId = mine?.id ?? '';
    const theirsId = theirs?.id ?? '';
    // Count the statements the repository sends: drizzle calls the pool's query (PostgreSQL) or, through the
    // prepared statement's shim, PGlite's exec.
    const client = (
      app.database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }
    ).$client;
    const method = kind === 'postgres' ? 'query' : 'exec';
    const original = client[method]?.bind(client);
    let statements = 0;
    client[method] = (...args: unknown[]) => {
      if (JSON.stringify(args[0]).includes('application_answers_with_co_applicant')) statements += 1;
      return original?.(...args);
    };
    const repository = app.services.applicationsRepository;
    const [own, theirOwn, notMine, upper, missing, again] = await Promise.all([
      repository.findWithCoApplicant(vendorId, mineId),
      repository.findWithCoApplicant(otherVendorId, theirsId),
      repository.findWithCoApplicant(vendorId, theirsId),
      repository.findWithCoApplicant(vendorId, mineId.toUpperCase()),
      repository.findWithCoApplicant(vendorId, '00000000-0000-4000-8000-000000000000'),
      repository.findWithCoApplicant(vendorId, mineId),
    ]).finally(() => {
      client[method] = original as (...args: unknown[]) => unknown;
    });
    expect(statements).toBe(1);
    expect(own?.application.firstName).toBe('Mine');
    expect(theirOwn?.application.firstName).toBe('Theirs');
    expect(theirOwn?.application.vendorId).toBe(otherVendorId);
    expect(notMine).toBeUndefined();
    expect(upper?.application.id).toBe(mineId);
    expect(missing).toBeUndefined();
    expect(again?.application.id).toBe(mineId);
    // The next turn's read is a statement of its own, and sees what was written in between.
    await app.database.db
      .update(applications)
      .set({ firstName: 'Renamed' })
      .where(eq(applications.id, mineId));
    expect((await repository.findWithCoApplicant(vendorId, mineId))?.application.firstName).toBe('Renamed');
  });
});
