// One credit bureau file as the decision kept it: score, reference, inquiries, bankruptcies and trades.
import { Table, Text, Title } from '@mantine/core';
import type { BureauFile } from '@vp/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatCount } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { EmptyValue } from './empty-value.tsx';
import { FactList } from './fact-list.tsx';

function Trades({ file, captionId }: { file: BureauFile; captionId: string }) {
  const { t, i18n } = useTranslation('underwriter');
  const locale = currentLocale();
  if (file.trades.length === 0) return <Text>{t('bureau.noTrades')}</Text>;
  const kind = (value: string) =>
    i18n.exists(`underwriter:bureau.kinds.${value}`) ? t(`bureau.kinds.${value}`) : value;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard.
    <section className="uw-table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <Table striped verticalSpacing="xs">
        <caption id={captionId}>{t('bureau.trades')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bureau.creditor')}</Table.Th>
            <Table.Th scope="col">{t('bureau.kind')}</Table.Th>
            <Table.Th scope="col">{t('bureau.balance')}</Table.Th>
            <Table.Th scope="col">{t('bureau.monthlyPayment')}</Table.Th>
            <Table.Th scope="col">{t('bureau.worstRating')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.trades.map((trade, index) => (
            // Trades have no id of their own; their order is the bureau's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
            <Table.Tr key={index}>
              <Table.Th scope="row">{trade.creditor}</Table.Th>
              <Table.Td>{kind(trade.kind)}</Table.Td>
              <Table.Td className="uw-nowrap">{formatCents(trade.balanceCents, locale)}</Table.Td>
              <Table.Td className="uw-nowrap">{formatCents(trade.monthlyPaymentCents, locale)}</Table.Td>
              <Table.Td>{trade.worstRating}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function BureauFileView({ title, file }: { title: string; file: BureauFile }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <Title order={3} size="h4" id={`${id}-title`} mb="xs">
        {title}
      </Title>
      {!file.hit ? (
        <Text>{t('bureau.noHit')}</Text>
      ) : (
        <>
          <FactList
            facts={[
              { label: t('bureau.score'), value: file.score ?? <EmptyValue /> },
              { label: t('bureau.inquiries'), value: formatCount(file.inquiriesLast6Months, locale) },
              { label: t('bureau.bankruptcies'), value: formatCount(file.bankruptcies, locale) },
              { label: t('bureau.reference'), value: file.reference },
            ]}
          />
          <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <Trades file={file} captionId={`${id}-trades`} />
          </div>
        </>
      )}
    </section>
  );
}
