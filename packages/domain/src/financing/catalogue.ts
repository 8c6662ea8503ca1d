// The seeded financing catalogue as data: programs with their rates, deferrals, fees and terms, and the asset types
// (manufacturers) and sub-types with French labels. The API seeds its tables from it; tests price from it.
import { centsToAmount } from '../application/fields.ts';
import { formatRate } from '../display.ts';
import { criminalRateRefusal, solveApr } from './apr.ts';
import type { Cents, PercentText } from './money.ts';
import { formatPercent } from './money.ts';
import { type Deferral, paymentSchedule } from './payment.ts';
import { classifyProgram, type ProgramCard, type ProgramOptionsAnswer, type TermOption } from './programs.ts';

/** spec §7: asset-types is always queried with program 194, so 194 is a program and every program shares the assets. */
export const ASSET_CATALOGUE_PROGRAM_ID = 194;

/** The terms a program may offer, by id: one table so that a termId means the same months in every program. */
export const TERMS: Readonly<Record<number, number>> = {
  1: 12,
  2: 24,
  3: 36,
  4: 48,
  5: 60,
  6: 72,
  7: 84,
  8: 96,
  9: 120,
  10: 144,
  11: 180,
};

export interface CatalogueProgram {
  programId: number;
  description: string;
  descriptionFr: string;
  /** Contains 'None' for a program without zero-payment months (spec §4's classification reads it). */
  deferralLabel: string;
  deferralLabelFr: string;
  /** The customer's nominal annual rate. */
  ratePercent: PercentText;
  /** Percentage points above (or, bought down, below) the lender's standard rate of 9.99 %: the card's "rate bump". */
  rateBumpPercent: PercentText;
  deferral: Deferral | null;
  /** Paid by the customer at signing, not financed; counted in the APR (decision 014). */
  feeCents: Cents;
  termIds: readonly number[];
}

const none = { deferralLabel: 'None', deferralLabelFr: 'Aucun', deferral: null } as const;
const ALL_TERMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BUY_DOWN_RATE = '4.99';

export const PROGRAMS: readonly CatalogueProgram[] = [
  {
    programId: 194,
    description: 'Standard Fixed Rate',
    descriptionFr: 'Taux fixe standard',
    ...none,
    ratePercent: '9.99',
    rateBumpPercent: '0',
    feeCents: 0,
    termIds: ALL_TERMS,
  },
  {
    programId: 195,
    description: 'Preferred Fixed Rate',
    descriptionFr: 'Taux fixe privilégié',
    ...none,
    ratePercent: '7.99',
    rateBumpPercent: '-2',
    feeCents: 95_00,
    termIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  },
  {
    programId: 196,
    description: '6 Months No Payments',
    descriptionFr: '6 mois sans paiements',
    deferralLabel: '6 Months Deferred, Interest Accrues',
    deferralLabelFr: '6 mois reportés, intérêts courus',
    ratePercent: '11.99',
    rateBumpPercent: '2',
    deferral: { months: 6, interest: 'accrue' },
    feeCents: 149_00,
    termIds: [3, 4, 5, 6, 7, 8, 9, 10],
  },
  {
    programId: 197,
    description: '12 Months No Payments, No Interest',
    descriptionFr: '12 mois sans paiements ni intérêts',
    deferralLabel: '12 Months Deferred, Interest Waived',
    deferralLabelFr: '12 mois reportés, sans intérêts',
    ratePercent: '12.99',
    rateBumpPercent: '3',
    deferral: { months: 12, interest: 'waive' },
    feeCents: 199_00,
    termIds: [3, 4, 5, 6, 7, 8, 9, 10, 11],
  },
  {
    programId: 198,
    // A rate inside a name is written from the program's number by the one rate format (decision 032), never typed.
    description: `Buy-Down ${formatRate(BUY_DOWN_RATE, 'en')} Promotional Rate`,
    descriptionFr: `Taux promotionnel réduit de ${formatRate(BUY_DOWN_RATE, 'fr')}`,
    ...none,
    ratePercent: BUY_DOWN_RATE,
    rateBumpPercent: '-5',
    feeCents: 0,
    termIds: [1, 2, 3, 4, 5, 6, 7],
  },
];

export function findProgram(programId: number): CatalogueProgram | undefined {
  return PROGRAMS.find((p) => p.programId === programId);
}

