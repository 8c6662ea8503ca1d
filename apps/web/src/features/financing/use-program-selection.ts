// The program screen's choices (type, program, term, payment date, installation date, certificate method) and what
// follows from them: the lease date of spec §4 in the user's calendar, and the payment call's query once a term is chosen.
import {
  type CalendarDate,
  firstPaymentDate,
  formatLeaseDate,
  LEASE_DAYS,
  leaseDate,
  type ProgramCard,
  type ProgramType,
  parseMonthDayYear,
  todayIn,
} from '@vp/domain';
import { useState } from 'react';
import type { PaymentRequest } from './api/programs.ts';
import type { Schedule } from './components/schedule-fields.tsx';

export interface Selection {
  type: ProgramType | null;
  programId: number | null;
  termId: number | null;
}

/** Nothing chosen: a deal's first visit, or a saved program the dealership no longer offers. */
export const NO_SELECTION: Selection = { type: null, programId: null, termId: null };

/**
 * The saved program as the screen's first choice, when the dealership still offers it: a deal re-opened shows its
 * type, program and term chosen, priced on the version in effect today (the saved version is shown beside it).
 */
export function selectionOf(
  saved: { programId: number; termId: number } | undefined,
  programs: readonly ProgramCard[],
): Selection {
  const card = saved && programs.find((p) => p.programId === saved.programId);
  return card && saved
    ? { type: card.programType, programId: card.programId, termId: saved.termId }
    : NO_SELECTION;
}

export function useProgramSelection(defaultInstallationDate: string, initial: Selection = NO_SELECTION) {
  const [selection, setSelection] = useState<Selection>(initial);
  const [schedule, setSchedule] = useState<Schedule>({
    leaseDay: LEASE_DAYS[0],
    installationDate: defaultInstallationDate,
    certificateMethod: 'electronic',
  });
  // The user's calendar: the runtime's own time zone (not read out first: a default-locale formatter costs a phone
  // about 17 ms of the first render, decision 038).
  const leaseDay = leaseDate(todayIn(undefined), schedule.leaseDay);
  const lease = formatLeaseDate(leaseDay);
  const installationValid = parseMonthDayYear(schedule.installationDate) !== undefined;
  const payment: PaymentRequest | null =
    selection.programId !== null && selection.termId !== null
      ? {
          programId: selection.programId,
          termId: selection.termId,
          leaseDate: lease,
          // Only a whole date is sent: a half-typed one would be refused while the user types.
          installationDate: installationValid ? schedule.installationDate : undefined,
        }
      : null;
  return {
    selection,
    schedule,
    lease,
    /** The first payment that is not zero after the program's zero-payment months (the domain's rule, decision 014). */
    firstPaymentAfter: (zeroPaymentMonths: number): CalendarDate =>
      firstPaymentDate(leaseDay, zeroPaymentMonths),
    installationValid,
    payment,
    setSchedule,
    // A new type or program starts its choice over: the old term belongs to another program.
    chooseType: (type: ProgramType) => setSelection({ type, programId: null, termId: null }),
    chooseProgram: (programId: number) => setSelection((s) => ({ ...s, programId, termId: null })),
    chooseTerm: (termId: number) => setSelection((s) => ({ ...s, termId })),
  };
}
