// Issue 36 item 7 (decision 051): names and the other name-like fields are kept composed (NFC), without the invisible
// characters pasted with them, and refused when they hold a bidi control (taking it out would change what was seen).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  coApplicantStep1Schema,
  type FormContext,
  optionalName,
  requiredName,
  step2Schema,
  step3_1Schema,
  step3_2Schema,
  step3_3Schema,
} from './application/application.schema.ts';
import { customerAnswersSchema } from './application/customer-link.ts';
import { dealerDetailsSchema } from './dealers.ts';
import { cleanName, hasBidiControl } from './text.ts';
import { addVendorUserSchema } from './vendor-users.ts';

const BIDI_CONTROLS = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'];
const INVISIBLES = [...'\u200B\u200C\u200D\u200E\u200F\u2060\uFEFF\u00AD\u061C'];
const ontario: FormContext = {
  vendorCountry: 'CA',
  quebecVendor: false,
  today: { year: 2026, month: 6, day: 1 },
};

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

/** Letters of several scripts, decomposed accents and spaces: what names are made of. */
const nameChar = fc.constantFrom(..."AaÉéZz \u0301\u0308-’'ßØŁñç", 'أ', 'ب', 'ש', 'ל', '李', '가', 'é', 'Å');
const nameText = fc.array(nameChar, { minLength: 1, maxLength: 20 }).map((chars) => chars.join(''));
/** A name with invisible characters slipped anywhere in it. */
const withInvisibles = fc
  .tuple(nameText, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES)), { maxLength: 6 }))
  .map(([text, inserts]) => {
    const chars = [...text];
    for (const [at, char] of inserts) chars.splice(at % (chars.length + 1), 0, char);
    return { text, dirty: chars.join('') };
  });

describe('cleanName', () => {
  it('takes out every invisible character and composes the rest, whatever the name', () => {
    fc.assert(
      fc.property(withInvisibles, ({ text, dirty }) => {
        const clean = cleanName(dirty);
        expect(clean).toBe(text.normalize('NFC'));
        expect(INVISIBLES.some((char) => clean.includes(char))).toBe(false);
        expect(clean.normalize('NFC')).toBe(clean);
        expect(cleanName(clean)).toBe(clean);
      }),
    );
  });

  it('composes an accent typed apart, and leaves a bidi control for the schema to refuse', () => {
    expect(cleanName('Ame\u0301lie')).toBe('Amélie');
    expect(cleanName('Zero\u200Bwidth')).toBe('Zerowidth');
    expect(cleanName('\uFEFFJean\u00AD-Marc\u200E')).toBe('Jean-Marc');
    expect(hasBidiControl(cleanName('Eve\u202Enilmda'))).toBe(true);
  });
});

describe('a name-like field', () => {
  it('refuses any bidi control, wherever it is, with its own message', () => {
    const property = fc.property(
      nameText,
      fc.constantFrom(...BIDI_CONTROLS),
      fc.nat(),
      (text, control, at) => {
        const chars = [...text];
        chars.splice(at % (chars.length + 1), 0, control);
        const value = chars.join('');
        expect(messageOf(requiredName(), value)).toBe('validation:bidiControl');
        expect(messageOf(optionalName(), value)).toBe('validation:bidiControl');
      },
    );
    fc.assert(property);
  });

  it('is kept clean, trimmed and composed; one of invisible characters only is blank', () => {
    fc.assert(
      fc.property(withInvisibles, ({ text, dirty }) => {
        const expected = text.normalize('NFC').trim();
        const required = requiredName().safeParse(dirty);
        if (expected === '') expect(required.error?.issues[0]?.message).toBe('validation:required');
        else expect(required.data).toBe(expected);
        expect(optionalName().parse(dirty)).toBe(expected === '' ? undefined : expected);
      }),
    );
    expect(messageOf(requiredName(), '\u200B\u200D')).toBe('validation:required');
    expect(optionalName().parse('\u00AD')).toBeUndefined();
  });

  it('holds for every name of the wizard, the customer’s page, the dealer and the user', () => {
    const name = (schema: z.ZodType, value: Record<string, unknown>, field: string) =>
      (schema.safeParse(value).data as Record<string, unknown> | undefined)?.[field];
    const person = {
      firstName: 'Zero\u200Bwidth',
      lastName: 'Ame\u0301lie',
      dob: '04/15/1980',
      primaryPhone: '(416) 555-0199',
      businessPhone: '(416) 555-0100',
      email: 'zero@example.com',
      employer: '\uFEFFAcme\u200B Inc',
    };
    const applicant = step3_1Schema(ontario).parse(person);
    expect([applicant.firstName, applicant.lastName, applicant.employer]).toEqual([
      'Zerowidth',
      'Amélie',
      'Acme Inc',
    ]);
    const co = { ...person, creditReleaseObtained: 'Yes', isImmediateFamily: 'Yes' };
    expect(
      name(coApplicantStep1Schema(ontario), { ...co, coborrowerRelationship: 'spouse' }, 'firstName'),
    ).toBe('Zerowidth');
    const address = {
      country: 'CA',
      address1: '1 King\u200B St',
      address2: 'Unit\u00AD 4',
      city: 'Montre\u0301al',
      province: 'ON',
      postal: 'M5H 1A1',
      titleOwner: 'Own',
    };
    expect(step3_2Schema(ontario).parse(address)).toMatchObject({
      address1: '1 King St',
      address2: 'Unit 4',
      city: 'Montréal',
    });
    expect(
      name(step3_3Schema(ontario), { curAddressLess: 'No', prevAddress1: '2\u2060 Bay' }, 'prevAddress1'),
    ).toBe('2 Bay');
    expect(name(step2Schema(ontario), { lastName: 'Eve\u202Enilmda' }, 'lastName')).toBeUndefined();
    expect(messageOf(step2Schema(ontario), { lastName: 'Eve\u202Enilmda' })).toBe('validation:bidiControl');
    const answers = customerAnswersSchema(ontario, 'applicant');
    expect(
      messageOf(answers, { creditReleaseObtained: 'Yes', dob: '04/15/1980', firstName: 'A\u2067B' }),
    ).toBe('validation:bidiControl');
    const dealer = {
      name: 'Heat\u200B Pumps',
      legalName: 'Heat Pumps\u202E Inc',
      country: 'CA',
      province: 'ON',
      kind: 'external',
      contactName: 'Jo',
      contactEmail: 'jo@example.com',
      contactPhone: '4165550199',
    };
    expect(messageOf(dealerDetailsSchema, dealer)).toBe('validation:bidiControl');
    expect(dealerDetailsSchema.parse({ ...dealer, legalName: 'Heat Pumps Inc' }).name).toBe('Heat Pumps');
    const user = { userName: 'zero.width', email: 'zero@example.com' };
    expect(addVendorUserSchema.parse({ ...user, displayName: 'Zero\u200Bwidth' }).displayName).toBe(
      'Zerowidth',
    );
    expect(messageOf(addVendorUserSchema, { ...user, displayName: 'Eve\u202Enilmda' })).toBe(
      'validation:bidiControl',
    );
  });
});
