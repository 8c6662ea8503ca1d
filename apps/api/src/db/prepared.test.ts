// Values written as PostgreSQL literals for PGlite's EXECUTE (db/prepared.ts): whatever the value, PostgreSQL reads
// back exactly it, and nothing in it can end the literal.
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlLiteral } from './prepared.ts';

const AWKWARD = [
  "O'Brien",
  'a"b',
  'back\\slash',
  '{braces}',
  'a,b',
  ' spaced ',
  'NULL',
  '',
  'É😀',
  "'); drop table x; --",
];

describe('sqlLiteral', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db.close());

  const roundTrip = async (value: unknown, type: string) => {
    const [result] = await db.exec(`select ${sqlLiteral(value)}::${type} as v`);
    return result?.rows[0]?.v;
  };

  it('writes strings, numbers and booleans PostgreSQL reads back unchanged', async () => {
    for (const text of AWKWARD) expect(await roundTrip(text, 'text')).toBe(text);
    expect(await roundTrip(-12.5, 'float8')).toBe(-12.5);
    expect(await roundTrip(true, 'bool')).toBe(true);
    expect(await roundTrip(null, 'text')).toBeNull();
  });

  it('writes arrays of strings and numbers, awkward elements and NULL included', async () => {
    expect(await roundTrip(AWKWARD, 'text[]')).toEqual(AWKWARD);
    expect(await roundTrip(['a', null, 'b'], 'text[]')).toEqual(['a', null, 'b']);
    expect(await roundTrip([1, 2, 3], 'int[]')).toEqual([1, 2, 3]);
    expect(await roundTrip([], 'int[]')).toEqual([]);
    const id = '6f1c1d0e-8a4b-4c6e-9f2a-1b2c3d4e5f60';
    expect(await roundTrip([id, id.toUpperCase()], 'uuid[]')).toEqual([id, id]);
  });

  it('reads back any array of strings without NUL unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\0')),
          { maxLength: 5 },
        ),
        async (texts) => {
          expect(await roundTrip(texts, 'text[]')).toEqual(texts);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses what it cannot write safely', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
    expect(() => sqlLiteral(['a\0b'])).toThrow(TypeError);
    expect(() => sqlLiteral([['nested']])).toThrow(TypeError);
    expect(() => sqlLiteral([Number.NaN])).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
  });
});
