// ApplicationList (spec §2): one status group's applications, searched, sorted and paged on the server, with
// their actions; every choice is kept in the URL.
import { Stack } from '@mantine/core';
import { type ApplicationListRow, groupFromSlug, pageRange } from '@vp/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useApplicationList } from '../api/search-applications.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import '../applications.css';
import { ListGroups } from './list-groups.tsx';
import { ListResults } from './list-results.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { RowActionsDialog } from './row-actions.tsx';

function ListScreen({ params }: { params: ReturnType<typeof useListParams> }) {
  const { t } = useTranslation('applications');
  const { query, view, update, searchFor } = params;
  const list = useApplicationList(query);
  const [actionsOf, setActionsOf] = useState<ApplicationListRow | null>(null);
  const group = t(`dashboard:groups.${groupFromSlug(query.status) ?? 'All'}`);
  const total = list.data?.total;

  // Past the last page (a row deleted, a link kept from a larger list): show the last page instead.
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData) return;
    const { pages } = pageRange(query.page, query.pageSize, total);
    if (pages > 0 && query.page > pages) update({ page: pages }, { replace: true });
  }, [total, query.page, query.pageSize, list.isPlaceholderData, update]);

  return (
    <Stack gap="lg">
      <PageTitle>{group}</PageTitle>
      <ListGroups current={query.status} search={searchFor({ page: 1 })} />
      <ListToolbar q={query.q} pageSize={query.pageSize} view={view} update={update} />
      <ListResults
        query={query}
        view={view}
        caption={t('caption', { group })}
        data={list.data}
        error={list.error}
        stale={list.isPlaceholderData}
        update={update}
        searchFor={searchFor}
        onOpenActions={setActionsOf}
      />
      <RowActionsDialog row={actionsOf} onClose={() => setActionsOf(null)} />
    </Stack>
  );
}

export function ApplicationList() {
  const params = useListParams();
  if (!params.validStatus) {
    return (
      <Navigate
        replace
        to={paths.applicationList.build({ status: 'all' }, Object.fromEntries(params.searchParams))}
      />
    );
  }
  return <ListScreen params={params} />;
}
