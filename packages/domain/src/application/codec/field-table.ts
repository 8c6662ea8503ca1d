// How one field of an aggregate travels: its kind (which fixes its units at each stage) and the column it is kept in.
// Stored values carry their unit in their name (`amountCents`, `dobIso`); the API answers dollars and mm/dd/yyyy.

/**
 * - text: a string or null everywhere.
 * - money: integer cents stored (`…Cents`), dollars in the answer, '1234.50' in a form.
 * - years: a number stored and answered ('0.25' in a form), kept in a numeric column as text.
 * - date: an ISO date stored (`…Iso`, sealed in its column by the server), mm/dd/yyyy in the answer and the form.
 * - sin: only its last three digits are read back ('*** *** 123' in the answer and the form); sealed on the way in.
 * - value: answered as stored (ids, numbers, flags); never a form field.
 * - reference: the sequence number stored, 'R-100 042' answered.
 * - timestamp: a Date stored, its ISO text answered.
 */
export type FieldKind = 'text' | 'money' | 'years' | 'date' | 'sin' | 'value' | 'reference' | 'timestamp';

export interface FieldSpec {
  kind: FieldKind;
  /** The column (the database schema's property name) the field is read from. */
  column: string;
}
export type FieldTable = Readonly<Record<string, FieldSpec>>;

const spec = <K extends FieldKind, C extends string>(kind: K, column: C) => ({ kind, column });
export const text = <C extends string>(column: C) => spec('text', column);
export const money = <C extends string>(column: C) => spec('money', column);
export const years = <C extends string>(column: C) => spec('years', column);
export const date = <C extends string>(column: C) => spec('date', column);
export const sin = <C extends string>(column: C) => spec('sin', column);
export const value = <C extends string>(column: C) => spec('value', column);
export const reference = <C extends string>(column: C) => spec('reference', column);
export const timestamp = <C extends string>(column: C) => spec('timestamp', column);

/** The name a field's stored value goes by: its unit spelled out where it has one. */
export type StoredKey<K extends string, S extends FieldSpec> = S['kind'] extends 'money'
  ? `${K}Cents`
  : S['kind'] extends 'date'
    ? `${K}Iso`
    : S['kind'] extends 'sin'
      ? `${K}Last3`
      : K;

type StoredValueOf<S extends FieldSpec> = S['kind'] extends 'money' | 'years' | 'reference'
  ? number | null
  : S['kind'] extends 'timestamp'
    ? Date
    : S['kind'] extends 'value'
      ? unknown
      : string | null;

/** The values of an aggregate as the server keeps them, before sealing: cents, ISO dates, numbers. */
export type StoredValues<T extends FieldTable> = {
  [K in keyof T & string as StoredKey<K, T[K]>]: StoredValueOf<T[K]>;
};

export function storedKey(field: string, { kind }: FieldSpec): string {
  if (kind === 'money') return `${field}Cents`;
  if (kind === 'date') return `${field}Iso`;
  if (kind === 'sin') return `${field}Last3`;
  return field;
}

/** The fields of a table of one kind. */
export const fieldsOfKind = (table: FieldTable, kind: FieldKind): string[] =>
  Object.entries(table)
    .filter(([, field]) => field.kind === kind)
    .map(([name]) => name);
