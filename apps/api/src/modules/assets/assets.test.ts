import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { approvedApplication } from '../../test/financing-fixtures.ts';
import { createTestApp, DATABASES, login } from '../../test/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const NBSP = '\u00a0';

describe.each(DATABASES)('assets on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const user of ['demo.external', 'demo.internal', 'demo.quebec', 'demo.us'])
      tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  const get = (url: string, { user = 'demo.external', lang = 'en' } = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: tokens[user] ?? '', 'accept-language': lang },
    });

  /** A furnace by Lennox (1/1) at a retail cost before tax. */
  const addUrl = (id: string, retailCost: string, extra = '') =>
    `/api/application/add-asset/${id}?assetName=&assetTypeId=1&assetSubTypeId=1&quantity=1&serialNumber=SN-1` +
    `&retailCost=${encodeURIComponent(retailCost)}${extra}`;

  it('lists the catalogue of program 194 with French labels, and the sub-types of a manufacturer', async () => {
    const types = await get('/api/program/asset-types?programId=194');
    expect(types.statusCode).toBe(200);
    expect(types.json().assetTypes).toContainEqual({
      assetTypeId: 1,
      en: { label: 'Lennox' },
      fr: { label: 'Lennox' },
    });
    expect(types.json().assetSubTypes).toContainEqual({
      assetSubTypeId: 3,
      en: { label: 'Heat Pump' },
      fr: { label: 'Thermopompe' },
    });
    const subTypes = await get('/api/program/asset-sub-types?programId=194&assetTypeId=8');
    expect(subTypes.json()).toEqual({
      assetSubTypes: [{ assetSubTypeId: 4, en: { label: 'Boiler' }, fr: { label: 'Chaudière' } }],
    });
    const unknown = await get('/api/program/asset-types?programId=1', { lang: 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('Ce programme n’existe pas.');
  });

  it('adds an asset with Ontario HST, stores retailCost with tax, and answers it in get-assets', async () => {
    const id = await approvedApplication(app, { user: 'demo.external', amountApproved: 1_000_000 });
    const res = await get(
      addUrl(id, '1,000.00', '&installationDate=03-15-2026&description=Furnace%2096%25%20AFUE'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'Success',
      asset: {
        assetName: '1 x Furnace 96% AFUE',
        costBeforeTax: 1000,
        tax: 130,
        retailCost: 1130,
        installationDate: '03/15/2026',
        assetType: { en: { label: 'Lennox' } },
        assetSubType: { fr: { label: 'Fournaise' } },
      },
    });
    const list = (await get(`/api/application/get-assets/${id}`)).json();
    expect(list.assetCount).toBe(1);
    expect(list.assetTotal).toBe(1130);
    expect(list.assets[String(res.json().asset.assetId)].retailCost).toBe(1130);
    const audited = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.applicationId, id), eq(events.type, 'asset.added')));
    expect(audited).toHaveLength(1);
  });

  it.each([
    ['Quebec (GST + QST 14.975 %)', 'QC', 'CA', 149.75],
    ['New York (state base rate 4 %)', 'NY', 'US', 40],
    ['a US address spelled USA', 'TX', 'USA', 62.5],
  ])('taxes an asset installed in %s', async (_name, province, country, tax) => {
    const id = await approvedApplication(app, { user: 'demo.external', province, country });
    const res = await get(addUrl(id, '1000'));
    expect(res.statusCode).toBe(200);
    expect(res.json().asset.tax).toBe(tax);
    expect(res.json().asset.retailCost).toBe(1000 + tax);
  });

  it('refuses an address whose tax it cannot compute, in English and French', async () => {
    const id = await approvedApplication(app, { user: 'demo.external', province: 'XX' });
    const en = await get(addUrl(id, '1000'));
    expect(en.statusCode).toBe(409);
    expect(en.json().errorMessage).toMatch(/^The customer's province or state is missing or unknown/);
    expect((await get(addUrl(id, '1000'), { lang: 'fr' })).json().errorMessage).toMatch(
      /^La province ou l’État du client est manquant ou inconnu/,
    );
  });

  it('checks each field of the form, in English and French', async () => {
    const id = await approvedApplication(app, { user: 'demo.external' });
    const cases: Array<[string, string, string, string]> = [
      [
        'assetSubTypeId=1&quantity=1&retailCost=10',
        'assetTypeId',
        'This field is required.',
        'Ce champ est obligatoire.',
      ],
      [
        'assetTypeId=1&quantity=1&retailCost=10',
        'assetSubTypeId',
        'This field is required.',
        'Ce champ est obligatoire.',
      ],
      [
        'assetTypeId=1&assetSubTypeId=1&quantity=0&retailCost=10',
        'quantity',
        'Enter a whole quantity of 1 or more.',
        'Entrez une quantité entière de 1 ou plus.',
      ],
      [
        'assetTypeId=1&assetSubTypeId=1&quantity=1&retailCost=0',
        'retailCost',
        'Enter an amount greater than zero.',
        'Entrez un montant supérieur à zéro.',
      ],
      [
        'assetTypeId=1&assetSubTypeId=1&quantity=1&retailCost=10&installationDate=02-30-2026',
        'installationDate',
        'Enter a date as mm/dd/yyyy.',
        'Entrez une date au format mm/jj/aaaa.',
      ],
    ];
    for (const [query, field, en, fr] of cases) {
      const url = `/api/application/add-asset/${id}?${query}`;
      const resEn = await get(url);
      expect(resEn.statusCode, query).toBe(400);
      expect(resEn.json().errors[field]).toBe(en);
      expect((await get(url, { lang: 'fr' })).json().errors[field]).toBe(fr);
    }
  });

  it('refuses a sub-type the manufacturer does not make, in English and French', async () => {
    const id = await approvedApplication(app, { user: 'demo.external' });
    const url = `/api/application/add-asset/${id}?assetTypeId=8&assetSubTypeId=1&retailCost=100`;
    const en = await get(url);
    expect(en.statusCode).toBe(400);
    expect(en.json().errorMessage).toBe('This type is not made by the chosen manufacturer.');
    expect((await get(url, { lang: 'fr' })).json().errorMessage).toBe(
      'Ce type n’est pas fabriqué par le fabricant choisi.',
    );
  });

  it('re-checks the approved-amount cap with both messages, amounts written per locale', async () => {
    const id = await approvedApplication(app, { user: 'demo.external', amountApproved: 1_000_000 });
    const first = await get(addUrl(id, '5000'));
    expect(first.json().asset.retailCost).toBe(5650);
    const over = await get(addUrl(id, '5000'));
    expect(over.statusCode).toBe(400);
    expect(over.json().errorMessage).toBe(
      'The total amount entered should not be more than the approved amount of $10,000.00. ' +
        'The maximum total (with taxes) you can add is $4,350.00.',
    );
    const fr = await get(addUrl(id, '5000'), { lang: 'fr' });
    expect(fr.json().errorMessage).toBe(
      `Le montant total saisi ne doit pas dépasser le montant approuvé de 10${NBSP}000.00${NBSP}$. ` +
        `Le total maximal (taxes comprises) que vous pouvez ajouter est de 4${NBSP}350.00${NBSP}$.`,
    );
    // Editing the first asset leaves it out of the sum: 8,000 + 13 % = 9,040 fits under 10,000.
    const edit = await get(addUrl(id, '8000', `&assetId=${first.json().asset.assetId}`));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().asset.retailCost).toBe(9040);
    // Exactly the room left (960.00 with tax) fits; then nothing is left and only the first message is given.
    expect((await get(addUrl(id, '849.56'))).json().asset.retailCost).toBe(960);
    const full = await get(addUrl(id, '1'));
    expect(full.json().errorMessage).toBe(
      'The total amount entered should not be more than the approved amount of $10,000.00',
    );
    expect((await get(`/api/application/get-assets/${id}`)).json().assetTotal).toBe(10000);
  });

  it('edits and deletes only an asset of this application', async () => {
    const id = await approvedApplication(app, { user: 'demo.external' });
    const other = await approvedApplication(app, { user: 'demo.external' });
    const assetId = (await get(addUrl(id, '100'))).json().asset.assetId as number;
    expect((await get(addUrl(other, '100', `&assetId=${assetId}`))).statusCode).toBe(404);
    expect((await get(`/api/application/delete-asset/${other}?assetId=${assetId}`)).statusCode).toBe(404);
    const deleted = await get(`/api/application/delete-asset/${id}?assetId=${assetId}`);
    expect(deleted.json()).toEqual({ result: 'Success' });
    expect((await get(`/api/application/get-assets/${id}`)).json()).toEqual({
      assets: {},
      assetCount: 0,
      assetTotal: 0,
    });
    const audited = await app.database.db
      .select({ type: events.type })
      .from(events)
      .where(eq(events.applicationId, id));
    expect(audited.map((e) => e.type).sort()).toEqual(['asset.added', 'asset.deleted']);
  });

  it("answers another vendor's application exactly as a missing one", async () => {
    const id = await approvedApplication(app, { user: 'demo.external' });
    const theirs = await get(`/api/application/get-assets/${id}`, { user: 'demo.quebec' });
    const missing = await get('/api/application/get-assets/00000000-0000-4000-8000-000000000000', {
      user: 'demo.quebec',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await get(addUrl(id, '100'), { user: 'demo.us' })).statusCode).toBe(404);
  });

  it('refuses an internal vendor, in English and French', async () => {
    const id = await approvedApplication(app, { user: 'demo.internal' });
    const en = await get(addUrl(id, '100'), { user: 'demo.internal' });
    expect(en.statusCode).toBe(403);
    expect(en.json().errorMessage).toBe('Only External Vendors can prepare the contract of an application.');
    const fr = await get(`/api/application/get-assets/${id}`, { user: 'demo.internal', lang: 'fr' });
    expect(fr.json().errorMessage).toBe(
      'Seuls les fournisseurs externes peuvent préparer le contrat d’une demande.',
    );
  });

  it('locks the assets once the contract is requested, and refuses an application not approved', async () => {
    const id = await approvedApplication(app, { user: 'demo.external', status: 'Waiting for Signature' });
    const add = await get(addUrl(id, '100'));
    expect(add.statusCode).toBe(409);
    expect(add.json().errorMessage).toBe(
      'The contract has been requested: the assets and the program of this application can no longer be changed.',
    );
    expect(
      (await get(`/api/application/delete-asset/${id}?assetId=1`, { lang: 'fr' })).json().errorMessage,
    ).toBe(
      `Le contrat a été demandé${NBSP}: les biens et le programme de cette demande ne peuvent plus être modifiés.`,
    );
    expect((await get(`/api/application/get-assets/${id}`)).statusCode).toBe(200);
    const pending = await approvedApplication(app, { user: 'demo.external', status: 'Pending' });
    const refused = await get(addUrl(pending, '100'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/Approved or Approved for Lesser Amount/);
  });
});
