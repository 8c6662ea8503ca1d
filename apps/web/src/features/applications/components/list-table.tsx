// The list view: one row per application, the spec's columns, headers that sort (aria-sort on the sorted one),
// scrolling sideways inside its own region on a narrow screen, the name and the actions held in view (sticky).
import { Table, UnstyledButton } from '@mantine/core';
import { type ApplicationListRow, SORT_COLUMNS, type SortColumn, type SortDirection } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { CellValue, cellText, isCompact, StatusBadge } from './list-cells.tsx';
import { RowActionsButton, RowTimelineLink } from './row-actions.tsx';

export interface ListTableProps {
  rows: ApplicationListRow[];
  caption: string;
  sort: SortColumn;
  dir: SortDirection;
  onSort: (column: SortColumn) => void;
  onOpenActions: (row: ApplicationListRow) => void;
}

function SortHeader({
  column,
  sort,
  dir,
  onSort,
}: { column: SortColumn } & Pick<ListTableProps, 'sort' | 'dir' | 'onSort'>) {
  const { t } = useTranslation('applications');
  const active = column === sort;
  const arrow = active ? (dir === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={column === 'fullName' ? 'sort-header sticky-name' : 'sort-header'}
    >
      <UnstyledButton
        className="sort-button"
        onClick={() => onSort(column)}
        data-active={active || undefined}
      >
        {t(`columns.${column}`)}
        <span aria-hidden="true" className="sort-arrow">
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

function Row({
  row,
  onOpenActions,
}: {
  row: ApplicationListRow;
  onOpenActions: ListTableProps['onOpenActions'];
}) {
  const { t } = useTranslation('applications');
  const locale = currentLocale();
  return (
    <Table.Tr data-id={row.id}>
      {SORT_COLUMNS.map((column) => {
        if (column === 'status') {
          return (
            <Table.Td key={column}>
              <StatusBadge status={row.status} />
            </Table.Td>
          );
        }
        const text =
          column === 'fullName' ? row.fullName.trim() || t('unnamed') : cellText(row, column, locale);
        const name = column === 'fullName';
        const Cell = name ? Table.Th : Table.Td;
        return (
          <Cell
            key={column}
            scope={name ? 'row' : undefined}
            className={name ? 'sticky-name' : isCompact(column) ? 'nowrap' : undefined}
          >
            <CellValue text={text} />
          </Cell>
        );
      })}
      <Table.Td className="sticky-actions">
        {row.actions.length > 0 ? (
          <RowActionsButton row={row} onOpen={onOpenActions} />
        ) : (
          <RowTimelineLink row={row} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function ListTable({ rows, caption, sort, dir, onSort, onOpenActions }: ListTableProps) {
  const { t } = useTranslation('applications');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
    <section className="list-table-scroll" aria-labelledby="list-caption" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption id="list-caption" className="visually-hidden-caption">
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {SORT_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} dir={dir} onSort={onSort} />
            ))}
            <Table.Th scope="col" className="sticky-actions">
              {t('columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} onOpenActions={onOpenActions} />
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
