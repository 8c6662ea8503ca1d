// The pipeline funnel (issue 37): deals at each step, and each step's conversion from the one before.

import { Table } from '@mantine/core';
import { type FunnelStep, type ReportAnswer, type ReportQuery, ratio } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/format.ts';
import { useLocale } from '../use-locale.ts';
import { DownloadCsv } from './download-csv.tsx';
import { FunnelBars } from './funnel-bars.tsx';
import { ReportSection } from './report-section.tsx';
import { TableScroll } from './table-scroll.tsx';

export function FunnelSection({ answer, query }: { answer: ReportAnswer; query: ReportQuery }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const stepName = (step: FunnelStep) => t(`funnel.steps.${step}`);
  const rows = answer.funnel.map((row, index) => ({
    ...row,
    name: stepName(row.step),
    conversion: index === 0 ? null : ratio(row.count, answer.funnel[index - 1]?.count ?? 0),
  }));
  const title = t('funnel.title');
  return (
    <ReportSection
      id="report-funnel"
      title={title}
      chart={
        <FunnelBars
          rows={rows.map((row) => ({
            key: row.step,
            name: row.name,
            count: row.count,
            value: formatCount(row.count, locale),
          }))}
        />
      }
      drawnAtOnce
      download={<DownloadCsv query={query} table="funnel" range={answer.range} label={title} />}
    >
      <TableScroll label={t('funnel.caption')}>
        <Table className="report-table" striped horizontalSpacing="xs">
          <caption>{t('funnel.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('funnel.step')}</Table.Th>
              <Table.Th scope="col" className="number">
                {t('funnel.count')}
              </Table.Th>
              <Table.Th scope="col" className="number">
                {t('funnel.conversion')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.step}>
                <Table.Th scope="row">{row.name}</Table.Th>
                <Table.Td className="number">{formatCount(row.count, locale)}</Table.Td>
                <Table.Td className="number">
                  {formatPercent(row.conversion, locale) || t('speed.none')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ReportSection>
  );
}
