import { randomBytes } from 'node:crypto';
import { APPLICATION_FIELDS } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { createSinCipher } from '../../lib/sin-cipher.ts';
import {
  type ApplicationAnswerRow,
  type CoApplicantAnswerRow,
  toApplicationAnswer,
  toCoApplicantAnswer,
  toColumns,
} from './application.mapper.ts';

const cipher = createSinCipher(randomBytes(32));

const row = {
  id: '0b6f3c9e-6d1a-4d7e-9a51-2f1f0c2d3e4f',
  edgeId: null,
  reference: 100_042,
  vendorId: 7,
  status: 'Incomplete',
  amountCents: 650_050,
  amountApprovedCents: null,
  rentalAmountCents: 1_999,
  applicationType: 'Finance',
  description: 'Furnace',
  creditReleaseObtained: 'Yes',
  hasCoApplicant: 'No',
  firstName: 'Olivia',
  lastName: 'Brown',
  sinLast3: '286',
  dobEncrypted: cipher.encrypt('1980-04-15'),
  primaryPhone: '(416) 555-0199',
  mobilePhone: null,
  businessPhone: '(416) 555-0100',
  email: 'olivia@example.com',
  employer: 'Acme',
  grossIncomeCents: 0,
  totalHousingCostsCents: null,
  totalOtherMonthlyCostsCents: null,
  referral: null,
  referralOther: null,
  country: 'CA',
  address1: '1 King St W',
  address2: null,
  city: 'Toronto',
  province: 'ON',
  postal: 'M5H 1A1',
  titleOwner: 'Own',
  yearsAtCurHouse: '0.25',
  note: null,
  curAddressLess: 'No',
  prevAddress1: null,
  prevAddress2: null,
  prevCity: null,
  prevProvince: null,
  prevPostal: null,
  creditProgramId: 3,
  envelopeId: null,
  isDocSigned: false,
  created: new Date('2026-11-21T12:00:00.000Z'),
  version: 4,
  consentVersion: 2,
  creditor: 'lender',
  consentBy: null,
  consentChannel: null,
  consentAt: null,
} satisfies ApplicationAnswerRow;

describe('the application mapper', () => {
  it('answers the application as before: dollars, mm/dd/yyyy, the SIN masked, the same fields in the same order', () => {
    const answer = toApplicationAnswer(row, cipher);
    expect(Object.keys(answer)).toEqual([...Object.keys(APPLICATION_FIELDS)]);
    expect(answer).toMatchObject({
      reference: expect.stringMatching(/^R-100.042$/),
      amount: 6500.5,
      amountApproved: null,
      rentalAmount: 19.99,
      grossIncome: 0,
      sin: '*** *** 286',
      dob: '04/15/1980',
      yearsAtCurHouse: 0.25,
      creditProgramID: 3,
      isDocSigned: false,
      created: '2026-11-21T12:00:00.000Z',
      version: 4,
    });
  });

  it('answers the co-applicant the same way', () => {
    const co = {
      creditReleaseObtained: 'Yes',
      isImmediateFamily: 'Yes',
      firstName: 'Liam',
      lastName: 'Brown',
      sinLast3: null,
      coborrowerRelationship: 'spouse',
      dobEncrypted: null,
      primaryPhone: '(416) 555-0101',
      mobilePhone: null,
      email: null,
      employer: 'Acme',
      businessPhone: '(416) 555-0102',
      country: 'CA',
      address1: '1 King St W',
      address2: null,
      city: 'Toronto',
      province: 'ON',
      postal: 'M5H 1A1',
      titleOwner: 'Own',
      yearsAtCurHouse: null,
      coborrowerNote: null,
      consentVersion: 2,
      consentBy: null,
      consentChannel: null,
      consentAt: null,
    } satisfies CoApplicantAnswerRow;
    expect(toCoApplicantAnswer(co, cipher)).toEqual({
      ...co,
      sin: null,
      dob: null,
      sinLast3: undefined,
      dobEncrypted: undefined,
      // Read beside the answer's fields (the second look's), never answered as one.
      consentVersion: undefined,
      consentBy: undefined,
      consentChannel: undefined,
      consentAt: undefined,
    });
  });

  it('writes a validated step to its columns: cents, the date and the SIN sealed, empty values null', () => {
    const columns = toColumns(
      APPLICATION_FIELDS,
      { amount: 650_050, dob: '04/15/1980', sin: '046 454 286', yearsAtCurHouse: 0.25, note: '' },
      cipher,
      false,
    );
    expect(columns).toMatchObject({
      amountCents: 650_050,
      yearsAtCurHouse: '0.25',
      note: null,
      sinLast3: '286',
    });
    expect(cipher.decrypt(String(columns.dobEncrypted))).toBe('1980-04-15');
    expect(cipher.decrypt(String(columns.sinEncrypted))).toBe('046454286');
    const kept = toColumns(APPLICATION_FIELDS, { amount: 100 }, cipher, true);
    expect(kept).toEqual({ amountCents: 100 });
  });
});
