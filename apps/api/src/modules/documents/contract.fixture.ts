// Contract inputs for tests and the benchmark, with a financing selection computed by the domain's own payment
// math, so every figure printed is one the financing screen would have shown.
import {
  buildFinancingSelection,
  type CatalogueProgram,
  costOfBorrowing,
  PROGRAMS,
  parseLeaseDate,
} from '@vp/domain';
import type { ContractInput, ContractPerson } from './contract.types.ts';

export interface ContractFixtureOptions {
  province?: 'ON' | 'QC' | 'BC';
  language?: 'en' | 'fr';
  applicationType?: 'Finance' | 'Rental';
  coCustomer?: boolean;
  programId?: number;
  termMonths?: number;
  principalCents?: number;
}

function program(id: number): CatalogueProgram {
  const found = PROGRAMS.find((p) => p.programId === id);
  if (!found) throw new Error(`no catalogue program ${id}`);
  return found;
}

export function contractFixture(options: ContractFixtureOptions = {}): ContractInput {
  const province = options.province ?? 'ON';
  const quebec = province === 'QC';
  const chosen = program(options.programId ?? 196);
  const termMonths = options.termMonths ?? 66;
  const leaseDate = '05/15/2026';
  const lease = parseLeaseDate(leaseDate);
  if (!lease) throw new Error('bad lease date');
  const principalCents = options.principalCents ?? 1_234_567;
  const result = costOfBorrowing({
    terms: {
      principalCents,
      annualRatePercent: chosen.ratePercent,
      termMonths,
      deferral: chosen.deferral ?? undefined,
    },
    feeCents: chosen.feeCents,
    leaseDate: lease,
  });
  if (!result.ok) throw new Error('fixture over the criminal rate');
  const selection = buildFinancingSelection({
    program: chosen,
    termId: 9,
    disclosure: result.disclosure,
    leaseDate,
    installationDate: '05/04/2026',
    certificateMethod: 'electronic',
  });
  const address = quebec
    ? {
        line1: '1250, rue de la Montagne',
        line2: 'app. 4',
        city: 'Montréal',
        province: 'QC',
        postal: 'H3G 1Z2',
      }
    : { line1: '100 King Street West', line2: null, city: 'Toronto', province, postal: 'M5X 1A9' };
  const customer: ContractPerson = quebec
    ? {
        firstName: 'Céline',
        lastName: 'Bélanger-Côté',
        address,
        email: 'celine@example.ca',
        phone: '(514) 555-0142',
      }
    : {
        firstName: 'Jordan',
        lastName: 'Whitaker',
        address,
        email: 'jordan@example.ca',
        phone: '(416) 555-0142',
      };
  const coCustomer: ContractPerson | null = options.coCustomer
    ? { firstName: 'François', lastName: 'Lévesque', address, email: null, phone: '(514) 555-0199' }
    : null;
  return {
    contractNumber: '01000123',
    applicationType: options.applicationType ?? 'Finance',
    language: options.language ?? (quebec ? 'fr' : 'en'),
    contractDate: '2026-04-20',
    customer,
    coCustomer,
    programNames: { en: chosen.description, fr: chosen.descriptionFr },
    assets: [
      {
        description: 'Heat pump, 3-ton, ducted',
        quantity: 1,
        serialNumber: 'HP-7730-2291',
        totalCents: 984_567,
      },
      {
        description: 'Air handler and installation kit',
        quantity: 1,
        serialNumber: 'AH-1180-0042',
        totalCents: 250_000,
      },
    ],
    selection,
    vendor: {
      name: quebec ? 'Chauffage Boréal inc.' : 'Northern Comfort Heating Ltd.',
      address: quebec
        ? { line1: '455, boulevard Saint-Laurent', city: 'Montréal', province: 'QC', postal: 'H2Y 2Y7' }
        : { line1: '20 Dundas Street East', city: 'Toronto', province, postal: 'M5B 2G9' },
      phone: '(800) 555-0100',
    },
    lender: {
      name: 'Lakeshore Consumer Finance Inc.',
      address: { line1: '200 Bay Street, Suite 3100', city: 'Toronto', province: 'ON', postal: 'M5J 2J2' },
    },
  };
}
