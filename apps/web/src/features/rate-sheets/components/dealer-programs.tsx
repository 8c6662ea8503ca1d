// The programs a dealership may offer (issue 35, decision 047): a checkbox per program, saved through the API with an
// optional reason. Mounted by the lead as a tab of the dealer's page; all programs are offered by default.
import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, showError } from '../../../lib/errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDealerPrograms, useSetDealerPrograms } from '../api/rate-sheets.ts';

export function DealerPrograms({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation('rates');
  const locale = currentLocale();
  const programs = useDealerPrograms(vendorId);
  const save = useSetDealerPrograms(vendorId);
  const [offered, setOffered] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const answered = programs.data?.programs;
  // The boxes start from the server's answer, and again after each save.
  useEffect(() => {
    if (answered) setOffered(answered.filter((p) => p.offered).map((p) => String(p.programId)));
  }, [answered]);

  const onSave = () =>
    save.mutate(
      { programIds: (offered ?? []).map(Number), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setReason('');
          notifySuccess(t('dealer.saved'));
        },
        onError: (error) => showError(error),
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="dealer-programs-title">
      <Title order={2} size="h3" id="dealer-programs-title">
        {t('dealer.title')}
      </Title>
      <Text size="sm">{t('dealer.intro')}</Text>
      {programs.error && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(programs.error)}
        </Alert>
      )}
      {!answered && !programs.error && <Loader role="status" aria-label={t('common:loading')} />}
      {answered && offered && (
        <>
          <Checkbox.Group label={t('dealer.legend')} value={offered} onChange={setOffered}>
            <Stack gap="xs" mt="xs">
              {answered.map((p) => (
                <Group key={p.programId} gap="xs" wrap="nowrap" align="flex-start">
                  <Checkbox value={String(p.programId)} label={locale === 'fr' ? p.nameFr : p.nameEn} />
                  {p.creditor === 'partner' && (
                    <Badge color="grape.9" variant="outline" size="sm">
                      {t('creditor.partner')}
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            label={t('dealer.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
          />
          <Group>
            <Button onClick={onSave} loading={save.isPending}>
              {t('dealer.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
