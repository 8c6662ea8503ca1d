// Approvals (issue 37): the approval rate, and the decline reasons with their share of the declines.

import { Table, Text } from '@mantine/core';
import { type ReportAnswer, type ReportQuery, ratio } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/format.ts';
import { useLocale } from '../use-locale.ts';
import { DownloadCsv } from './download-csv.tsx';
import { Figures } from './figures.tsx';
import { DonutChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { TableScroll } from './table-scroll.tsx';

/** Dark shades that read at 4.5:1 on white (theme-contrast.test.ts); the table names each one beside its swatch. */
const COLOURS = ['blue.8', 'red.9', 'teal.9', 'grape.8', 'indigo.9', 'cyan.9', 'gray.8', 'violet.9'] as const;
const cssColour = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

export function ApprovalsSection({ answer, query }: { answer: ReportAnswer; query: ReportQuery }) {
  const { t } = useTranslation(['reports', 'timeline']);
  const locale = useLocale();
  const { approvals } = answer;
  const declines = answer.declineReasons.reduce((sum, row) => sum + row.count, 0);
  const reasonName = (reason: string) => t(`timeline:reasons.${reason}`, { defaultValue: reason });
  const rows = answer.declineReasons.map((row, index) => ({
    ...row,
    name: reasonName(row.reason),
    share: ratio(row.count, declines),
    color: COLOURS[index % COLOURS.length] ?? 'gray.8',
  }));
  const title = t('approvals.title');
  return (
    <ReportSection
      id="report-approvals"
      title={title}
      chartHeight={220}
      chart={
        rows.length > 0 ? (
          <DonutChart
            h={220}
            size={180}
            thickness={30}
            data={rows.map((row) => ({ name: row.name, value: row.count, color: row.color }))}
            valueFormatter={(value) => formatCount(value, locale)}
            withTooltip={false}
            pieChartProps={{ accessibilityLayer: false }}
          />
        ) : undefined
      }
      download={<DownloadCsv query={query} table="declineReasons" range={answer.range} label={title} />}
    >
      <Figures
        items={[
          { label: t('approvals.decided'), value: formatCount(approvals.decided, locale) },
          { label: t('approvals.approved'), value: formatCount(approvals.approved, locale) },
          { label: t('approvals.declined'), value: formatCount(approvals.declined, locale) },
          {
            label: t('approvals.approvalRate'),
            value: formatPercent(approvals.approvalRate, locale) || t('speed.none'),
          },
        ]}
      />
      {rows.length === 0 ? (
        <Text>{t('approvals.noDeclines')}</Text>
      ) : (
        <TableScroll label={t('approvals.reasonsCaption')}>
          <Table className="report-table" striped horizontalSpacing="xs">
            <caption>{t('approvals.reasonsCaption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('approvals.reason')}</Table.Th>
                <Table.Th scope="col" className="number">
                  {t('approvals.count')}
                </Table.Th>
                <Table.Th scope="col" className="number">
                  {t('approvals.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.reason}>
                  <Table.Th scope="row" fw="normal">
                    <span
                      className="report-swatch"
                      style={{ background: cssColour(row.color) }}
                      aria-hidden="true"
                    />
                    {row.name}
                  </Table.Th>
                  <Table.Td className="number">{formatCount(row.count, locale)}</Table.Td>
                  <Table.Td className="number">{formatPercent(row.share, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </ReportSection>
  );
}
