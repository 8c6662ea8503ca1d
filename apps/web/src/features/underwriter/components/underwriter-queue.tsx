// The underwriting queue: the Pending applications of every vendor, oldest first, with what the policy found.
import type { QueueItem } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useQueue } from '../api/get-queue.ts';
import { formatRatio } from '../format-ratio.ts';
import { CreditorBadge } from './creditor-badge.tsx';
import { EmptyValue } from './empty-value.tsx';
import { LenderQueue, type QueueColumn } from './lender-queue.tsx';
import { ReasonList } from './reason-list.tsx';

function useColumns(): QueueColumn<QueueItem>[] {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  return [
    { heading: 'queue.columns.vendor', cell: (item) => `${item.vendorName} (${item.vendorProvince})` },
    {
      heading: 'queue.columns.amount',
      cell: (item) => formatMoney(item.amount, locale) || <EmptyValue />,
      nowrap: true,
    },
    {
      heading: 'queue.columns.score',
      cell: ({ decision }) =>
        decision?.score === null || decision?.score === undefined ? <EmptyValue /> : decision.score,
    },
    {
      heading: 'queue.columns.reasons',
      cell: ({ decision }) => (decision ? <ReasonList reasons={decision.reasons} /> : t('queue.noDecision')),
    },
    {
      heading: 'queue.columns.debtRatio',
      cell: (item) => formatRatio(item.decision?.debtRatio, locale) || <EmptyValue />,
      nowrap: true,
    },
    // The product's one date format (mm/dd/yyyy), as the application list shows its dates.
    {
      heading: 'queue.columns.waitingSince',
      cell: (item) => formatDate(item.decision?.decidedAt ?? item.updated, locale),
      nowrap: true,
    },
  ];
}

export function UnderwriterQueue() {
  const queue = useQueue();
  const columns = useColumns();
  return (
    <LenderQueue
      tab="pending"
      texts={{ title: 'queue.title', intro: 'queue.intro', empty: 'queue.empty', caption: 'queue.caption' }}
      captionId="queue-caption"
      query={queue}
      reviewPath={(item) => paths.underwriterApplication.build({ applicationId: item.id })}
      columns={columns}
      badge={(item) => <CreditorBadge creditor={item.creditor} />}
    />
  );
}
