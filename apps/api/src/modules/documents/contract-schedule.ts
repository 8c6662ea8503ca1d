// The payment schedule printed in the contract, from the stored disclosure: the payment-free months, the level
// payments and the last one (decision 014: the last payment closes the balance and may differ by a few cents).
import {
  type CalendarDate,
  type DisclosureAnswer,
  parseMonthDayYear,
  paymentDate,
  toIsoDate,
} from '@vp/domain';
import { dollarsToCents } from './contract-format.ts';

export interface ScheduleRow {
  /** Payment numbers, 1-based, inclusive. */
  from: number;
  to: number;
  /** First and last due dates, YYYY-MM-DD. */
  firstDue: string;
  lastDue: string;
  amountCents: number;
  free: boolean;
}

/** Groups the term's months into runs of equal payments: a table of three rows, not of sixty. */
export function paymentScheduleRows(disclosure: DisclosureAnswer, leaseDate: string): ScheduleRow[] {
  const lease = parseMonthDayYear(leaseDate);
  if (!lease) throw new Error(`not a lease date: ${leaseDate}`);
  const zero = disclosure.zeroPaymentMonths;
  const count = disclosure.paymentCount;
  const due = (k: number) => toIsoDate(paymentDate(lease as CalendarDate, k));
  const rows: ScheduleRow[] = [];
  const push = (from: number, to: number, amountCents: number, free: boolean) => {
    if (to >= from) rows.push({ from, to, firstDue: due(from), lastDue: due(to), amountCents, free });
  };
  push(1, zero, 0, true);
  const payment = dollarsToCents(disclosure.payment);
  const last = dollarsToCents(disclosure.lastPayment);
  if (last === payment) push(zero + 1, zero + count, payment, false);
  else {
    push(zero + 1, zero + count - 1, payment, false);
    push(zero + count, zero + count, last, false);
  }
  return rows;
}
