import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FormContext, RELATIONSHIPS } from '../application.schema.ts';
import { centsToAmount, parseMoney } from '../fields.ts';
import { formatApplicationReference } from '../reference.ts';
import { regionsFor } from '../regions.ts';
import { applicationStepForm, coApplicantStepForm, type StepForm } from '../step-forms.ts';
import { validateStep } from '../validate.ts';
import { APPLICATION_FIELDS, CO_APPLICANT_FIELDS, MONEY_FIELDS } from './application.fields.ts';
import {
  columnsFromStored,
  type FormValues,
  storedFromColumns,
  storedFromStep,
  toAnswer,
  toFormText,
  toFormValues,
} from './codec.ts';
import type { FieldTable } from './field-table.ts';

// A fixed seed: a failure names its case, and CI runs the same cases every time.
const runs = { seed: 240_024, numRuns: 200 };
const today = { year: 2026, month: 11, day: 21 };
const quebec: FormContext = { vendorCountry: 'CA', quebecVendor: true, today };

/** Sealing stands in for the server's cipher: any reversible function. */
const seal = (clear: string) => `sealed:${clear}`;
const open = (sealed: string) => sealed.slice('sealed:'.length);

function emptyRow(table: FieldTable): Record<string, unknown> {
  const row: Record<string, unknown> = Object.fromEntries(
    Object.values(table).map(({ column }) => [column, null]),
  );
  if ('reference' in table) row.reference = 100_001;
  if ('created' in table) row.created = new Date('2026-11-21T12:00:00Z');
  return row;
}

/** Form values → validated step → stored values → columns → stored values → the answer → form values. */
function roundTrip(table: FieldTable, form: StepForm, values: FormValues) {
  const result = validateStep(form, values, 'next');
  if (!result.ok) throw new Error(`invalid: ${JSON.stringify(result.errors)}`);
  const columns = columnsFromStored(table, storedFromStep(table, result.data), seal);
  const stored = storedFromColumns(table, { ...emptyRow(table), ...columns }, open);
  const answer = toAnswer(table, stored) as Record<string, string | number | null>;
  return toFormValues(answer, Object.keys(values));
}

const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
const word = fc.stringMatching(/^[A-Za-z][A-Za-z '-]{0,20}[A-Za-z]$/);
const cents = (min: number) => fc.integer({ min, max: 99_999_999_999 });
const dollarsText = (min: number) =>
  cents(min).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const yearsText = fc.integer({ min: 0, max: 12_000 }).map((n) => String(n / 100));
const dob = fc
  .record({
    year: fc.integer({ min: 1910, max: 2005 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`);
const phone = fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `(${a}) ${b}-${c}`);
const email = fc.stringMatching(/^[a-z]{1,10}$/).map((name) => `${name}@example.com`);
const province = fc.constantFrom(...regionsFor('CA', true));
const postal = fc
  .tuple(
    fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'),
    digits(1),
    fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
    digits(1),
    fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
    digits(1),
  )
  .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);
const address = {
  country: fc.constant('CA'),
  address1: word,
  address2: word,
  city: word,
  province,
  postal,
  titleOwner: fc.constantFrom('Own', 'Rent'),
  yearsAtCurHouse: yearsText,
};

describe('the application codec', () => {
  it('gives back the form values it was given, through stored values, columns and the answer', () => {
    const steps = {
      '1': fc.record({
        creditReleaseObtained: fc.constant('Yes'),
        amount: dollarsText(1),
        applicationType: fc.constantFrom('Finance', 'Rental'),
        description: word,
        hasCoApplicant: fc.constantFrom('Yes', 'No'),
      }),
      '3-1': fc.record({
        firstName: word,
        lastName: word,
        dob,
        primaryPhone: phone,
        mobilePhone: phone,
        businessPhone: phone,
        email,
        employer: word,
        grossIncome: dollarsText(0),
        totalHousingCosts: dollarsText(0),
        totalOtherMonthlyCosts: dollarsText(0),
        referral: fc.constantFrom('other', 'porte-a-porte', 'telemarketing'),
        referralOther: word,
      }),
      '3-2': fc.record({ ...address, note: word }),
      '3-3': fc.record({
        curAddressLess: fc.constant('Yes'),
        prevAddress1: word,
        prevAddress2: word,
        prevCity: word,
        prevProvince: province,
        prevPostal: postal,
      }),
    } as const;
    for (const [step, values] of Object.entries(steps)) {
      const form = applicationStepForm(step as keyof typeof steps, quebec);
      fc.assert(
        fc.property(values, (given: FormValues) => {
          expect(roundTrip(APPLICATION_FIELDS, form, given)).toEqual(given);
        }),
        runs,
      );
    }
  });

  it('does the same for the co-applicant', () => {
    const steps = {
      '1': fc.record({
        creditReleaseObtained: fc.constant('Yes'),
        isImmediateFamily: fc.constantFrom('Yes', 'No'),
        firstName: word,
        lastName: word,
        coborrowerRelationship: fc.constantFrom(...RELATIONSHIPS),
        dob,
        primaryPhone: phone,
        mobilePhone: phone,
        businessPhone: phone,
        email,
        employer: word,
      }),
      '2': fc.record({ ...address, coborrowerNote: word }),
    } as const;
    for (const [step, values] of Object.entries(steps)) {
      const form = coApplicantStepForm(step as keyof typeof steps, quebec);
      fc.assert(
        fc.property(values, (given: FormValues) => {
          expect(roundTrip(CO_APPLICANT_FIELDS, form, given)).toEqual(given);
        }),
        runs,
      );
    }
  });

  it('converts cents and dollars exactly, over the whole range parseMoney accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 - 1 }), (c) => {
        expect(parseMoney(centsToAmount(c))).toBe(c);
        expect(parseMoney(toFormText('amount', centsToAmount(c)))).toBe(c);
        const stored = storedFromStep(APPLICATION_FIELDS, { amount: c });
        expect(stored).toEqual({ amountCents: c });
        expect(toAnswer({ amount: APPLICATION_FIELDS.amount }, stored)).toEqual({ amount: c / 100 });
      }),
      runs,
    );
  });

  it('names the units of stored values, keeps the columns, and empties a cleared field', () => {
    const stored = storedFromStep(APPLICATION_FIELDS, {
      amount: 123_456,
      dob: '04/15/1980',
      yearsAtCurHouse: 0.25,
      note: '',
      sin: '046 454 286',
    });
    expect(stored).toEqual({ amountCents: 123_456, dobIso: '1980-04-15', yearsAtCurHouse: 0.25, note: null });
    expect(columnsFromStored(APPLICATION_FIELDS, stored, seal)).toEqual({
      amountCents: 123_456,
      dobEncrypted: 'sealed:1980-04-15',
      yearsAtCurHouse: '0.25',
      note: null,
    });
  });

  it('answers the SIN masked and the reference formatted', () => {
    const row = { ...emptyRow(APPLICATION_FIELDS), sinLast3: '286', creditProgramId: 7 };
    const answer = toAnswer(APPLICATION_FIELDS, storedFromColumns(APPLICATION_FIELDS, row, open));
    expect(answer).toMatchObject({
      sin: '*** *** 286',
      reference: formatApplicationReference(100_001),
      creditProgramID: 7,
      dob: null,
    });
  });

  it('lists each money field once, for the API and the web alike', () => {
    expect([...MONEY_FIELDS].sort()).toEqual([
      'amount',
      'amountApproved',
      'grossIncome',
      'rentalAmount',
      'totalHousingCosts',
      'totalOtherMonthlyCosts',
    ]);
  });
});
