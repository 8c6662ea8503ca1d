// The grid view: one card per application with the same facts as the table's row, and its actions.
import { Group, Paper, Title } from '@mantine/core';
import { type ApplicationListRow, SORT_COLUMNS } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { CellValue, cellText, StatusBadge } from './list-cells.tsx';
import { RowActionsButton, RowTimelineLink } from './row-actions.tsx';

const FACTS = SORT_COLUMNS.filter((column) => column !== 'fullName' && column !== 'status');

function Card({
  row,
  onOpenActions,
}: {
  row: ApplicationListRow;
  onOpenActions: (row: ApplicationListRow) => void;
}) {
  const { t } = useTranslation('applications');
  const locale = currentLocale();
  const titleId = `card-${row.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="md" className="list-card" aria-labelledby={titleId}>
      {/* The tag wraps below the name rather than squeezing it (issue 14: 26 px at 375 px in French). */}
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={titleId} className="list-card-title">
          {row.fullName.trim() || t('unnamed')}
        </Title>
        <StatusBadge status={row.status} />
      </Group>
      <dl className="list-card-facts">
        {FACTS.map((column) => (
          <div key={column}>
            <dt>{t(`columns.${column}`)}</dt>
            <dd>
              <CellValue text={cellText(row, column, locale)} />
            </dd>
          </div>
        ))}
      </dl>
      <Group justify="flex-end">
        {row.actions.length > 0 ? (
          <RowActionsButton row={row} onOpen={onOpenActions} />
        ) : (
          <RowTimelineLink row={row} />
        )}
      </Group>
    </Paper>
  );
}

export function ListGrid({
  rows,
  caption,
  onOpenActions,
}: {
  rows: ApplicationListRow[];
  caption: string;
  onOpenActions: (row: ApplicationListRow) => void;
}) {
  return (
    <ul className="list-grid" aria-label={caption}>
      {rows.map((row) => (
        <li key={row.id} data-id={row.id}>
          <Card row={row} onOpenActions={onOpenActions} />
        </li>
      ))}
    </ul>
  );
}
