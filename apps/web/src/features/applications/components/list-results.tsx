// The list's body: the fetch's failure, its loading, 'No Results', or the rows (table or cards) with
// 'Showing {from} to {to} of {total} entries' and the pages.
import { Alert, Loader, Stack, Text } from '@mantine/core';
import {
  type ApplicationListRow,
  type ApplicationSearchAnswer,
  type ApplicationSearchQuery,
  pageRange,
  type SortColumn,
} from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { formatCount } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { ListPatch, ListView } from '../hooks/use-list-params.ts';
import { ListGrid } from './list-grid.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ListTable } from './list-table.tsx';

interface ListResultsProps {
  query: ApplicationSearchQuery;
  view: ListView;
  caption: string;
  data: ApplicationSearchAnswer | undefined;
  error: unknown;
  /** A new page, sort or search is on its way while the last answer still shows. */
  stale: boolean;
  update: (patch: ListPatch) => void;
  searchFor: (patch: ListPatch) => string;
  onOpenActions: (row: ApplicationListRow) => void;
}

export function ListResults(props: ListResultsProps) {
  const { query, view, caption, data, error, stale, update, searchFor, onOpenActions } = props;
  const { t } = useTranslation('applications');
  const locale = currentLocale();

  if (error && !data) {
    return (
      <Alert color="red" variant="outline" role="alert" title={t('errors:fatalError.fetchingContracts')}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!data) return <Loader role="status" aria-label={t('common:loading')} />;

  const range = pageRange(query.page, query.pageSize, data.total);
  const onSort = (column: SortColumn) =>
    update({ sort: column, dir: column === query.sort && query.dir === 'asc' ? 'desc' : 'asc' });
  return (
    <Stack gap="md" aria-busy={stale || undefined} className="list-results" data-stale={stale || undefined}>
      <Text aria-live="polite" fw={500}>
        {data.total === 0
          ? t('noResults')
          : t('showing', {
              // 'of 1 entry' / 'sur 1 entrée': the plural follows the total (i18next's _one; 'showing' otherwise).
              count: range.total,
              from: formatCount(range.from, locale),
              to: formatCount(range.to, locale),
              total: formatCount(range.total, locale),
            })}
      </Text>
      {data.results.length > 0 &&
        (view === 'grid' ? (
          <ListGrid rows={data.results} caption={caption} onOpenActions={onOpenActions} />
        ) : (
          <ListTable
            rows={data.results}
            caption={caption}
            sort={query.sort}
            dir={query.dir}
            onSort={onSort}
            onOpenActions={onOpenActions}
          />
        ))}
      <ListPagination page={query.page} pages={range.pages} searchFor={(page) => searchFor({ page })} />
    </Stack>
  );
}
