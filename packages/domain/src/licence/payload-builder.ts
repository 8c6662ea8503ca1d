// Writes licence payloads as the AAMVA card standard lays them out, for tests, fake cameras and benchmarks.

export interface AamvaPayloadSpec {
  /** Issuer identification number, e.g. '636012' (Ontario). */
  iin: string;
  /** AAMVA version 1 to 10; version 01 has no jurisdiction version in its header. */
  version: number;
  jurisdictionVersion?: number;
  /** 'DL' for a driver's licence, 'ID' for an identification card. */
  subfile?: 'DL' | 'ID';
  /** The subfile's data elements in order, e.g. [['DCS', 'SMITH'], ['DAC', 'JOHN']]. */
  elements: ReadonlyArray<readonly [string, string]>;
  /** A jurisdiction subfile (Z…) after the DL/ID one, e.g. ['ZO', [['ZOA', '1']]]. */
  jurisdictionSubfile?: readonly [string, ReadonlyArray<readonly [string, string]>];
}

const LF = '\n';
const RS = '\u001e';
const CR = '\r';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function subfileData(type: string, elements: ReadonlyArray<readonly [string, string]>): string {
  return `${type}${elements.map(([id, value]) => `${id}${value}`).join(LF)}${CR}`;
}

/** An AAMVA payload with a correct header and directory (offsets and lengths in bytes of ASCII text). */
export function buildAamvaPayload(spec: AamvaPayloadSpec): string {
  const subfiles: Array<[string, string]> = [
    [spec.subfile ?? 'DL', subfileData(spec.subfile ?? 'DL', spec.elements)],
  ];
  if (spec.jurisdictionSubfile) {
    const [type, elements] = spec.jurisdictionSubfile;
    subfiles.push([type, subfileData(type, elements)]);
  }
  const versions =
    spec.version === 1 ? pad(1, 2) : `${pad(spec.version, 2)}${pad(spec.jurisdictionVersion ?? 0, 2)}`;
  const headerLength = `@${LF}${RS}${CR}ANSI ${spec.iin}${versions}${pad(subfiles.length, 2)}`.length;
  let offset = headerLength + subfiles.length * 10;
  let directory = '';
  for (const [type, data] of subfiles) {
    directory += `${type}${pad(offset, 4)}${pad(data.length, 4)}`;
    offset += data.length;
  }
  return `@${LF}${RS}${CR}ANSI ${spec.iin}${versions}${pad(subfiles.length, 2)}${directory}${subfiles
    .map(([, data]) => data)
    .join('')}`;
}

export interface MagstripeSpec {
  region: string;
  city: string;
  lastName: string;
  givenNames: string;
  street: string;
  postal: string;
  iin: string;
  licenceNumber: string;
  /** YYMM */
  expiry: string;
  /** CCYYMMDD */
  dob: string;
}

/** Magnetic-stripe tracks 1 to 3 as British Columbia writes them into its PDF417. */
export function buildMagstripePayload(spec: MagstripeSpec): string {
  const city = spec.city.length >= 13 ? spec.city.slice(0, 13) : `${spec.city}^`;
  const track1 = `%${spec.region}${city}${spec.lastName},$${spec.givenNames}^${spec.street}$${spec.city} ${spec.region}  ${spec.postal}^?`;
  const track2 = `;${spec.iin}${spec.licenceNumber}=${spec.expiry}${spec.dob}=?`;
  const track3 = `_%0A${spec.postal.replace(' ', '').padEnd(11)}${' '.repeat(16)}M180 80BRNBLU${' '.repeat(26)}ABC123?`;
  return `${track1}${track2}${track3}`;
}
