// The application's short human reference, read aloud on the phone before a loan number exists (issue 14).

/** The largest reference the column holds (a 32-bit integer). */
const MAX_REFERENCE = 2_147_483_647;

/** No-break space: the reference never breaks across lines. */
const GROUP_SEPARATOR = '\u00a0';

/**
 * 'R-' and the sequence number in groups of three ('R-100 042'): short, unique (one number per application,
 * drawn at creation) and never derived from personal data.
 */
export function formatApplicationReference(sequenceNumber: number): string {
  if (!Number.isSafeInteger(sequenceNumber) || sequenceNumber < 1) {
    throw new RangeError(`Not a reference number: ${sequenceNumber}`);
  }
  const digits = String(sequenceNumber);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `R-${groups.join(GROUP_SEPARATOR)}`;
}

/** What a person reads to identify an application: its loan number once it has one, else its reference. */
export function applicationNumberOf(application: { edgeId: string | null; reference: string }): string {
  return application.edgeId || application.reference;
}

/**
 * The deal's one reference (decision 048), from the stored values: its loan number once it has one, else its short
 * reference; null only for a row made before references existed.
 */
export function dealNumberOf(row: { edgeId: string | null; reference: number | null }): string | null {
  if (row.edgeId) return row.edgeId;
  return row.reference === null ? null : formatApplicationReference(row.reference);
}

/**
 * The sequence number of a short reference as a dealer types it into the list's search ('R-100 009', 'r100009',
 * '100 009'); null for any other text.
 */
export function parseApplicationReference(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(?:R-?)?(\d{1,10})$/i.exec(compact);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  // The column is a 32-bit integer: a longer number (a phone's digits) is no reference.
  return value > 0 && value <= MAX_REFERENCE ? value : null;
}
