// What a list row shows in each column, shared by the table and the cards: money and dates as lib/format
// writes them, the status as a tag coloured by its group, a dash for an empty value.
import { Badge, VisuallyHidden } from '@mantine/core';
import {
  type ApplicationListRow,
  type Group,
  groupOf,
  type Locale,
  normalizeStatus,
  type SortColumn,
} from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';

const MONEY: readonly SortColumn[] = ['amount', 'amountApproved', 'rentalAmount'];

/** The text of a cell; '' when the row has no value there. */
export function cellText(row: ApplicationListRow, column: SortColumn, locale: Locale): string {
  if (column === 'created') return formatDate(row.created, locale);
  if (MONEY.includes(column)) return formatMoney(row[column] as number | null, locale);
  // The App # column: the deal's one reference, its loan number once approved, else its short reference (decision 048).
  if (column === 'edgeId') return row.edgeId || row.reference || '';
  const value = row[column];
  return value === null || value === undefined ? '' : String(value);
}

/** Cells that must not wrap: dates, money, phone numbers, loan numbers. */
export function isCompact(column: SortColumn): boolean {
  return column === 'created' || column === 'primaryPhone' || column === 'edgeId' || MONEY.includes(column);
}

export function EmptyValue() {
  const { t } = useTranslation('applications');
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('empty')}</VisuallyHidden>
    </>
  );
}

export function CellValue({ text }: { text: string }) {
  return text ? text : <EmptyValue />;
}

const GROUP_COLOURS: Record<Exclude<Group, 'All'>, string> = {
  Incomplete: 'gray',
  Pending: 'yellow',
  Approved: 'green',
  DocumentProgress: 'blue',
  NotApproved: 'red',
  Kamsel: 'grape',
  MissingDocuments: 'orange',
  Funded: 'teal',
  CompleteBooking: 'cyan',
  Cancelled: 'dark',
};

/** The 'dot' tag keeps the text in the body colour (AA contrast); the dot carries the group's colour. */
export function StatusBadge({ status }: { status: string }) {
  const { t, i18n } = useTranslation('statuses');
  const known = normalizeStatus(status);
  const group = known ? groupOf(known) : null;
  // A key with spaces ('Not Approved') would pass for a sentence with `statuses:` in front: name the namespace.
  const key = known ?? status;
  return (
    <Badge
      variant="dot"
      color={group ? GROUP_COLOURS[group] : 'gray'}
      tt="none"
      size="md"
      className="status-badge"
      data-group={group ?? undefined}
    >
      {i18n.exists(key, { ns: 'statuses' }) ? t(key, { ns: 'statuses' }) : status}
    </Badge>
  );
}
