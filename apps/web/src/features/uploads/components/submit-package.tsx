// The checks before submitting and Combine and submit (spec §4, §5): the button shows only when the bill of sale,
// the void cheque and the warranty information are present; it asks the bill of sale's final amount first.
import { Alert, Button, List, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  amountsAgreeCheck,
  checkState,
  type FundingCheck,
  parseMoney,
  REQUIRED_UPLOADS,
  type UploadStatusAnswer,
} from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { sendToEdge, useFundingChecks } from '../api/funding.ts';

export function SubmitPackage({
  applicationId,
  status,
}: {
  applicationId: string;
  status: UploadStatusAnswer;
}) {
  const { t } = useTranslation('uploads');
  const queryClient = useQueryClient();
  const checks = useFundingChecks(applicationId);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = REQUIRED_UPLOADS.every((type) => status.data[type] === 'present');

  async function submit() {
    setError(null);
    setBusy(true);
    try {
      await sendToEdge(applicationId, amount);
      await queryClient.invalidateQueries({ queryKey: queryKeys.uploads.status(applicationId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const locale = currentLocale();
  const money = (value: number | string | undefined) =>
    typeof value === 'number' ? formatMoney(value, locale) : String(value ?? '');
  const financedCents =
    checks.data?.financedAmount == null ? null : Math.round(checks.data.financedAmount * 100);
  // The bill of sale's amount is checked as the dealer types it: before that there is nothing to check.
  const shown = (check: FundingCheck): FundingCheck =>
    check.id === 'amountsAgree' ? amountsAgreeCheck(financedCents, parseMoney(amount) ?? null) : check;
  const line = (check: FundingCheck) => {
    const state = checkState(check);
    const sentence = t(state === 'notChecked' ? `submit.pending.${check.id}` : `submit.checks.${check.id}`, {
      ...check.params,
      financed: money(check.params.financed),
      date: typeof check.params.date === 'string' ? formatDate(check.params.date, locale) : '',
    });
    return `${t(`submit.${state}`)} — ${sentence}`;
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="package-checks">
      <Title order={2} size="h3" id="package-checks">
        {t('submit.title')}
      </Title>
      {checks.data && (
        <List spacing={4}>
          {checks.data.checks.map(shown).map((check) => (
            <List.Item key={check.id} data-state={checkState(check)}>
              {line(check)}
            </List.Item>
          ))}
        </List>
      )}
      {ready && (
        <>
          <TextInput
            label={t('submit.billOfSaleAmount')}
            description={t('submit.billOfSaleHelp')}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            required
          />
          <Button onClick={submit} loading={busy} disabled={amount.trim() === ''} w="fit-content">
            {t('submit.button')}
          </Button>
        </>
      )}
      {error && (
        <Alert color="red" variant="outline" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
