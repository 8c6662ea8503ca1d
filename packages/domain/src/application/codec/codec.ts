// One codec for a field table: columns → stored values (cents, ISO dates) → the API's answer (dollars, mm/dd/yyyy)
// → a form's text, and a validated step back to stored values and columns. Sealing is the server's: passed in.

import { centsToAmount, formatUsDate, fromIsoDate, parseUsDate, toIsoDate } from '../fields.ts';
import { formatApplicationReference } from '../reference.ts';
import { MONEY_FIELDS } from './application.fields.ts';
import { type FieldTable, storedKey } from './field-table.ts';

type Values = Record<string, unknown>;
/** A form's values: every field as the text its input shows. */
export type FormValues = Record<string, string>;
/** A field as the API answers it: text, a number (money in dollars, years), a flag, or null when empty. */
export type FieldValue = string | number | boolean | null;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const usDate = (iso: string | null | undefined) => {
  const date = iso ? fromIsoDate(iso) : undefined;
  return date ? formatUsDate(date) : null;
};

/** A row's columns as stored values; `open` unseals a sealed column (the date of birth). */
export function storedFromColumns(table: FieldTable, row: Values, open: (sealed: string) => string): Values {
  const stored: Values = {};
  for (const [field, spec] of Object.entries(table)) {
    const column = row[spec.column];
    const key = storedKey(field, spec);
    if (spec.kind === 'years') stored[key] = column === null || column === undefined ? null : Number(column);
    else if (spec.kind === 'date') stored[key] = typeof column === 'string' && column ? open(column) : null;
    else stored[key] = column ?? null;
  }
  return stored;
}

/** Stored values as the API answers them: money in dollars, dates mm/dd/yyyy, the SIN masked. */
export function toAnswer(table: FieldTable, stored: Values): Values {
  const answer: Values = {};
  for (const [field, spec] of Object.entries(table)) {
    const value = stored[storedKey(field, spec)];
    switch (spec.kind) {
      case 'money':
        answer[field] = value === null || value === undefined ? null : centsToAmount(Number(value));
        break;
      case 'date':
        answer[field] = usDate(value as string | null);
        break;
      case 'sin':
        answer[field] = value ? `*** *** ${value}` : null;
        break;
      case 'reference':
        answer[field] = formatApplicationReference(value as number);
        break;
      case 'timestamp':
        answer[field] = (value as Date).toISOString();
        break;
      default:
        answer[field] = value ?? null;
    }
  }
  return answer;
}

/** A field's answered value as its form input's text: money with two decimals, a flag as Yes or No. */
export function toFormText(field: string, value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? value.toFixed(2) : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** A step's values from the answered data; an empty field takes its default ('No' for hasCoApplicant). */
export function toFormValues(
  source: Record<string, FieldValue> | null | undefined,
  fields: readonly string[],
  defaults: FormValues = {},
): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field, toFormText(field, source?.[field]) || defaults[field] || '']),
  );
}

/**
 * A validated step (money already in cents, the date mm/dd/yyyy) → the stored values it sets; an empty value clears
 * its field. The SIN is not among them: the server seals it (see `sinDigits`).
 */
export function storedFromStep(table: FieldTable, data: Values): Values {
  const stored: Values = {};
  for (const [field, value] of Object.entries(data)) {
    const spec = table[field];
    if (spec?.kind === 'sin') continue;
    if (!spec) {
      stored[field] = isEmpty(value) ? null : value;
      continue;
    }
    const key = storedKey(field, spec);
    if (isEmpty(value)) stored[key] = null;
    else if (spec.kind === 'money' || spec.kind === 'years') stored[key] = Number(value);
    else if (spec.kind === 'date') {
      const date = parseUsDate(String(value));
      stored[key] = date ? toIsoDate(date) : null;
    } else stored[key] = value;
  }
  return stored;
}

/** The SIN's digits of a validated step: '' when it was emptied, undefined when the step does not carry it. */
export function sinDigits(data: Values): string | undefined {
  if (!Object.hasOwn(data, 'sin')) return undefined;
  return isEmpty(data.sin) ? '' : String(data.sin).replace(/\D/g, '');
}

/** Stored values → the columns they are kept in; `seal` seals a date (the date of birth). Years are numeric text. */
export function columnsFromStored(
  table: FieldTable,
  stored: Values,
  seal: (clear: string) => string,
): Values {
  const byKey = new Map(Object.entries(table).map(([field, spec]) => [storedKey(field, spec), spec]));
  const columns: Values = {};
  for (const [key, value] of Object.entries(stored)) {
    const spec = byKey.get(key);
    if (!spec) columns[key] = value;
    else if (spec.kind === 'years') columns[spec.column] = value === null ? null : String(value);
    else if (spec.kind === 'date') columns[spec.column] = typeof value === 'string' ? seal(value) : null;
    else columns[spec.column] = value;
  }
  return columns;
}