/** A program as its card shows it (spec §3 Program), classified by spec §4's rule. */
export function toProgramCard(program: CatalogueProgram): ProgramCard {
  return {
    programId: program.programId,
    value: String(program.programId),
    description: program.description,
    deferralLabel: program.deferralLabel,
    rateBump: program.rateBumpPercent,
    programType: classifyProgram(program),
    fr: { description: program.descriptionFr, deferralLabel: program.deferralLabelFr },
  };
}

export function termLabel(months: number) {
  return { en: { label: `${months} months` }, fr: { label: `${months} mois` } };
}

/**
 * What GET /program/options answers for an amount: the deferral period, the rate, and each term with its monthly
 * payment and APR. A term the amount is too small for, or whose APR (with the fee) would pass the criminal rate, is
 * left out: it could never be saved.
 */
export function programOptions(program: CatalogueProgram, financedCents: Cents): ProgramOptionsAnswer {
  // Each term's APR is solved exactly (a few milliseconds each); a program and amount always give the same answer,
  // and a dealer asks again for the same ones as a deal is structured, so recent answers are kept.
  const key = `${program.programId}:${financedCents}`;
  const cached = OPTIONS_CACHE.get(key);
  if (cached) return cached;
  const answer = computeProgramOptions(program, financedCents);
  if (OPTIONS_CACHE.size >= OPTIONS_CACHE_SIZE)
    OPTIONS_CACHE.delete(OPTIONS_CACHE.keys().next().value ?? key);
  OPTIONS_CACHE.set(key, answer);
  return answer;
}

/** Recent options answers, oldest first (a Map keeps insertion order); shared, so never mutated by a caller. */
const OPTIONS_CACHE = new Map<string, Readonly<ProgramOptionsAnswer>>();
const OPTIONS_CACHE_SIZE = 2_000;

function computeProgramOptions(program: CatalogueProgram, financedCents: Cents): ProgramOptionsAnswer {
  const zero = program.deferral?.months ?? 0;
  const terms: TermOption[] = [];
  for (const termId of program.termIds) {
    const months = TERMS[termId];
    if (months === undefined || months <= zero) continue;
    let schedule: ReturnType<typeof paymentSchedule>;
    try {
      schedule = paymentSchedule({
        principalCents: financedCents,
        annualRatePercent: program.ratePercent,
        termMonths: months,
        deferral: program.deferral ?? undefined,
      });
    } catch {
      continue;
    }
    const apr = solveApr(schedule, financedCents, program.feeCents, program.ratePercent);
    if (criminalRateRefusal(apr)) continue;
    terms.push({
      termId,
      months,
      amount: centsToAmount(schedule.paymentCents),
      aprPercent: formatPercent(apr, 3),
      ...termLabel(months),
    });
  }
  return {
    deferralPeriods: [
      {
        qtyZeroPayments: zero,
        en: { label: program.deferral ? `${zero} months` : 'N/A' },
        fr: { label: program.deferral ? `${zero} mois` : 'S.O.' },
      },
    ],
    financedAmount: centsToAmount(financedCents),
    rates: [{ name: program.description, ratePercent: program.ratePercent }],
    terms,
  };
}

export interface AssetSubType {
  assetSubTypeId: number;
  category: 'hvac' | 'waterHeater' | 'waterTreatment' | 'windowsDoors' | 'roofing';
  en: string;
  fr: string;
}

export const ASSET_SUB_TYPES: readonly AssetSubType[] = [
  { assetSubTypeId: 1, category: 'hvac', en: 'Furnace', fr: 'Fournaise' },
  { assetSubTypeId: 2, category: 'hvac', en: 'Air Conditioner', fr: 'Climatiseur' },
  { assetSubTypeId: 3, category: 'hvac', en: 'Heat Pump', fr: 'Thermopompe' },
  { assetSubTypeId: 4, category: 'hvac', en: 'Boiler', fr: 'Chaudière' },
  { assetSubTypeId: 5, category: 'waterHeater', en: 'Tank Water Heater', fr: 'Chauffe-eau à réservoir' },
  {
    assetSubTypeId: 6,
    category: 'waterHeater',
    en: 'Tankless Water Heater',
    fr: 'Chauffe-eau sans réservoir',
  },
  { assetSubTypeId: 7, category: 'waterTreatment', en: 'Water Softener', fr: 'Adoucisseur d’eau' },
  {
    assetSubTypeId: 8,
    category: 'waterTreatment',
    en: 'Water Filtration System',
    fr: 'Système de filtration d’eau',
  },
  {
    assetSubTypeId: 9,
    category: 'waterTreatment',
    en: 'Reverse Osmosis System',
    fr: 'Système d’osmose inverse',
  },
  { assetSubTypeId: 10, category: 'windowsDoors', en: 'Windows', fr: 'Fenêtres' },
  { assetSubTypeId: 11, category: 'windowsDoors', en: 'Entry Door', fr: 'Porte d’entrée' },
  { assetSubTypeId: 12, category: 'windowsDoors', en: 'Patio Door', fr: 'Porte-fenêtre' },
  {
    assetSubTypeId: 13,
    category: 'roofing',
    en: 'Asphalt Shingle Roof',
    fr: 'Toiture en bardeaux d’asphalte',
  },
  { assetSubTypeId: 14, category: 'roofing', en: 'Metal Roof', fr: 'Toiture métallique' },
];

