// The lender's second queue (issue 13): the funding packages submitted by dealers and not reviewed yet, the oldest
// first, with their checks and the earliest funding date the customer's cooling-off period allows.
import { Alert, Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import type { FundingQueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useFundingQueue } from '../api/funding.ts';
import { applicantName } from '../applicant-name.ts';
import { EmptyValue } from './empty-value.tsx';
import { UnderwriterTabs } from './underwriter-tabs.tsx';
import '../underwriter.css';

function FundingRow({ item }: { item: FundingQueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const passed = item.checks.filter((check) => check.ok).length;
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Anchor component={Link} to={paths.underwriterFundingItem.build({ applicationId: item.id })}>
          {applicantName(item) || t('queue.unnamed')}
        </Anchor>
      </Table.Th>
      <Table.Td>{item.vendorName}</Table.Td>
      <Table.Td className="uw-nowrap">{item.edgeId ?? <EmptyValue />}</Table.Td>
      <Table.Td className="uw-nowrap">{formatMoney(item.financedAmount, locale) || <EmptyValue />}</Table.Td>
      <Table.Td className="uw-nowrap">{formatDate(item.submittedAt, locale)}</Table.Td>
      <Table.Td className="uw-nowrap">{formatDate(item.earliestFundingDate, locale)}</Table.Td>
      <Table.Td className="uw-nowrap">
        {t('funding.queue.checksPassed', { passed, total: item.checks.length })}
      </Table.Td>
    </Table.Tr>
  );
}

function FundingTable({ items }: { items: FundingQueueItem[] }) {
  const { t } = useTranslation('underwriter');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard.
    <section className="uw-table-scroll" aria-labelledby="funding-caption" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <caption id="funding-caption">{t('funding.queue.caption', { count: items.length })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('queue.columns.applicant')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.vendor')}</Table.Th>
            <Table.Th scope="col">{t('funding.queue.columns.loanNumber')}</Table.Th>
            <Table.Th scope="col">{t('funding.queue.columns.financed')}</Table.Th>
            <Table.Th scope="col">{t('funding.queue.columns.submitted')}</Table.Th>
            <Table.Th scope="col">{t('funding.queue.columns.earliest')}</Table.Th>
            <Table.Th scope="col">{t('funding.queue.columns.checks')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <FundingRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function FundingQueue() {
  const { t } = useTranslation('underwriter');
  const queue = useFundingQueue();
  return (
    <Stack gap="lg">
      <UnderwriterTabs current="funding" />
      <PageTitle>{t('funding.queue.title')}</PageTitle>
      <Text>{t('funding.queue.intro')}</Text>
      {queue.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(queue.error)}
        </Alert>
      ) : !queue.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : queue.data.length === 0 ? (
        <Text fw={600}>{t('funding.queue.empty')}</Text>
      ) : (
        <FundingTable items={queue.data} />
      )}
    </Stack>
  );
}
