// The lender's second queue (issue 13): the funding packages submitted by dealers and not reviewed yet, the oldest
// first, with their checks and the earliest funding date the customer's cooling-off period allows.
import type { FundingQueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useFundingQueue } from '../api/funding.ts';
import { CreditorBadge } from './creditor-badge.tsx';
import { EmptyValue } from './empty-value.tsx';
import { LenderQueue, type QueueColumn } from './lender-queue.tsx';

function useColumns(): QueueColumn<FundingQueueItem>[] {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  return [
    { heading: 'queue.columns.vendor', cell: (item) => item.vendorName },
    {
      heading: 'funding.queue.columns.loanNumber',
      cell: (item) => item.edgeId ?? <EmptyValue />,
      nowrap: true,
    },
    {
      heading: 'funding.queue.columns.financed',
      cell: (item) => formatMoney(item.financedAmount, locale) || <EmptyValue />,
      nowrap: true,
    },
    {
      heading: 'funding.queue.columns.submitted',
      cell: (item) => formatDate(item.submittedAt, locale),
      nowrap: true,
    },
    {
      heading: 'funding.queue.columns.earliest',
      cell: (item) => formatDate(item.earliestFundingDate, locale),
      nowrap: true,
    },
    {
      heading: 'funding.queue.columns.checks',
      cell: ({ checks }) =>
        t('funding.queue.checksPassed', {
          passed: checks.filter((check) => check.ok).length,
          total: checks.length,
        }),
      nowrap: true,
    },
  ];
}

export function FundingQueue() {
  const queue = useFundingQueue();
  const columns = useColumns();
  return (
    <LenderQueue
      tab="funding"
      texts={{
        title: 'funding.queue.title',
        intro: 'funding.queue.intro',
        empty: 'funding.queue.empty',
        caption: 'funding.queue.caption',
      }}
      captionId="funding-caption"
      query={queue}
      reviewPath={(item) => paths.underwriterFundingItem.build({ applicationId: item.id })}
      columns={columns}
      badge={(item) => <CreditorBadge creditor={item.creditor} />}
    />
  );
}
