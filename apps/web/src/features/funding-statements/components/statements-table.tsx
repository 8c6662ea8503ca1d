// A period's funded deals (issue 35): a table with its totals on a wide screen, one card a deal on a phone (no
// sideways scroll at 375 px). Each deal's number links to its timeline, where its statement is shown.
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FundingStatement, FundingStatements } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { formatDate, formatMoney, formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { StatementFacts } from './statement-facts.tsx';

const PHONE = '(max-width: 48em)';

function DealLink({ statement }: { statement: FundingStatement }) {
  return (
    <Anchor component={Link} to={paths.applicationTimeline.build({ applicationId: statement.applicationId })}>
      {statement.reference}
    </Anchor>
  );
}

function Cards({ answer, withDealer }: { answer: FundingStatements; withDealer: boolean }) {
  const { t } = useTranslation('statements');
  const locale = currentLocale();
  return (
    <Stack gap="sm">
      {answer.statements.map((s) => (
        <Paper key={s.applicationId} withBorder p="sm" component="article" aria-label={s.reference}>
          <Title order={3} size="h5" mb="xs">
            <DealLink statement={s} />
          </Title>
          {withDealer && <Text mb="xs">{s.vendorName}</Text>}
          <StatementFacts figures={s} stored={s} withReference={false} />
        </Paper>
      ))}
      <Paper withBorder p="sm" component="section" aria-label={t('page.totals')}>
        <Title order={3} size="h5" mb="xs">
          {t('page.totals')} · {t('page.count', { count: answer.totals.count })}
        </Title>
        <FactList
          className="statement-facts"
          facts={[
            { label: t('statement.financed'), value: formatMoney(answer.totals.financedAmount, locale) },
            { label: t('csv.dealerFee'), value: formatMoney(answer.totals.dealerFee, locale) },
            { label: t('statement.paid'), value: formatMoney(answer.totals.paidToDealer, locale) },
          ]}
        />
      </Paper>
    </Stack>
  );
}

function Wide({ answer, withDealer }: { answer: FundingStatements; withDealer: boolean }) {
  const { t } = useTranslation('statements');
  const locale = currentLocale();
  const money = (value: number) => formatMoney(value, locale);
  return (
    <Table className="statements-table" striped captionSide="top">
      <Table.Caption>
        {t('page.caption', { from: formatDate(answer.from, locale), to: formatDate(answer.to, locale) })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('csv.reference')}</Table.Th>
          {withDealer && <Table.Th scope="col">{t('csv.dealer')}</Table.Th>}
          <Table.Th scope="col">{t('csv.bookedOn')}</Table.Th>
          <Table.Th scope="col">{t('csv.program')}</Table.Th>
          <Table.Th scope="col" className="money">
            {t('csv.financedAmount')}
          </Table.Th>
          <Table.Th scope="col" className="money">
            {t('csv.dealerFee')}
          </Table.Th>
          <Table.Th scope="col" className="money">
            {t('csv.paidToDealer')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answer.statements.map((s) => (
          <Table.Tr key={s.applicationId}>
            <Table.Td>
              <DealLink statement={s} />
            </Table.Td>
            {withDealer && <Table.Td>{s.vendorName}</Table.Td>}
            <Table.Td>{formatDate(s.bookedOn, locale)}</Table.Td>
            <Table.Td>{s.program[locale]}</Table.Td>
            <Table.Td className="money">{money(s.financedAmount)}</Table.Td>
            <Table.Td className="money">
              {money(s.dealerFee)} ({formatRate(s.dealerFeePercent, locale)})
            </Table.Td>
            <Table.Td className="money">{money(s.paidToDealer)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={withDealer ? 4 : 3}>
            {t('page.totals')} · {t('page.count', { count: answer.totals.count })}
          </Table.Th>
          <Table.Td className="money">{money(answer.totals.financedAmount)}</Table.Td>
          <Table.Td className="money">{money(answer.totals.dealerFee)}</Table.Td>
          <Table.Td className="money">{money(answer.totals.paidToDealer)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

export function StatementsTable({ answer, withDealer }: { answer: FundingStatements; withDealer: boolean }) {
  const { t } = useTranslation('statements');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  if (answer.statements.length === 0) return <Text>{t('page.empty')}</Text>;
  return phone ? (
    <Cards answer={answer} withDealer={withDealer} />
  ) : (
    <Wide answer={answer} withDealer={withDealer} />
  );
}
