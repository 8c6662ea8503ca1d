// The seeded financing catalogue as data: programs with their creditor, rates, deferrals, fees and terms (the asset
// types are asset-catalogue.ts). The API seeds its tables from it; tests price from it.
import { formatRate } from '../display.ts';
import type { Cents, PercentText } from './money.ts';
import type { Deferral } from './payment.ts';
import { classifyProgram, type ProgramCard } from './programs.ts';

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
  /**
   * The lender's charge to the dealer for the program's rate, in percent of the amount financed, withheld at funding
   * (a promotional rate costs the dealer; 0 for a standard program: decision 047).
   */
  dealerFeePercent: PercentText;
  termIds: readonly number[];
  /** Who lends on it: the lender's programs, or its second-look partner's for the deals the partner approved. */
  creditor: Creditor;
}

const none = { deferralLabel: 'None', deferralLabelFr: 'Aucun', deferral: null } as const;
const ALL_TERMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BUY_DOWN_RATE = '4.99';

/** Whose credit a deal is (the application's creditor): the lender's, or its second-look partner's (decision 039). */
export type Creditor = 'lender' | 'partner';

export const CREDITORS = ['lender', 'partner'] as const satisfies readonly Creditor[];

export const PROGRAMS: readonly CatalogueProgram[] = [
  {
    programId: 194,
    description: 'Standard Fixed Rate',
    descriptionFr: 'Taux fixe standard',
    ...none,
    ratePercent: '9.99',
    rateBumpPercent: '0',
    feeCents: 0,
    dealerFeePercent: '0',
    termIds: ALL_TERMS,
    creditor: 'lender',
  },
  {
    programId: 195,
    description: 'Preferred Fixed Rate',
    descriptionFr: 'Taux fixe privilégié',
    ...none,
    ratePercent: '7.99',
    rateBumpPercent: '-2',
    feeCents: 95_00,
    dealerFeePercent: '0',
    termIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    creditor: 'lender',
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
    dealerFeePercent: '2',
    termIds: [3, 4, 5, 6, 7, 8, 9, 10],
    creditor: 'lender',
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
    dealerFeePercent: '3',
    termIds: [3, 4, 5, 6, 7, 8, 9, 10, 11],
    creditor: 'lender',
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
    dealerFeePercent: '4.5',
    termIds: [1, 2, 3, 4, 5, 6, 7],
    creditor: 'lender',
  },
  // The second-look partner's own programs: near-prime terms, a higher rate and shorter terms (ARCHITECTURE §10).
  {
    programId: 301,
    description: 'Second Look Fixed Rate',
    descriptionFr: 'Second regard, taux fixe',
    ...none,
    ratePercent: '19.99',
    rateBumpPercent: '10',
    feeCents: 0,
    dealerFeePercent: '0',
    termIds: [1, 2, 3, 4, 5],
    creditor: 'partner',
  },
  {
    programId: 302,
    description: 'Second Look 3 Months No Payments',
    descriptionFr: 'Second regard, 3 mois sans paiements',
    deferralLabel: '3 Months Deferred, Interest Accrues',
    deferralLabelFr: '3 mois reportés, intérêts courus',
    ratePercent: '22.99',
    rateBumpPercent: '13',
    deferral: { months: 3, interest: 'accrue' },
    feeCents: 49_00,
    dealerFeePercent: '0',
    termIds: [2, 3, 4],
    creditor: 'partner',
  },
];

/** The programs one creditor lends on: an application's program screen and calculator offer only its creditor's. */
export function programsOf(creditor: Creditor): readonly CatalogueProgram[] {
  return PROGRAMS.filter((p) => p.creditor === creditor);
}

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
