// One of the lender's queues as a page: its tab, title and introduction, then the table of what waits, oldest first
// (the Pending queue and the funding queue give their columns; each row's first cell links to the review).
import { Alert, Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import type { QueueItem } from '@vp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { applicantName } from '../applicant-name.ts';
import { UnderwriterTabs } from './underwriter-tabs.tsx';
import '../underwriter.css';

type QueueRow = { id: string } & Pick<QueueItem, 'firstName' | 'lastName'>;

export interface QueueColumn<T> {
  /** The column's heading (an i18n key of the underwriter namespace). */
  heading: string;
  cell: (item: T) => ReactNode;
  /** Money, numbers and dates stay on one line. */
  nowrap?: boolean;
}

export interface QueueTexts {
  /** The i18n keys of the page: title, introduction, empty queue and the table's caption (with its count). */
  title: string;
  intro: string;
  empty: string;
  caption: string;
}

interface Props<T extends QueueRow> {
  tab: 'pending' | 'funding';
  texts: QueueTexts;
  /** The caption's id, which names the scrolling region. */
  captionId: string;
  query: { data?: T[]; error: unknown };
  /** Where a row's applicant links to: the item's review. */
  reviewPath: (item: T) => string;
  /** The columns after the applicant's. */
  columns: QueueColumn<T>[];
  /** Said beside the applicant's name (whose credit the deal is). */
  badge?: (item: T) => ReactNode;
}

function QueueTable<T extends QueueRow>({
  items,
  captionId,
  texts,
  reviewPath,
  columns,
  badge,
}: { items: T[] } & Props<T>) {
  const { t } = useTranslation('underwriter');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard.
    <section className="uw-table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <caption id={captionId}>{t(texts.caption, { count: items.length })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('queue.columns.applicant')}</Table.Th>
            {columns.map((column) => (
              <Table.Th scope="col" key={column.heading}>
                {t(column.heading)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={reviewPath(item)}>
                  {applicantName(item) || t('queue.unnamed')}
                </Anchor>
                {badge?.(item)}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.heading} className={column.nowrap ? 'uw-nowrap' : undefined}>
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function LenderQueue<T extends QueueRow>(props: Props<T>) {
  const { t } = useTranslation('underwriter');
  const { query, texts } = props;
  return (
    <Stack gap="lg">
      <UnderwriterTabs current={props.tab} />
      <PageTitle>{t(texts.title)}</PageTitle>
      <Text>{t(texts.intro)}</Text>
      {query.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !query.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : query.data.length === 0 ? (
        <Text fw={600}>{t(texts.empty)}</Text>
      ) : (
        <QueueTable items={query.data} {...props} />
      )}
    </Stack>
  );
}
