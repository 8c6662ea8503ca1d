import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLicenceBytes, parseLicence } from './parse-licence.ts';
import { buildAamvaPayload, buildMagstripePayload } from './payload-builder.ts';

type Elements = ReadonlyArray<readonly [string, string]>;

/** The elements every v04+ card carries, in the standard's order (DAQ, the licence number, first). */
function modern(over: Record<string, string>): Elements {
  const base: Record<string, string> = {
    DCA: 'G',
    DCB: 'NONE',
    DCD: 'NONE',
    DBA: '',
    DCS: '',
    DAC: '',
    DAD: 'NONE',
    DBD: '',
    DBB: '',
    DBC: '1',
    DAY: 'BRO',
    DAU: '175 cm',
    DAG: '',
    DAI: '',
    DAJ: '',
    DAK: '',
    DAQ: 'X1234-56789-01234',
    DCF: 'DOC123',
    DCG: 'CAN',
    DDE: 'N',
    DDF: 'N',
    DDG: 'N',
    ...over,
  };
  return Object.entries(base);
}

describe('parseLicence: the product’s provinces (payloads written from the AAMVA standard)', () => {
  it('Ontario v10: names, CCYYMMDD, padded postal code', () => {
    const payload = buildAamvaPayload({
      iin: '636012',
      version: 10,
      jurisdictionVersion: 1,
      elements: modern({
        DCS: 'TREMBLAY',
        DAC: 'OLIVIA',
        DBB: '19800415',
        DBA: '20300415',
        DBD: '20250415',
        DAG: '1 KING ST W',
        DAI: 'TORONTO',
        DAJ: 'ON',
        DAK: 'M5H1A1    ',
      }),
    });
    expect(parseLicence(payload)).toEqual({
      firstName: 'OLIVIA',
      lastName: 'TREMBLAY',
      dob: '04/15/1980',
      address1: '1 KING ST W',
      city: 'TORONTO',
      province: 'ON',
      postal: 'M5H 1A1',
      country: 'CA',
    });
  });

  it('Ontario v03 layout: DCT given names after a comma, trailing commas and space padding', () => {
    const payload = buildAamvaPayload({
      iin: '636012',
      version: 3,
      elements: [
        ['DCA', 'G   '],
        ['DCS', 'NGUYEN,                        '],
        ['DCT', 'LINH,THI                       '],
        ['DBB', '19911130'],
        ['DAG', '77 BLOOR ST W,           '],
        ['DAI', 'TORONTO        '],
        ['DAJ', 'ON'],
        ['DAK', 'M5S 1M2    '],
        ['DAQ', 'N1234-56789-91130'],
        ['DCG', 'CAN'],
      ],
    });
    expect(parseLicence(payload)).toMatchObject({
      firstName: 'LINH',
      lastName: 'NGUYEN',
      dob: '11/30/1991',
      address1: '77 BLOOR ST W',
      city: 'TORONTO',
      postal: 'M5S 1M2',
    });
  });

  it('Ontario v01: the whole name in DAA as LAST,FIRST,MIDDLE', () => {
    const payload = buildAamvaPayload({
      iin: '636012',
      version: 1,
      elements: [
        ['DAA', 'MARTIN,CLAIRE,ANNE'],
        ['DAG', '10 ELM ST'],
        ['DAI', 'OTTAWA'],
        ['DAJ', 'ON'],
        ['DAK', 'K1A0B1'],
        ['DBB', '19700102'],
        ['DAQ', 'M1111-22222-33333'],
      ],
    });
    expect(parseLicence(payload)).toMatchObject({
      firstName: 'CLAIRE',
      lastName: 'MARTIN',
      dob: '01/02/1970',
      postal: 'K1A 0B1',
      country: 'CA',
    });
  });

  it('Alberta v08 (604432), identification card subfile', () => {
    const payload = buildAamvaPayload({
      iin: '604432',
      version: 8,
      subfile: 'ID',
      elements: modern({
        DCS: 'SMITH',
        DAC: 'JOHN',
        DAD: 'PAUL',
        DBB: '19650722',
        DAG: '10020 100 ST NW',
        DAI: 'EDMONTON',
        DAJ: 'AB',
        DAK: 'T5J 0N3',
      }),
    });
    expect(parseLicence(payload)).toEqual({
      firstName: 'JOHN',
      lastName: 'SMITH',
      dob: '07/22/1965',
      address1: '10020 100 ST NW',
      city: 'EDMONTON',
      province: 'AB',
      postal: 'T5J 0N3',
      country: 'CA',
    });
  });

  it('Manitoba v09 (636048) with a jurisdiction subfile after the DL one', () => {
    const payload = buildAamvaPayload({
      iin: '636048',
      version: 9,
      elements: modern({
        DCS: 'LAFLEUR',
        DAC: 'GUY',
        DBB: '19510920',
        DAG: '200 MAIN ST',
        DAI: 'WINNIPEG',
        DAJ: 'MB',
        DAK: 'R3C 4M9',
      }),
      jurisdictionSubfile: ['ZM', [['ZMA', 'DRIVER RECORD 01']]],
    });
    expect(parseLicence(payload)).toMatchObject({
      firstName: 'GUY',
      lastName: 'LAFLEUR',
      dob: '09/20/1951',
      city: 'WINNIPEG',
      province: 'MB',
      postal: 'R3C 4M9',
      country: 'CA',
    });
  });

  it('Saskatchewan v10 (636044) without DCG: the country comes from the province', () => {
    const elements = modern({
      DCS: 'CHARTRAND',
      DAC: 'EMILE',
      DBB: '20010228',
      DAG: '2405 LEGISLATIVE DR',
      DAI: 'REGINA',
      DAJ: 'SK',
      DAK: 'S4S0B3',
    }).filter(([id]) => id !== 'DCG');
    expect(parseLicence(buildAamvaPayload({ iin: '636044', version: 10, elements }))).toMatchObject({
      firstName: 'EMILE',
      dob: '02/28/2001',
      province: 'SK',
      postal: 'S4S 0B3',
      country: 'CA',
    });
  });

  it('Quebec v05 (604428) with accents in UTF-8 bytes', () => {
    const payload = buildAamvaPayload({
      iin: '604428',
      version: 5,
      elements: modern({
        DCS: 'GAGNÉ',
        DAC: 'HÉLÈNE',
        DBB: '19771203',
        DAG: '1000 RUE SAINT-DENIS',
        DAI: 'MONTRÉAL',
        DAJ: 'QC',
        DAK: 'H2X 3J2',
      }),
    });
    const bytes = new TextEncoder().encode(payload);
    expect(parseLicence(decodeLicenceBytes(bytes))).toEqual({
      firstName: 'HÉLÈNE',
      lastName: 'GAGNÉ',
      dob: '12/03/1977',
      address1: '1000 RUE SAINT-DENIS',
      city: 'MONTRÉAL',
      province: 'QC',
      postal: 'H2X 3J2',
      country: 'CA',
    });
  });

  it('Quebec with accents in Latin-1 bytes', () => {
    const payload = buildAamvaPayload({
      iin: '604428',
      version: 5,
      elements: modern({ DCS: 'CÔTÉ', DAC: 'RENÉ', DBB: '19600101', DAJ: 'QC', DAI: 'LÉVIS' }),
    });
    const bytes = Uint8Array.from(payload, (c) => c.charCodeAt(0));
    expect(parseLicence(decodeLicenceBytes(bytes))).toMatchObject({
      firstName: 'RENÉ',
      lastName: 'CÔTÉ',
      city: 'LÉVIS',
    });
  });

  it('British Columbia: magnetic-stripe tracks', () => {
    const payload = buildMagstripePayload({
      region: 'BC',
      city: 'KAMLOOPS',
      lastName: 'WONG',
      givenNames: 'ANNA MEI',
      street: '455 VICTORIA ST',
      postal: 'V2C 2A9',
      iin: '636028',
      licenceNumber: '1234567',
      expiry: '2905',
      dob: '19880531',
    });
    expect(parseLicence(payload)).toEqual({
      firstName: 'ANNA',
      lastName: 'WONG',
      dob: '05/31/1988',
      address1: '455 VICTORIA ST',
      city: 'KAMLOOPS',
      province: 'BC',
      postal: 'V2C 2A9',
      country: 'CA',
    });
    expect(JSON.stringify(parseLicence(payload))).not.toContain('1234567');
  });

  it('British Columbia: a full 13-character city runs into the name', () => {
    const payload = buildMagstripePayload({
      region: 'BC',
      city: 'NORTH VANCOUVER',
      lastName: 'SINGH',
      givenNames: 'ARJUN',
      street: '141 W 14TH ST',
      postal: 'V7M 1H9',
      iin: '636028',
      licenceNumber: '7654321',
      expiry: '2701',
      dob: '19900115',
    });
    expect(payload.startsWith('%BCNORTH VANCOUVSINGH,$ARJUN^')).toBe(true);
    expect(parseLicence(payload)).toMatchObject({
      firstName: 'ARJUN',
      lastName: 'SINGH',
      city: 'NORTH VANCOUVER',
      postal: 'V7M 1H9',
    });
  });

  it('British Columbia in the AAMVA subfile format (newer cards)', () => {
    const payload = buildAamvaPayload({
      iin: '636028',
      version: 8,
      elements: modern({
        DCS: 'MACDONALD',
        DAC: 'FIONA',
        DBB: '19730314',
        DAI: 'VICTORIA',
        DAJ: 'BC',
        DAK: 'V8W1P6',
      }),
    });
    expect(parseLicence(payload)).toMatchObject({
      lastName: 'MACDONALD',
      dob: '03/14/1973',
      postal: 'V8W 1P6',
    });
  });
});

