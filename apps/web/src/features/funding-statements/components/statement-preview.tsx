// Before the lender books a deal: the funding statement the booking will write (issue 35), computed by the domain's
// rule the server writes it with (the program's dealer fee of the financed amount, rounded half up to the cent).
import { Stack, Text } from '@mantine/core';
import { statementAmounts } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { StatementFacts } from './statement-facts.tsx';

export function StatementPreview({
  financedAmount,
  dealerFeePercent,
}: {
  financedAmount: number | null;
  dealerFeePercent: string | null;
}) {
  const { t } = useTranslation('statements');
  if (financedAmount === null || dealerFeePercent === null) return <Text>{t('statement.noFinanced')}</Text>;
  const amounts = statementAmounts(Math.round(financedAmount * 100), dealerFeePercent);
  return (
    <Stack gap="sm">
      <Text>{t('statement.previewIntro')}</Text>
      <StatementFacts
        figures={{
          financedAmount: amounts.financedCents / 100,
          dealerFeePercent,
          dealerFee: amounts.feeCents / 100,
          paidToDealer: amounts.paidCents / 100,
        }}
      />
    </Stack>
  );
}
