// Financing programs (spec §3, §4, §7): the program cards, a program's terms for an amount, and the monthly payment
// with its cost-of-borrowing disclosure, priced from packages/domain's catalogue (decision 021) in exact decimals.
import {
  type CalendarDate,
  type CatalogueProgram,
  type CostOfBorrowing,
  centsToAmount,
  costOfBorrowing,
  findProgram,
  leaseDate,
  PROGRAMS,
  type ProgramOptionsAnswer,
  type ProgramPaymentAnswer,
  type ProgramPaymentQuery,
  type ProgramsAnswer,
  parseLeaseDate,
  programOptions,
  TERMS,
  toDisclosureAnswer,
  toProgramCard,
} from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AssetsService } from '../assets/index.ts';
import { unknownProgram } from '../assets/index.ts';

export const addAssetsFirst = () => new AppError('financing:assets.addAssetsPlease', 409);

/** The catalogue's program, or 404. */
export function programOf(programId: number): CatalogueProgram {
  const program = findProgram(programId);
  if (!program) throw unknownProgram();
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

    /** GET /programs?id: every program offered, and the asset count the screen checks first. */
    async list(principal: Principal, id: string): Promise<ProgramsAnswer> {
      const { assetCount } = await financedCents(principal, id);
      return {
        programs: Object.fromEntries(PROGRAMS.map((p) => [String(p.programId), toProgramCard(p)])),
        assetCount,
      };
    },

    /** GET /program/options: the terms of a program on an amount (the calculator's), or on an application's assets. */
    async options(
      principal: Principal,
      query: { programId: number; amount?: number | undefined; id?: string | undefined },
    ): Promise<ProgramOptionsAnswer> {
      const program = programOf(query.programId);
      if (query.amount !== undefined) return programOptions(program, query.amount);
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
      const { totalCents, assetCount } = await financedCents(principal, query.id);
      if (assetCount === 0) throw addAssetsFirst();
      return programOptions(program, totalCents);
    },

    /** GET /program/payment/{id}: the monthly payment of a term on the application's assets, with the disclosure. */
    async payment(
      principal: Principal,
      id: string,
      query: ProgramPaymentQuery,
    ): Promise<ProgramPaymentAnswer> {
      const program = programOf(query.programId);
      const { totalCents, assetCount } = await financedCents(principal, id);
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
