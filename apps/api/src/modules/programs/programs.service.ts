// Financing programs (spec §3, §4, §7): the program cards, a program's terms for an amount, and the monthly payment
// with its cost-of-borrowing disclosure, each priced on the program's version the dealership may offer today
// (decision 047) by packages/domain's pure functions, in exact decimals.
import {
  type CalendarDate,
  type CatalogueProgram,
  type CostOfBorrowing,
  centsToAmount,
  costOfBorrowing,
  leaseDate,
  type ProgramOptionsAnswer,
  type ProgramPaymentAnswer,
  type ProgramPaymentQuery,
  type ProgramsAnswer,
  parseLeaseDate,
  programOptions,
  type SavedProgram,
  TERMS,
  toDisclosureAnswer,
  toProgramCard,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AssetsService } from '../assets/index.ts';
import type { ProgramCatalogue } from './program-catalogue.ts';

export const addAssetsFirst = () => new AppError('financing:assets.addAssetsPlease', 409);

/**
 * The disclosure of one term of a program on an amount: refused when the program does not offer the term, when the
 * amount is too small for it, or when its APR would pass the criminal rate (35 %).
 */
export function priceTerm(input: {
  program: CatalogueProgram;
  termId: number;
  principalCents: number;
  leaseDate: CalendarDate;
}): CostOfBorrowing {
  const { program } = input;
  const months = TERMS[input.termId];
  if (
    !program.termIds.includes(input.termId) ||
    months === undefined ||
    months <= (program.deferral?.months ?? 0)
  ) {
    throw new AppError('financing:errors.unknownTerm', 400);
  }
  let result: ReturnType<typeof costOfBorrowing>;
  try {
    result = costOfBorrowing({
      terms: {
        principalCents: input.principalCents,
        annualRatePercent: program.ratePercent,
        termMonths: months,
        deferral: program.deferral ?? undefined,
      },
      feeCents: program.feeCents,
      leaseDate: input.leaseDate,
    });
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('financing:errors.amountTooSmallForTerm', 400);
    throw error;
  }
  if (!result.ok) throw new AppError(result.error.key, 400, result.error.values);
  return result.disclosure;
}

/** The lease date sent (m/d/y on a lease day), or the next 1st of the month by spec §4's rule. */
export function leaseDateOf(sent: string | undefined, now: Date): CalendarDate {
  const parsed = sent ? parseLeaseDate(sent) : undefined;
  if (parsed) return parsed;
  // The UTC calendar day, as the forms' context uses: the same on every node.
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  return leaseDate(today, 1);
}

const cardsOf = (versions: readonly CatalogueProgram[]) =>
  Object.fromEntries(versions.map((p) => [String(p.programId), toProgramCard(p)]));

export function createProgramsService({
  assets,
  catalogue,
  saved,
  clock,
}: {
  assets: AssetsService;
  catalogue: ProgramCatalogue;
  /** The financing module's read: the program saved with an application, on the version it was priced on. */
  saved: (applicationId: string) => Promise<SavedProgram | undefined>;
  clock: () => Date;
}) {
  /** The application's assets' count and total with tax (the amount financed), in one read. */
  const financedCents = (principal: Principal, id: string) => assets.financed(principal, id);
  const vendorIdOf = (principal: Principal) => principal.vendor?.id ?? null;

  return {
    financedCents,

    /**
     * GET /programs?id: the programs the dealership offers of the application's creditor (the lender's, or the
     * second-look partner's for a deal it approved) in effect today, the asset count the screen checks first, and the
     * program saved with it; without an id, the calculator's: the lender's programs the dealership offers.
     */
    async list(principal: Principal, id: string | undefined): Promise<ProgramsAnswer> {
      if (id === undefined) {
        return { programs: cardsOf(await catalogue.offered(vendorIdOf(principal), 'lender')), assetCount: 0 };
      }
      const { app, assetCount } = await financedCents(principal, id);
      const [offered, savedProgram] = await Promise.all([
        catalogue.offered(app.vendorId, app.creditor),
        saved(app.id),
      ]);
      return { programs: cardsOf(offered), assetCount, ...(savedProgram ? { saved: savedProgram } : {}) };
    },

    /** GET /programs/sheet: the calculator's programs with the day each stops pricing, for a tablet to keep. */
    sheet: (principal: Principal) => catalogue.sheet(vendorIdOf(principal), 'lender'),

    /** GET /program/options: the terms of a program on an amount (the calculator's), or on an application's assets. */
    async options(
      principal: Principal,
      query: { programId: number; amount?: number | undefined; id?: string | undefined },
    ): Promise<ProgramOptionsAnswer> {
      // Without an application (the calculator's amount alone): the lender's programs only.
      if (query.id === undefined && query.amount !== undefined) {
        const program = await catalogue.offeredProgram(vendorIdOf(principal), 'lender', query.programId);
        return programOptions(program, query.amount);
      }
      if (query.id === undefined) {
        throw new AppError(
          'errors:api.invalidRequest',
          400,
          { details: 'amount' },
          {},
          {
            errors: { amount: 'validation:required' },
          },
        );
      }
      const { app, totalCents, assetCount } = await financedCents(principal, query.id);
      const program = await catalogue.offeredProgram(app.vendorId, app.creditor, query.programId);
      // The calculator opened for an application: its creditor's programs, on the amount typed.
      if (query.amount !== undefined) return programOptions(program, query.amount);
      if (assetCount === 0) throw addAssetsFirst();
      return programOptions(program, totalCents);
    },

    /** GET /program/payment/{id}: the monthly payment of a term on the application's assets, with the disclosure. */
    async payment(
      principal: Principal,
      id: string,
      query: ProgramPaymentQuery,
    ): Promise<ProgramPaymentAnswer> {
      const { app, totalCents, assetCount } = await financedCents(principal, id);
      const program = await catalogue.offeredProgram(app.vendorId, app.creditor, query.programId);
      if (assetCount === 0) throw addAssetsFirst();
      const disclosure = priceTerm({
        program,
        termId: query.termId,
        principalCents: totalCents,
        leaseDate: leaseDateOf(query.leaseDate, clock()),
      });
      return {
        results: {
          monthlyPayment: centsToAmount(disclosure.paymentCents),
          disclosure: toDisclosureAnswer(disclosure),
        },
      };
    },
  };
}
export type ProgramsService = ReturnType<typeof createProgramsService>;