describe('parseLicence: US states and versions', () => {
  const us = (iin: string, version: number, over: Record<string, string>) =>
    buildAamvaPayload({ iin, version, elements: modern({ DCG: 'USA', DAU: '070 in', ...over }) });

  it('New York v04: MMDDCCYY dates and a 5+4 zip', () => {
    expect(
      parseLicence(
        us('636001', 4, {
          DCS: 'JOHNSON',
          DAC: 'ROBERT',
          DBB: '03141975',
          DAG: '350 5TH AVE',
          DAI: 'NEW YORK',
          DAJ: 'NY',
          DAK: '101180001',
        }),
      ),
    ).toEqual({
      firstName: 'ROBERT',
      lastName: 'JOHNSON',
      dob: '03/14/1975',
      address1: '350 5TH AVE',
      city: 'NEW YORK',
      province: 'NY',
      postal: '10118-0001',
      country: 'US',
    });
  });

  it('California v05, Texas v07, Washington v10: zip padded with zeros keeps 5 digits', () => {
    for (const [iin, version, state] of [
      ['636014', 5, 'CA'],
      ['636015', 7, 'TX'],
      ['636045', 10, 'WA'],
    ] as const) {
      const fields = parseLicence(
        us(iin, version, { DCS: 'DOE', DAC: 'JANE', DBB: '12251999', DAJ: state, DAK: '900120000  ' }),
      );
      expect(fields).toMatchObject({
        firstName: 'JANE',
        dob: '12/25/1999',
        province: state,
        postal: '90012',
      });
      expect(fields?.country).toBe('US');
    }
  });

  it('Illinois v02: DCT given names separated by a space, no DCG (country from the state)', () => {
    const payload = buildAamvaPayload({
      iin: '636035',
      version: 2,
      elements: [
        ['DCS', 'KOWALSKI'],
        ['DCT', 'ANNA MARIE'],
        ['DBB', '08301982'],
        ['DAG', '100 W RANDOLPH ST'],
        ['DAI', 'CHICAGO'],
        ['DAJ', 'IL'],
        ['DAK', '60601'],
      ],
    });
    expect(parseLicence(payload)).toMatchObject({
      firstName: 'ANNA',
      lastName: 'KOWALSKI',
      dob: '08/30/1982',
      country: 'US',
    });
  });

  it('Michigan v01: CCYYMMDD even in the US, DAA with a space after the comma', () => {
    const payload = buildAamvaPayload({
      iin: '636032',
      version: 1,
      elements: [
        ['DAA', 'BROWN,JAMES, EARL'],
        ['DAG', '1 WOODWARD AVE'],
        ['DAI', 'DETROIT'],
        ['DAJ', 'MI'],
        ['DAK', '48226-1234 '],
        ['DBB', '19450612'],
      ],
    });
    expect(parseLicence(payload)).toMatchObject({
      firstName: 'JAMES',
      lastName: 'BROWN',
      dob: '06/12/1945',
      postal: '48226-1234',
      country: 'US',
    });
  });
});

