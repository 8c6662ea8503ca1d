// Funded volume (issue 37): deals funded and the amount by week or month, the totals and the average amount.

import { Table } from '@mantine/core';
import type { ReportAnswer, ReportQuery } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatCount, formatDate, formatMoney } from '../../../lib/format.ts';
import { useLocale } from '../use-locale.ts';
import { DownloadCsv } from './download-csv.tsx';
import { Figures } from './figures.tsx';
import { BarChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { TableScroll } from './table-scroll.tsx';

export function FundingSection({ answer, query }: { answer: ReportAnswer; query: ReportQuery }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const { funding } = answer;
  const weekly = funding.period === 'week';
  const periodLabel = (start: string) =>
    weekly
      ? formatDate(start, locale)
      : dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${start}T00:00:00Z`),
        );
  const rows = funding.series.map((row) => ({ ...row, label: periodLabel(row.start) }));
  const title = t('funding.title');
  return (
    <ReportSection
      id="report-funding"
      title={title}
      chartHeight={240}
      chart={
        <BarChart
          h={240}
          data={rows}
          dataKey="label"
          series={[{ name: 'amount', label: t('funding.amount'), color: 'teal.9' }]}
          valueFormatter={(value) => formatMoney(value, locale)}
          yAxisProps={{ width: 90 }}
          withLegend
          withTooltip={false}
          barChartProps={{ accessibilityLayer: false }}
        />
      }
      download={<DownloadCsv query={query} table="funding" range={answer.range} label={title} />}
    >
      <Figures
        items={[
          { label: t('funding.totalCount'), value: formatCount(funding.count, locale) },
          { label: t('funding.total'), value: formatMoney(funding.amount, locale) },
          {
            label: t('funding.average'),
            value:
              funding.averageAmount === null ? t('speed.none') : formatMoney(funding.averageAmount, locale),
          },
        ]}
      />
      <TableScroll label={t('funding.title')}>
        <Table className="report-table" striped horizontalSpacing="xs">
          <caption>
            {t('funding.caption', { period: t(weekly ? 'funding.periodWeek' : 'funding.periodMonth') })}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(weekly ? 'funding.week' : 'funding.month')}</Table.Th>
              <Table.Th scope="col" className="number">
                {t('funding.count')}
              </Table.Th>
              <Table.Th scope="col" className="number">
                {t('funding.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.start}>
                <Table.Th scope="row" fw="normal">
                  {row.label}
                </Table.Th>
                <Table.Td className="number">{formatCount(row.count, locale)}</Table.Td>
                <Table.Td className="number">{formatMoney(row.amount, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ReportSection>
  );
}
