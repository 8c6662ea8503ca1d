// The SQL of the applications' generated search column, written from the domain's fold so that the database and
// the browser fold search text alike. (The list group is written with the status by the one status writer.)
import { SEARCH_FOLD } from '@vp/domain';
import { type SQL, sql } from 'drizzle-orm';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Columns searched by `q` (spec §2): names, phones as typed and as digits, loan number, city, address lines. */
const SEARCHED = [
  'first_name',
  'last_name',
  'primary_phone',
  'mobile_phone',
  'edge_id',
  'city',
  'address1',
  'address2',
];
const PHONES = new Set(['primary_phone', 'mobile_phone']);

export function searchTextSql(): SQL {
  const parts = SEARCHED.flatMap((column) => {
    const value = `coalesce("${column}", '')`;
    return PHONES.has(column) ? [value, `regexp_replace(${value}, '[^0-9]', '', 'g')`] : [value];
  });
  return sql.raw(
    `lower(translate(${parts.join(" || ' ' || ")}, ${literal(SEARCH_FOLD.from)}, ${literal(SEARCH_FOLD.to)}))`,
  );
}
