// Speed (issue 37): submission to decision and approval to funding, median and 90th percentile, as figures.
import { Table } from '@mantine/core';
import type { ReportAnswer, ReportQuery } from '@vp/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount, numberFormat } from '../../../lib/format.ts';
import { useLocale } from '../use-locale.ts';
import { DownloadCsv } from './download-csv.tsx';
import { ReportSection } from './report-section.tsx';
import { TableScroll } from './table-scroll.tsx';

/** Seconds as minutes under an hour, hours under two days, days beyond, one decimal at most. */
export function formatDuration(seconds: number | null, locale: 'en' | 'fr', t: TFunction<'reports'>): string {
  if (seconds === null) return t('speed.none');
  const number = (value: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (seconds < 3600) return t('duration.minutes', { count: Math.round(seconds / 60) });
  if (seconds < 48 * 3600) return t('duration.hours', { value: number(seconds / 3600) });
  const days = seconds / 86400;
  return t('duration.days', { count: days, value: number(days) });
}

export function SpeedSection({ answer, query }: { answer: ReportAnswer; query: ReportQuery }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const measures = [
    { key: 'submitToDecision', ...answer.speed.submitToDecision },
    { key: 'approvalToFunding', ...answer.speed.approvalToFunding },
  ] as const;
  const title = t('speed.title');
  return (
    <ReportSection
      id="report-speed"
      title={title}
      download={<DownloadCsv query={query} table="speed" range={answer.range} label={title} />}
    >
      <TableScroll label={t('speed.caption')}>
        <Table className="report-table" striped horizontalSpacing="xs">
          <caption>{t('speed.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('speed.measure')}</Table.Th>
              <Table.Th scope="col" className="number">
                {t('speed.deals')}
              </Table.Th>
              <Table.Th scope="col" className="number">
                {t('speed.median')}
              </Table.Th>
              <Table.Th scope="col" className="number">
                {t('speed.p90')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {measures.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw="normal">
                  {t(`speed.${row.key}`)}
                </Table.Th>
                <Table.Td className="number">{formatCount(row.count, locale)}</Table.Td>
                <Table.Td className="number">{formatDuration(row.median, locale, t)}</Table.Td>
                <Table.Td className="number">{formatDuration(row.p90, locale, t)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ReportSection>
  );
}
