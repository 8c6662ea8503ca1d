// What GET /program/options answers (spec §7): a program's terms on an amount, priced exactly (decimal.js), and the
// same pricing on a kept rate sheet's program (issue 39). A module of its own: the web app loads it only where it prices
// on the device (the calculator offline), so that no other screen carries the solver.
import { centsToAmount } from '../application/fields.ts';
import { criminalRateRefusal, solveApr } from './apr.ts';
import { type CatalogueProgram, TERMS, termLabel } from './catalogue.ts';
import type { SheetProgram } from './kept-sheet.ts';
import { type Cents, formatPercent } from './money.ts';
import { paymentSchedule } from './payment.ts';
import type { ProgramOptionsAnswer, TermOption } from './programs.ts';

/**
 * What GET /program/options answers for an amount: the deferral period, the rate, and each term with its monthly
 * payment and APR. A term the amount is too small for, or whose APR (with the fee) would pass the criminal rate, is
 * left out: it could never be saved.
 */
export function programOptions(program: CatalogueProgram, financedCents: Cents): ProgramOptionsAnswer {
  // Each term's APR is solved exactly (a few milliseconds each); a program and amount always give the same answer,
  // and a dealer asks again for the same ones as a deal is structured, so recent answers are kept.
  // Keyed by what prices it, not the program's id alone: a program's versions price differently (decision 047).
  const key = `${program.programId}:${program.ratePercent}:${program.feeCents}:${program.deferral?.months ?? 0}:${
    program.deferral?.interest ?? ''
  }:${program.termIds.join(',')}:${financedCents}`;
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

/** A kept program's terms on an amount: the server's own pricing (GET /program/options), run on the device. */
export function keptProgramOptions(program: SheetProgram, financedCents: Cents): ProgramOptionsAnswer {
  const priced: CatalogueProgram = { ...program, dealerFeePercent: '0' };
  return programOptions(priced, financedCents);
}
