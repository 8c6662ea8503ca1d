// The Details tab of a dealership's page: its last 90 days' figures, and its details to edit (the same fields and
// schema as the onboarding).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Dealer, type DealerDetailsInput, dealerDetailsSchema } from '@vp/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateDealer } from '../api/dealers.ts';
import { DealerFields } from './dealer-fields.tsx';
import { formatShare } from './dealers-list.tsx';
import { showServerErrors } from './server-errors.ts';

type Values = z.input<typeof dealerDetailsSchema>;

function Figures({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('dealers');
  const locale = currentLocale();
  const { figures } = dealer;
  const items = [
    [t('list.applications'), formatCount(figures.applications, locale)],
    [
      t('list.approvalRate'),
      figures.approvalRate === null ? t('list.noRate') : formatShare(figures.approvalRate, locale),
    ],
    [t('list.funded'), formatMoney(figures.fundedAmount, locale)],
  ];
  return (
    <section aria-labelledby="dealer-figures-title">
      <Title order={2} size="h3" id="dealer-figures-title" mb="xs">
        {t('page.figures')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {items.map(([label, value]) => (
          <Paper withBorder p="sm" key={label}>
            <Text size="sm">{label}</Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

const valuesOf = (d: Dealer): Values => ({
  name: d.name,
  legalName: d.legalName ?? '',
  country: d.country,
  province: d.province,
  kind: d.kind,
  contactName: d.contactName ?? '',
  contactEmail: d.contactEmail ?? '',
  contactPhone: d.contactPhone ?? '',
});

export function DealerDetails({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('dealers');
  const mutation = useUpdateDealer(dealer.id);
  const form = useForm<Values, unknown, DealerDetailsInput>({
    resolver: zodResolver(dealerDetailsSchema),
    defaultValues: valuesOf(dealer),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(valuesOf(await mutation.mutateAsync(values)));
      notifySuccess(t('form.saved'));
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  });
  return (
    <Stack gap="lg">
      <Figures dealer={dealer} />
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('page.details')}>
          <Stack gap="md">
            <DealerFields />
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                {t('form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
