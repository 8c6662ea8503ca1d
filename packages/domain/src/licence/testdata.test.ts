// The 26 real-world payloads of ../shared/testdata/licence-payloads, each against the fields its README expects.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeLicenceBytes, parseLicence } from './parse-licence.ts';

const folder = new URL('../../../../../shared/testdata/licence-payloads/', import.meta.url);
const present = existsSync(new URL('README.md', folder));

interface Expected {
  file: string;
  firstName: string;
  lastName: string;
  dob: string;
  address1: string;
  city: string;
  province: string;
  postal: string;
  country: string;
}

/** The README's table: file | origin | format | first | last | dob | address1 | city | prov | postal | country. */
function expectations(): Expected[] {
  const readme = readFileSync(new URL('README.md', folder), 'utf8');
  const rows: Expected[] = [];
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (!cells[1]?.endsWith('.txt')) continue;
    const [, file = '', , , first = '', last = '', dob = '', address1 = '', city = '', province = ''] = cells;
    const [postal = '', country = ''] = cells.slice(10);
    const [year, month, day] = dob.split('-');
    rows.push({
      file,
      firstName: first,
      lastName: last,
      dob: `${month}/${day}/${year}`,
      address1,
      city,
      province,
      postal,
      country: country.replace('*', '') === 'CAN' ? 'CA' : 'US',
    });
  }
  return rows;
}

/** 'FIRSTXYXY… (40 chars)' in the README stands for a 40-character value starting with FIRSTXYXY. */
function matches(actual: string, expected: string): boolean {
  const abbreviated = /^(.*)… \((\d+) chars\)$/.exec(expected);
  if (!abbreviated) return actual === expected;
  return actual.startsWith(abbreviated[1] ?? '') && actual.length === Number(abbreviated[2]);
}

describe.skipIf(!present)('real licence payloads (../shared/testdata/licence-payloads)', () => {
  const rows = present ? expectations() : [];

  it('lists all 26 payloads', () => {
    expect(rows).toHaveLength(26);
  });

  it.each(rows.map((row) => [row.file, row] as const))('%s parses to its expected fields', (file, row) => {
    const bytes = readFileSync(new URL(file, folder));
    const fields = parseLicence(decodeLicenceBytes(new Uint8Array(bytes)));
    expect(fields).toBeDefined();
    const { file: _file, ...expected } = row;
    for (const [key, value] of Object.entries(expected)) {
      const actual = fields?.[key as keyof typeof fields] ?? '';
      expect(matches(actual, value), `${key}: ${actual} ≠ ${value}`).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.file] as const))(
    '%s also parses when read byte for byte as Latin-1',
    (file) => {
      const latin1 = readFileSync(new URL(file, folder)).toString('latin1');
      const fromBytes = parseLicence(decodeLicenceBytes(new Uint8Array(readFileSync(new URL(file, folder)))));
      expect(parseLicence(latin1)).toEqual(fromBytes);
    },
  );

  it('never returns the licence number', () => {
    for (const [file, number] of [
      ['appliedrecognition-on-v03.txt', 'G0463-64356-00901'],
      ['digitalbazaar-on-v03.txt', 'S9244-43879-65702'],
      ['bcgov-bc-dl-specimen-a.txt', '2222222'],
    ] as const) {
      const fields = parseLicence(readFileSync(new URL(file, folder)).toString('latin1'));
      expect(JSON.stringify(fields)).not.toContain(number);
    }
  });
});

if (!present) {
  describe('real licence payloads', () => {
    it.skip('skipped: ../shared/testdata/licence-payloads is missing beside the repository', () => {});
  });
}
