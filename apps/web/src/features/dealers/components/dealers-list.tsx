// The lender's Dealers list (issue 35, paths.dealers): the dealerships by name with their last 90 days' figures, the
// search and filters in the URL; a table on a wide screen, one stacked card per dealership on a phone.
import { Alert, Anchor, Button, Group, Loader, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { DEALER_KINDS, DEALER_STATUSES, type Dealer, type Locale } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { type DealerListFilter, useDealers } from '../api/dealers.ts';
import { useRegionLabel } from './dealer-fields.tsx';
import { DealerFilters } from './dealer-filters.tsx';
import { DealerStatusBadge } from './dealer-status-badge.tsx';

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.includes(value as T) ? (value as T) : undefined;

function useFilter(): [DealerListFilter, (next: Partial<DealerListFilter>) => void] {
  const [search, setSearch] = useSearchParams();
  const filter: DealerListFilter = {
    q: search.get('q') || undefined,
    status: oneOf(DEALER_STATUSES, search.get('status')),
    province: search.get('province') || undefined,
    kind: oneOf(DEALER_KINDS, search.get('kind')),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const change = (next: Partial<DealerListFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        params.set(key, String(value));
    setSearch(params);
  };
  return [filter, change];
}

/** An approval rate as a percentage with one decimal: 66.7% / 66,7 %. */
export function formatShare(rate: number, locale: Locale) {
  const text = (Math.round(rate * 1000) / 10).toFixed(1);
  return locale === 'fr' ? `${text.replace('.', ',')}\u00a0%` : `${text}%`;
}

function useCells() {
  const { t } = useTranslation('dealers');
  const locale = currentLocale();
  const regionLabel = useRegionLabel();
  return {
    where: (d: Dealer) => `${regionLabel(d.country, d.province)}, ${t(`countries.${d.country}`)}`,
    applications: (d: Dealer) => formatCount(d.figures.applications, locale),
    rate: (d: Dealer) =>
      d.figures.approvalRate === null ? t('list.noRate') : formatShare(d.figures.approvalRate, locale),
    funded: (d: Dealer) => formatMoney(d.figures.fundedAmount, locale),
    status: (d: Dealer) => <DealerStatusBadge status={d.status} />,
  };
}

function DealerLink({ dealer }: { dealer: Dealer }) {
  return (
    <Anchor component={Link} to={paths.dealer.build({ vendorId: dealer.id })} fw={600}>
      {dealer.name}
    </Anchor>
  );
}

function DealerTable({ items }: { items: Dealer[] }) {
  const { t } = useTranslation('dealers');
  const cells = useCells();
  return (
    <Table striped highlightOnHover verticalSpacing="sm" visibleFrom="md" aria-label={t('list.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('list.name')}</Table.Th>
          <Table.Th scope="col">{t('list.where')}</Table.Th>
          <Table.Th scope="col">{t('list.kind')}</Table.Th>
          <Table.Th scope="col">{t('list.status')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('list.applications')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('list.approvalRate')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('list.funded')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Th scope="row">
              <DealerLink dealer={d} />
            </Table.Th>
            <Table.Td>{cells.where(d)}</Table.Td>
            <Table.Td>{t(`kind.${d.kind}`)}</Table.Td>
            <Table.Td>{cells.status(d)}</Table.Td>
            <Table.Td ta="right">{cells.applications(d)}</Table.Td>
            <Table.Td ta="right">{cells.rate(d)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {cells.funded(d)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DealerCards({ items }: { items: Dealer[] }) {
  const { t } = useTranslation('dealers');
  const cells = useCells();
  const fact = (label: string, value: string) => <Text size="sm">{t('list.fact', { label, value })}</Text>;
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      hiddenFrom="md"
      aria-label={t('list.label')}
      style={{ listStyle: 'none' }}
    >
      {items.map((d) => (
        <Paper component="li" withBorder p="sm" key={d.id}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <DealerLink dealer={d} />
            {cells.status(d)}
          </Group>
          <Text size="sm">
            {cells.where(d)} · {t(`kind.${d.kind}`)}
          </Text>
          {fact(t('list.applications'), cells.applications(d))}
          {fact(t('list.approvalRate'), cells.rate(d))}
          {fact(t('list.funded'), cells.funded(d))}
        </Paper>
      ))}
    </Stack>
  );
}

export function DealersList() {
  const { t } = useTranslation('dealers');
  const [filter, change] = useFilter();
  const query = useDealers(filter);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle>{t('title')}</PageTitle>
        <Button component={Link} to={paths.dealerNew.build()}>
          {t('onboard')}
        </Button>
      </Group>
      <Text>{t('intro')}</Text>
      <DealerFilters filter={filter} onChange={change} />
      {query.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !query.data ? (
        <Loader role="status" aria-label={t('list.loading')} />
      ) : (
        <Stack gap="sm">
          <Text fw={600} role="status">
            {t('list.total', {
              count: query.data.total,
              formatted: formatCount(query.data.total, currentLocale()),
            })}
          </Text>
          {query.data.Items.length === 0 ? (
            <Text>{t('list.empty')}</Text>
          ) : (
            <>
              <DealerTable items={query.data.Items} />
              <DealerCards items={query.data.Items} />
            </>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={filter.page}
              onChange={(page) => change({ ...filter, page })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('list.previous')
                    : control === 'next'
                      ? t('list.next')
                      : undefined,
              })}
              getItemProps={(page) => ({ 'aria-label': t('list.page', { page, pages }) })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