describe('parseLicence: what scanners and issuers do to payloads', () => {
  const ontario = buildAamvaPayload({
    iin: '636012',
    version: 9,
    elements: modern({
      DCS: 'LEE',
      DAC: 'SAM',
      DBB: '19840704',
      DAG: '5 QUEEN ST',
      DAI: 'TORONTO',
      DAJ: 'ON',
      DAK: 'M5C 1S1',
    }),
  });
  const expected = parseLicence(ontario);

  it.each([
    ['a UTF-8 BOM', `\uFEFF${ontario}`],
    ['a BOM read as Latin-1', `\u00EF\u00BB\u00BF${ontario}`],
    ['leading spaces', `   ${ontario}`],
    ['| as every separator', ontario.replace(/[\n\r]/g, '|').replaceAll('\u001e', '|')],
    ['CRLF line ends', ontario.replaceAll('\n', '\r\n')],
    ['trailing junk', `${ontario}\n888888888888888888888888`],
    ['a wrong directory offset', ontario.replace(/DL\d{8}/, 'DL00000000')],
    ['a directory mangled to letters', ontario.replace(/DL\d{8}/, 'DLabac')],
    ['no header at all', ontario.slice(ontario.indexOf('DCA'))],
  ])('tolerates %s', (_what, payload) => {
    expect(expected?.lastName).toBe('LEE');
    expect(parseLicence(payload)).toEqual(expected);
  });

  it('reads a Canadian date written MMDDCCYY (New Brunswick v02) and a US date written CCYYMMDD', () => {
    const nb = buildAamvaPayload({
      iin: '636017',
      version: 2,
      elements: [
        ['DCS', 'LEBLANC'],
        ['DCT', 'PAUL'],
        ['DBB', '11231958'],
        ['DAJ', 'NB'],
        ['DCG', 'CAN'],
      ],
    });
    expect(parseLicence(nb)?.dob).toBe('11/23/1958');
    const us = buildAamvaPayload({
      iin: '636010',
      version: 6,
      elements: [
        ['DCS', 'GARCIA'],
        ['DAC', 'LUIS'],
        ['DBB', '19581123'],
        ['DAJ', 'FL'],
      ],
    });
    expect(parseLicence(us)?.dob).toBe('11/23/1958');
  });

  it('leaves an impossible birth date empty and keeps the rest', () => {
    const payload = buildAamvaPayload({
      iin: '636012',
      version: 8,
      elements: [
        ['DCS', 'ROY'],
        ['DAC', 'ANNE'],
        ['DBB', '19990231'],
      ],
    });
    expect(parseLicence(payload)).toMatchObject({ firstName: 'ANNE', lastName: 'ROY', dob: '' });
  });

  it('answers undefined for barcodes that are not licences', () => {
    for (const text of ['', 'ActiveBarcode', 'A PDF 417 barcode with ASCII text', '%%%', '@\n\u001e\r']) {
      expect(parseLicence(text)).toBeUndefined();
    }
  });

  it('never returns anything but the application’s eight fields', () => {
    expect(Object.keys(expected ?? {}).sort()).toEqual(
      ['address1', 'city', 'country', 'dob', 'firstName', 'lastName', 'postal', 'province'].sort(),
    );
    expect(JSON.stringify(expected)).not.toContain('X1234-56789-01234');
  });
});

