// Answers of the financing calls for the tests of the assets, program and calculator screens, built from the
// domain's seeded catalogue and math, as the API builds them.
import {
  type Application,
  type AssetAnswer,
  type AssetsAnswer,
  assetSubTypesOf,
  assetTypeOptions,
  PROGRAMS,
  type ProgramsAnswer,
  toAssetSubTypeOption,
  toProgramCard,
} from '@vp/domain';
import { applicationFixture } from './application-answer.ts';
import type { FakeAnswer } from './render.tsx';

export function assetFixture(overrides: Partial<AssetAnswer> = {}): AssetAnswer {
  return {
    assetId: 7,
    assetName: '1 x Furnace 96% AFUE',
    assetTypeId: 1,
    assetSubTypeId: 1,
    assetType: { en: { label: 'Lennox' }, fr: { label: 'Lennox' } },
    assetSubType: { en: { label: 'Furnace' }, fr: { label: 'Fournaise' } },
    description: 'Furnace 96% AFUE',
    quantity: 1,
    serialNumber: 'LX-1234',
    costBeforeTax: 4000,
    tax: 520,
    retailCost: 4520,
    installationDate: '03/15/2026',
    ...overrides,
  };
}

export function assetsAnswerOf(assets: AssetAnswer[]): FakeAnswer {
  const body: AssetsAnswer = {
    assets: Object.fromEntries(assets.map((a) => [String(a.assetId), a])),
    assetCount: assets.length,
    assetTotal: assets.reduce((sum, a) => sum + Math.round(a.retailCost * 100), 0) / 100,
  };
  return { body };
}

export const assetTypesAnswerBody = () => ({
  body: { assetTypes: assetTypeOptions(), assetSubTypes: [] },
});

export const assetSubTypesAnswerBody = (assetTypeId: number) => ({
  body: { assetSubTypes: assetSubTypesOf(assetTypeId).map(toAssetSubTypeOption) },
});

/** Every seeded program as GET /programs answers them. */
export function programsAnswerOf(assetCount: number): FakeAnswer {
  const body: ProgramsAnswer = {
    programs: Object.fromEntries(PROGRAMS.map((p) => [String(p.programId), toProgramCard(p)])),
    assetCount,
  };
  return { body };
}

/** An approved Finance application in Ontario, as GET /applications/get/{id} answers it. */
export function approvedApplicationAnswer(fields: Partial<Application> = {}): FakeAnswer {
  const application = applicationFixture({
    id: 'A1',
    status: 'Approved',
    applicationType: 'Finance',
    amount: 10000,
    amountApproved: 10000,
    firstName: 'Kim',
    lastName: 'Brown',
    country: 'CA',
    province: 'ON',
    ...fields,
  });
  return { body: { application, coApplicant: null, status: application.status, permissions: {} } };
}

/** The query string of the last call to a path. */
export function lastQuery(fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams | null {
  const urls = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'));
  const url = urls.filter((u) => u.pathname === `/api${path}`).at(-1);
  return url ? url.searchParams : null;
}
