// The underwriting queue: the Pending applications of every vendor, oldest first, with what the policy found.
import { Alert, Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import type { QueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useQueue } from '../api/get-queue.ts';
import { applicantName } from '../applicant-name.ts';
import { formatRatio } from '../format-ratio.ts';
import { EmptyValue } from './empty-value.tsx';
import { ReasonList } from './reason-list.tsx';
import { UnderwriterTabs } from './underwriter-tabs.tsx';
import '../underwriter.css';

function QueueRow({ item }: { item: QueueItem }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const name = applicantName(item) || t('queue.unnamed');
  const ratio = formatRatio(item.decision?.debtRatio, locale);
  const score = item.decision?.score;
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Anchor component={Link} to={paths.underwriterApplication.build({ applicationId: item.id })}>
          {name}
        </Anchor>
      </Table.Th>
      <Table.Td>
        {item.vendorName} ({item.vendorProvince})
      </Table.Td>
      <Table.Td className="uw-nowrap">{formatMoney(item.amount, locale) || <EmptyValue />}</Table.Td>
      <Table.Td>{score === null || score === undefined ? <EmptyValue /> : score}</Table.Td>
      <Table.Td>
        {item.decision ? <ReasonList reasons={item.decision.reasons} /> : t('queue.noDecision')}
      </Table.Td>
      <Table.Td className="uw-nowrap">{ratio || <EmptyValue />}</Table.Td>
      {/* The product's one date format (mm/dd/yyyy), as the application list shows its dates. */}
      <Table.Td className="uw-nowrap">
        {formatDate(item.decision?.decidedAt ?? item.updated, locale)}
      </Table.Td>
    </Table.Tr>
  );
}

function QueueTable({ items }: { items: QueueItem[] }) {
  const { t } = useTranslation('underwriter');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard.
    <section className="uw-table-scroll" aria-labelledby="queue-caption" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <caption id="queue-caption">{t('queue.caption', { count: items.length })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('queue.columns.applicant')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.vendor')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.amount')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.score')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.reasons')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.debtRatio')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.waitingSince')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <QueueRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function UnderwriterQueue() {
  const { t } = useTranslation('underwriter');
  const queue = useQueue();
  return (
    <Stack gap="lg">
      <UnderwriterTabs current="pending" />
      <PageTitle>{t('queue.title')}</PageTitle>
      <Text>{t('queue.intro')}</Text>
      {queue.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(queue.error)}
        </Alert>
      ) : !queue.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : queue.data.length === 0 ? (
        <Text fw={600}>{t('queue.empty')}</Text>
      ) : (
        <QueueTable items={queue.data} />
      )}
    </Stack>
  );
}
