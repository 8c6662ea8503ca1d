// Answers of the financing calls for the tests of the assets, program and calculator screens, built from the
// domain's seeded catalogue and math, as the API builds them.
import {
  type Application,
  type AssetAnswer,
  type AssetsAnswer,
  assetSubTypesOf,
  assetTypeOptions,
  buildFinancingSelection,
  type Cents,
  type Closing,
  classOf,
  costOfBorrowing,
  findProgram,
  NO_CLOSING,
  NO_CONSENT_RECORD,
  PROGRAMS,
  type ProgramsAnswer,
  parseLeaseDate,
  programOptions,
  TERMS,
  toAssetSubTypeOption,
  toDisclosureAnswer,
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

/**
 * The calculator's GET /programs without an application: the lender's programs a dealership offers (version 1 of
 * each, as seeded), less those the lender withheld from it (decision 047).
 */
export function offeredProgramsAnswer(withheld: readonly number[] = []): FakeAnswer {
  const offered = PROGRAMS.filter((p) => p.creditor === 'lender' && !withheld.includes(p.programId));
  const body: ProgramsAnswer = {
    programs: Object.fromEntries(offered.map((p) => [String(p.programId), toProgramCard(p)])),
    assetCount: 0,
  };
  return { body };
}

/** Every seeded program (version 1 of each) as GET /programs answers them. */
export function programsAnswerOf(assetCount: number): FakeAnswer {
  const body: ProgramsAnswer = {
    programs: Object.fromEntries(PROGRAMS.map((p) => [String(p.programId), toProgramCard(p)])),
    assetCount,
  };
  return { body };
}

/** An approved Finance application in Ontario, as GET /applications/get/{id} answers it. */
/** Where the deal stands: by default assets and a program saved, nothing further (ready for Sign). */
export function closingFixture(closing: Partial<Closing> = {}): Closing {
  return { ...NO_CLOSING, assets: true, program: true, ...closing };
}

export function approvedApplicationAnswer(
  fields: Partial<Application> = {},
  closing: Partial<Closing> = {},
): FakeAnswer {
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
  return {
    body: {
      application,
      coApplicant: null,
      status: application.status,
      permissions: {},
      closing: closingFixture(closing),
      secondLook: { creditor: classOf(application.status)?.creditor ?? 'lender', consentCoversPartner: true },
      consent: NO_CONSENT_RECORD,
    },
  };
}

/** The query string of the last call to a path. */
export function lastQuery(fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams | null {
  const urls = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'));
  const url = urls.filter((u) => u.pathname === `/api${path}`).at(-1);
  return url ? url.searchParams : null;
}

/** GET /program/options for an amount in cents, from the seeded program. */
export function optionsAnswerOf(programId: number, financedCents: Cents): FakeAnswer {
  const program = findProgram(programId);
  if (!program) return { status: 404, body: { errorMessage: 'This program does not exist.' } };
  return { body: programOptions(program, financedCents) };
}

function priced(query: URLSearchParams, financedCents: Cents) {
  const program = findProgram(Number(query.get('programId')));
  const termId = Number(query.get('termId'));
  const months = TERMS[termId];
  const lease = parseLeaseDate(query.get('leaseDate') ?? '');
  if (!program || !months || !lease) return null;
  const result = costOfBorrowing({
    terms: {
      principalCents: financedCents,
      annualRatePercent: program.ratePercent,
      termMonths: months,
      deferral: program.deferral ?? undefined,
    },
    feeCents: program.feeCents,
    leaseDate: lease,
  });
  return { program, termId, result };
}

/** GET /program/payment/{id}: the payment and its disclosure, as the server prices them with the domain's math. */
export function paymentAnswerOf(query: URLSearchParams, financedCents: Cents): FakeAnswer {
  const quote = priced(query, financedCents);
  if (!quote) return { status: 400, body: { errorMessage: 'Bad request.' } };
  if (!quote.result.ok) return { status: 422, body: { errorMessage: 'Refused: over 35% APR.' } };
  const disclosure = toDisclosureAnswer(quote.result.disclosure);
  return { body: { results: { monthlyPayment: disclosure.payment, disclosure } } };
}

/** GET /application/save-program/{id}: the stored selection. */
export function saveProgramAnswerOf(query: URLSearchParams, financedCents: Cents): FakeAnswer {
  const quote = priced(query, financedCents);
  if (!quote?.result.ok) return { status: 400, body: { errorMessage: 'Bad request.' } };
  const data = buildFinancingSelection({
    program: quote.program,
    termId: quote.termId,
    disclosure: quote.result.disclosure,
    leaseDate: query.get('leaseDate') ?? '',
    installationDate: query.get('installationDate') ?? '',
    certificateMethod: query.get('certificateMethod') === 'paper' ? 'paper' : 'electronic',
  });
  return { body: { result: 'Success', data } };
}