describe('parseLicence: any name, date and postal code round-trips through a written payload', () => {
  // The words a card writes for "no value" are not names; every other word is, two letters included ('NA').
  const CARD_NO_VALUE = ['NONE', 'UNAVL', 'UNAVAILABLE', 'UNKNOWN'];
  const word = fc.stringMatching(/^[A-Z][A-Z'-]{0,14}[A-Z]$/).filter((w) => !CARD_NO_VALUE.includes(w));
  const date = fc.date({
    min: new Date('1920-01-01T00:00:00Z'),
    max: new Date('2010-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
  const digit = fc.integer({ min: 0, max: 9 });
  const postal = fc
    .tuple(letter, digit, letter, digit, letter, digit)
    .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);

  it('keeps a two-letter name such as NA (fast-check seed 1346473775: NA AA, 1970-01-01, A0A 0A0)', () => {
    for (const canadian of [true, false]) {
      const payload = buildAamvaPayload({
        iin: canadian ? '636012' : '636001',
        version: 9,
        elements: modern({
          DCS: 'AA',
          DAC: 'NA',
          DBB: canadian ? '19700101' : '01011970',
          DAJ: canadian ? 'ON' : 'NY',
          DAK: canadian ? 'A0A 0A0' : '10001',
          DCG: canadian ? 'CAN' : 'USA',
        }),
      });
      expect(parseLicence(payload)).toMatchObject({
        firstName: 'NA',
        lastName: 'AA',
        dob: '01/01/1970',
        postal: canadian ? 'A0A 0A0' : '10001',
      });
    }
  });

  it('Canadian cards (CCYYMMDD) and US cards (MMDDCCYY)', () => {
    fc.assert(
      fc.property(word, word, date, postal, fc.boolean(), (last, first, dob, code, canadian) => {
        const yyyy = String(dob.getUTCFullYear());
        const mm = String(dob.getUTCMonth() + 1).padStart(2, '0');
        const dd = String(dob.getUTCDate()).padStart(2, '0');
        const payload = buildAamvaPayload({
          iin: canadian ? '636012' : '636001',
          version: 9,
          elements: modern({
            DCS: last,
            DAC: first,
            DBB: canadian ? `${yyyy}${mm}${dd}` : `${mm}${dd}${yyyy}`,
            DAJ: canadian ? 'ON' : 'NY',
            DAK: canadian ? code : '10001',
            DCG: canadian ? 'CAN' : 'USA',
          }),
        });
        const fields = parseLicence(payload);
        return (
          fields?.lastName === last &&
          fields.firstName === first &&
          fields.dob === `${mm}/${dd}/${yyyy}` &&
          fields.postal === (canadian ? code : '10001')
        );
      }),
    );
  });
});
