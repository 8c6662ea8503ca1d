// The SQL of the applications' generated list columns, written from the domain's tables so that the database,
// the dashboard and the list can never disagree on a status's group or on how search text is folded.
import { GROUPS, groupOf, SEARCH_FOLD, STATUS_ALIASES, STATUSES, type Status } from '@vp/domain';
import { type SQL, sql } from 'drizzle-orm';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The dashboard group's order of each status and of its other spellings (spec §4); NULL for Deleted and unknown
 * statuses, which are never listed.
 */
export function listGroupSql(): SQL {
  const spellings: Array<[string, Status]> = [
    ...STATUSES.map((status): [string, Status] => [status, status]),
    ...Object.entries(STATUS_ALIASES),
  ];
  const branches = spellings.flatMap(([spelling, status]) => {
    const group = groupOf(status);
    return group ? [`WHEN ${literal(spelling)} THEN ${GROUPS[group]}`] : [];
  });
  return sql.raw(`CASE "status" ${branches.join(' ')} END`);
}

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
