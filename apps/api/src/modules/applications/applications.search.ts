// The list's SQL: one vendor's applications, filtered, sorted and paged in the database (decision 012).
import {
  parseApplicationReference,
  phoneDigits,
  SEARCH_FOLD,
  type SortColumn,
  type SortDirection,
  searchWords,
} from '@vp/domain';
import { and, type Column, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { applications } from './applications.schema.ts';

export interface ListFilter {
  /** The vendor whose applications are listed; null for the lender's underwriters, who see every vendor's. */
  vendorId: number | null;
  /** A group's order (`list_group`); null lists every group (the 'all' list), never Deleted. */
  listGroup: number | null;
  q: string;
}

export interface ListOrder {
  sort: SortColumn;
  dir: SortDirection;
}

/** The spec's list columns; fullName and actions are derived from them. */
export const LIST_COLUMNS = {
  id: applications.id,
  created: applications.created,
  lastName: applications.lastName,
  firstName: applications.firstName,
  status: applications.status,
  edgeId: applications.edgeId,
  reference: applications.reference,
  amountCents: applications.amountCents,
  amountApprovedCents: applications.amountApprovedCents,
  rentalAmountCents: applications.rentalAmountCents,
  primaryPhone: applications.primaryPhone,
  address1: applications.address1,
  city: applications.city,
};
export type ListRow = {
  [K in keyof typeof LIST_COLUMNS]: (typeof LIST_COLUMNS)[K]['_']['data'] | null;
} & { id: string; created: Date; status: string };

/** Text sorts as a reader expects: case and accents set aside ('Émile' beside 'Emile'). */
const folded = (value: SQL | Column) =>
  sql`lower(translate(${value}, ${SEARCH_FOLD.from}, ${SEARCH_FOLD.to}))`;
const fullName = sql`trim(coalesce(${applications.firstName}, '') || ' ' || coalesce(${applications.lastName}, ''))`;

const SORT_EXPRESSIONS: Record<Exclude<SortColumn, 'created'>, SQL | Column> = {
  lastName: folded(applications.lastName),
  firstName: folded(applications.firstName),
  fullName: sql`nullif(${folded(fullName)}, '')`,
  status: applications.status,
  // The App # column shows the loan number, else the short reference (decision 048): loan numbers, then references.
  edgeId: sql`coalesce(${applications.edgeId}, 'R-' || lpad(${applications.reference}::text, 15, '0'))`,
  amount: applications.amountCents,
  amountApproved: applications.amountApprovedCents,
  rentalAmount: applications.rentalAmountCents,
  primaryPhone: applications.primaryPhone,
  address1: folded(applications.address1),
  city: folded(applications.city),
};

interface OrderTerm {
  expression: SQL | Column;
  dir: SortDirection;
  /** Empty values go last; creation date and id are never empty, and keep the plain order an index can serve. */
  nullable: boolean;
}

/** The sort, then creation date and id: a total order, so pages never share or skip a row. */
function orderTerms({ sort, dir }: ListOrder): OrderTerm[] {
  const byCreation = (d: SortDirection): OrderTerm[] => [
    { expression: applications.created, dir: d, nullable: false },
    { expression: applications.id, dir: d, nullable: false },
  ];
  if (sort === 'created') return byCreation(dir);
  return [{ expression: SORT_EXPRESSIONS[sort], dir, nullable: true }, ...byCreation('desc')];
}

const flip = (dir: SortDirection): SortDirection => (dir === 'asc' ? 'desc' : 'asc');

/** A reversed read is the exact mirror of the order (empty values included), so its page holds the same rows. */
function orderBy(terms: OrderTerm[], reversed = false): SQL[] {
  return terms.map(({ expression, dir, nullable }) => {
    const direction = reversed ? flip(dir) : dir;
    const keyword = sql.raw(direction);
    if (!nullable) return sql`${expression} ${keyword}`;
    return reversed ? sql`${expression} ${keyword} nulls first` : sql`${expression} ${keyword} nulls last`;
  });
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Every word of `q` must be found in the search text (a phone-like word also by its digits); a `q` that reads as a
 * short reference ('R-100 009') also finds that application (its loan number is in the search text: decision 048).
 */
export function listWhere({ vendorId, listGroup, q }: ListFilter): SQL | undefined {
  const words = searchWords(q).map((word) => {
    const digits = phoneDigits(word);
    const typed = sql`${applications.searchText} like ${likePattern(word)}`;
    return digits ? or(typed, sql`${applications.searchText} like ${likePattern(digits)}`) : typed;
  });
  const reference = parseApplicationReference(q);
  return and(
    vendorId === null ? undefined : eq(applications.vendorId, vendorId),
    listGroup === null ? isNotNull(applications.listGroup) : eq(applications.listGroup, listGroup),
    reference === null ? and(...words) : or(eq(applications.reference, reference), and(...words)),
  );
}

export function countQuery(db: Db, filter: ListFilter) {
  return db.select({ total: sql<number>`count(*)::int` }).from(applications).where(listWhere(filter));
}

/**
 * The rows of one page as a deferred join: the page's ids first (from an index alone when the sort allows it),
 * then those rows only. A page in the second half is read from the far end of the order, so a deep page costs
 * what a near one does.
 */
export function pageQuery(
  db: Db,
  filter: ListFilter,
  order: ListOrder,
  { offset, limit, total }: { offset: number; limit: number; total: number },
) {
  const terms = orderTerms(order);
  const fromEnd = offset + limit / 2 > total / 2;
  const ids = db
    .select({ id: applications.id })
    .from(applications)
    .where(listWhere(filter))
    .orderBy(...orderBy(terms, fromEnd))
    .offset(fromEnd ? Math.max(total - offset - limit, 0) : offset)
    .limit(fromEnd ? Math.min(limit, total - offset) : limit);
  return db
    .select(LIST_COLUMNS)
    .from(applications)
    .where(
      and(
        filter.vendorId === null ? undefined : eq(applications.vendorId, filter.vendorId),
        inArray(applications.id, ids),
      ),
    )
    .orderBy(...orderBy(terms));
}

export async function searchPage(
  db: Db,
  filter: ListFilter,
  order: ListOrder,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: ListRow[]; total: number }> {
  const [count] = await countQuery(db, filter);
  const total = count?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await pageQuery(db, filter, order, { offset, limit, total });
  return { rows: rows as ListRow[], total };
}

export async function searchRows(db: Db, filter: ListFilter, order: ListOrder): Promise<ListRow[]> {
  const rows = await db
    .select(LIST_COLUMNS)
    .from(applications)
    .where(listWhere(filter))
    .orderBy(...orderBy(orderTerms(order)));
  return rows as ListRow[];
}
