// By salesperson (a dealership's report) or by dealer (the lender's), sortable by each column (issue 37): a button in
// each header, the sorted column's header carrying aria-sort.
import { Table, Text } from '@mantine/core';
import {
  REPORT_PEOPLE_COLUMNS,
  type ReportAnswer,
  type ReportPeopleColumn,
  type ReportQuery,
} from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useLocale } from '../use-locale.ts';
import { DownloadCsv } from './download-csv.tsx';
import { ReportSection } from './report-section.tsx';

type Person = ReportAnswer['people'][number];
export type PeopleColumn = ReportPeopleColumn & Exclude<keyof Person, 'id'>;
const COLUMNS: readonly PeopleColumn[] = REPORT_PEOPLE_COLUMNS;

export interface PeopleSort {
  column: PeopleColumn;
  direction: 'ascending' | 'descending';
}

export function sortPeople(people: readonly Person[], sort: PeopleSort, locale: string): Person[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...people].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y, locale);
    // A rate of no decisions (null) goes last whatever the direction.
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return sign * ((x as number) - (y as number));
  });
}

export function PeopleTable({ answer, query }: { answer: ReportAnswer; query: ReportQuery }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const [sort, setSort] = useState<PeopleSort>({ column: 'fundedAmount', direction: 'descending' });
  const byDealer = answer.scope === 'lender';
  const title = t(byDealer ? 'people.titleDealer' : 'people.titleSalesperson');
  const header = (column: PeopleColumn) =>
    column === 'name' ? t(byDealer ? 'people.dealer' : 'people.name') : t(`people.${column}`);
  const cell = (person: Person, column: PeopleColumn): string => {
    switch (column) {
      case 'name':
        return person.name || t('people.unnamed');
      case 'approvalRate':
        return formatPercent(person.approvalRate, locale) || t('speed.none');
      case 'fundedAmount':
        return formatMoney(person.fundedAmount, locale);
      default:
        return formatCount(person[column], locale);
    }
  };
  const toggle = (column: PeopleColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: column === 'name' ? 'ascending' : 'descending' },
    );
  const rows = sortPeople(answer.people, sort, locale);
  return (
    <ReportSection
      id="report-people"
      title={title}
      download={<DownloadCsv query={query} table="people" range={answer.range} label={title} />}
    >
      {rows.length === 0 ? (
        <Text>{t('people.none')}</Text>
      ) : (
        // A region the keyboard can scroll, so that eight columns never widen the page at 375 px.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
        <section className="report-scroll" aria-labelledby="report-people-title" tabIndex={0}>
          <Table className="report-table" striped horizontalSpacing="xs">
            <caption>{t('people.caption')}</caption>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th
                    key={column}
                    scope="col"
                    className={column === 'name' ? undefined : 'number'}
                    aria-sort={sort.column === column ? sort.direction : undefined}
                  >
                    <button type="button" className="report-sort" onClick={() => toggle(column)}>
                      {header(column)}
                      <span aria-hidden="true">
                        {sort.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                      </span>
                    </button>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((person) => (
                <Table.Tr key={person.id}>
                  {COLUMNS.map((column) =>
                    column === 'name' ? (
                      <Table.Th key={column} scope="row" fw="normal">
                        {cell(person, column)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column} className="number">
                        {cell(person, column)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </ReportSection>
  );
}