export interface AssetType {
  assetTypeId: number;
  /** The manufacturer's name, the same in both languages. */
  name: string;
  assetSubTypeIds: readonly number[];
}

const FURNACE_AC_HEAT_PUMP = [1, 2, 3];
const WATER_TREATMENT = [7, 8, 9];
const WINDOWS_DOORS = [10, 11, 12];

/** Manufacturers sold and serviced across Canada, each with the sub-types it makes. */
export const ASSET_TYPES: readonly AssetType[] = [
  { assetTypeId: 1, name: 'Lennox', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 2, name: 'Carrier', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 3, name: 'Trane', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 4, name: 'Goodman', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 5, name: 'Rheem', assetSubTypeIds: [1, 2, 3, 5, 6] },
  { assetTypeId: 6, name: 'Daikin', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 7, name: 'Mitsubishi Electric', assetSubTypeIds: [2, 3] },
  { assetTypeId: 8, name: 'Viessmann', assetSubTypeIds: [4] },
  { assetTypeId: 9, name: 'IBC Technologies', assetSubTypeIds: [4] },
  { assetTypeId: 10, name: 'Bradford White', assetSubTypeIds: [5] },
  { assetTypeId: 11, name: 'A.O. Smith', assetSubTypeIds: [5, 6] },
  { assetTypeId: 12, name: 'GSW', assetSubTypeIds: [5] },
  { assetTypeId: 13, name: 'Navien', assetSubTypeIds: [4, 6] },
  { assetTypeId: 14, name: 'Rinnai', assetSubTypeIds: [6] },
  { assetTypeId: 15, name: 'Culligan', assetSubTypeIds: WATER_TREATMENT },
  { assetTypeId: 16, name: 'EcoWater', assetSubTypeIds: WATER_TREATMENT },
  { assetTypeId: 17, name: 'Kinetico', assetSubTypeIds: WATER_TREATMENT },
  { assetTypeId: 18, name: 'Pella', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 19, name: 'Andersen', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 20, name: 'JELD-WEN', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 21, name: 'Kohltech', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 22, name: 'Loewen', assetSubTypeIds: [10, 12] },
  { assetTypeId: 23, name: 'GAF', assetSubTypeIds: [13] },
  { assetTypeId: 24, name: 'IKO', assetSubTypeIds: [13] },
  { assetTypeId: 25, name: 'CertainTeed', assetSubTypeIds: [13] },
  { assetTypeId: 26, name: 'BP Canada', assetSubTypeIds: [13] },
  { assetTypeId: 27, name: 'Ideal Roofing', assetSubTypeIds: [14] },
];

export function assetTypeOptions() {
  return ASSET_TYPES.map((t) => ({
    assetTypeId: t.assetTypeId,
    en: { label: t.name },
    fr: { label: t.name },
  }));
}

export function toAssetSubTypeOption(subType: AssetSubType) {
  return { assetSubTypeId: subType.assetSubTypeId, en: { label: subType.en }, fr: { label: subType.fr } };
}

/** The sub-types a manufacturer makes, in the catalogue's order; none for an unknown manufacturer. */
export function assetSubTypesOf(assetTypeId: number): AssetSubType[] {
  const type = ASSET_TYPES.find((t) => t.assetTypeId === assetTypeId);
  return type ? ASSET_SUB_TYPES.filter((s) => type.assetSubTypeIds.includes(s.assetSubTypeId)) : [];
}

/** Whether a sub-type may be chosen with a manufacturer: what the server checks of an asset's pair of ids. */
export function isAssetPair(assetTypeId: number, assetSubTypeId: number): boolean {
  return assetSubTypesOf(assetTypeId).some((s) => s.assetSubTypeId === assetSubTypeId);
}
