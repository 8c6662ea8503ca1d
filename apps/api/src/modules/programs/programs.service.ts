// Financing programs (spec §3, §4, §7): the program cards, a program's terms for an amount, and the monthly payment
// with its cost-of-borrowing disclosure, priced from packages/domain's catalogue (decision 021) in exact decimals.
import {
  type CalendarDate,
  type CatalogueProgram,
  type CostOfBorrowing,
  type Creditor,
  centsToAmount,
  costOfBorrowing,
  findProgram,
  leaseDate,
  type ProgramOptionsAnswer,
  type ProgramPaymentAnswer,
  type ProgramPaymentQuery,
  type ProgramsAnswer,
  parseLeaseDate,
  programOptions,
  programsOf,
  TERMS,
  toDisclosureAnswer,
  toProgramCard,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AssetsService } from '../assets/index.ts';
import { unknownProgram } from '../assets/index.ts';

export const addAssetsFirst = () => new AppError('financing:assets.addAssetsPlease', 409);

/**
 * The catalogue's program, or 404; with a creditor, only that creditor's (a lender's deal never takes the
 * partner's programs, nor a partner's deal the lender's: decision 039).
 */
export function programOf(programId: number, creditor?: Creditor): CatalogueProgram {
  const program = findProgram(programId);
  if (!program || (creditor && program.creditor !== creditor)) throw unknownProgram();
  return program;
}

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

export function createProgramsService({ assets, clock }: { assets: AssetsService; clock: () => Date }) {
  /** The application's assets' count and total with tax (the amount financed), in one read. */
  const financedCents = (principal: Principal, id: string) => assets.financed(principal, id);

  return {
    financedCents,

    /**
     * GET /programs?id: the programs of the application's creditor (the lender's, or the second-look partner's for
     * a deal it approved), and the asset count the screen checks first.
     */
    async list(principal: Principal, id: string): Promise<ProgramsAnswer> {
      const { app, assetCount } = await financedCents(principal, id);
      return {
        programs: Object.fromEntries(
          programsOf(app.creditor).map((p) => [String(p.programId), toProgramCard(p)]),
        ),
        assetCount,
      };
    },

    /** GET /program/options: the terms of a program on an amount (the calculator's), or on an application's assets. */
    async options(
      principal: Principal,
      query: { programId: number; amount?: number | undefined; id?: string | undefined },
    ): Promise<ProgramOptionsAnswer> {
      // Without an application (the calculator's amount alone): the lender's programs only.
      if (query.id === undefined && query.amount !== undefined) {
        return programOptions(programOf(query.programId, 'lender'), query.amount);
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
      const program = programOf(query.programId, app.creditor);
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
      const program = programOf(query.programId, app.creditor);
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
