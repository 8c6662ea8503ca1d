// What the customer answers themself (issue 26): the credit consent naming the lender and its second-look partner,
// the date of birth, the SIN (optional, with its purpose), Quebec's income and costs, and the identity and address:
// what the dealer typed to confirm or correct, what they did not to give. The wizard's own fields and rules (spec §5);
// the server checks them again. Every word speaks to the customer (issue 40).
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { customerAnswersSchema, regionsFor, type StepForm } from '@vp/domain';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import {
  AddressFields,
  ConsentField,
  DobField,
  isMaskedSin,
  localToday,
  MoneyField,
  SinField,
  type StepValues,
  TextField,
  useStepForm,
} from '../../wizard/index.ts';
import { type CustomerSummaryAnswer, customerApi } from '../api/customer-api.ts';

interface Props {
  session: string;
  summary: CustomerSummaryAnswer;
  onDone: () => void;
  /** The tablet's hand-off only: the customer gives the device back without answering. */
  onCancel?: (() => void) | undefined;
}

const ANSWERED = ['firstName', 'lastName', 'address1', 'address2', 'city', 'province', 'postal'] as const;
const ADDRESS = ['address1', 'address2', 'city', 'postal'] as const;

/** Whether the dealer typed any of the address: then the customer checks it; else the customer gives it. */
const addressTyped = (summary: CustomerSummaryAnswer) =>
  ADDRESS.some((field) => Boolean(summary.fields[field]));

/** What the form opens with: the dealer's entries to confirm; the customer's own date and SIN are typed afresh. */
function openingValues(summary: CustomerSummaryAnswer): StepValues {
  const values: StepValues = { creditReleaseObtained: 'No', dob: '', sin: summary.fields.sin ?? '' };
  for (const field of ANSWERED) values[field] = summary.fields[field] ?? '';
  if (summary.quebec && summary.person === 'applicant')
    Object.assign(values, { grossIncome: '', totalHousingCosts: '', totalOtherMonthlyCosts: '' });
  return values;
}

/** A SIN left as the masked one on file is the one on file: not sent. */
function prepare(values: StepValues): StepValues {
  if (!isMaskedSin(values.sin)) return values;
  const { sin: _onFile, ...rest } = values;
  return rest;
}

export function CustomerAnswersForm({ session, summary, onDone, onCancel }: Props) {
  const { t } = useTranslation(['customer', 'application', 'options']);
  const co = summary.person === 'coApplicant';
  const form = useMemo<StepForm>(() => {
    const ctx = { vendorCountry: summary.country, quebecVendor: summary.quebec, today: localToday() };
    const schema = customerAnswersSchema(ctx, summary.person);
    return { fields: schema, schema };
  }, [summary]);
  const [defaultValues] = useState(() => openingValues(summary));
  const provinces = useMemo(() => {
    const group = summary.country === 'US' ? 'states' : 'provinces';
    return regionsFor(summary.country, summary.quebec).map((value) => ({
      value,
      label: t(`options:${group}.${value}`),
    }));
  }, [summary, t]);
  const step = useStepForm({
    form,
    defaultValues,
    prepare,
    save: async (values) => {
      await customerApi.submit(session, values);
      onDone();
    },
  });
  const { methods, formRef, alert, busy, onSubmit } = step;

  return (
    <FormProvider {...methods}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {alert && (
            <Alert color="red" variant="outline" role="alert">
              {translateMessage(alert)}
            </Alert>
          )}
          <ConsentField
            name="creditReleaseObtained"
            legend={t('customer:form.consentLegend')}
            text={t(co ? 'application:consent.coText' : 'application:consent.text')}
            note={t('customer:form.consentNote')}
            label={t('customer:form.consentLabel')}
          />
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('customer:form.identity')}
            </Title>
            <Text size="sm">{t('customer:page.privacy')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                name="firstName"
                label={t('application:fields.firstName')}
                required
                autoComplete="given-name"
              />
              <TextField
                name="lastName"
                label={t('application:fields.lastName')}
                required
                autoComplete="family-name"
              />
            </SimpleGrid>
            <DobField />
            <SinField country={summary.country} description={t('customer:form.sinHint')} />
          </Stack>
          {summary.quebec && !co && (
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('customer:form.money')}
              </Title>
              <MoneyField
                name="grossIncome"
                label={t('application:fields.optional', { label: t('application:fields.grossIncome') })}
              />
              <MoneyField
                name="totalHousingCosts"
                label={t('application:fields.optional', { label: t('application:fields.totalHousingCosts') })}
              />
              <MoneyField
                name="totalOtherMonthlyCosts"
                label={t('application:fields.optional', {
                  label: t('application:fields.totalOtherMonthlyCosts'),
                })}
              />
            </Stack>
          )}
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('customer:form.address')}
            </Title>
            <Text size="sm">
              {t(addressTyped(summary) ? 'customer:form.confirmHint' : 'customer:form.askAddress')}
            </Text>
            <AddressFields country={summary.country} provinces={provinces} />
          </Stack>
          <Group justify={onCancel ? 'space-between' : 'flex-end'} gap="sm">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={busy !== null}>
                {t('customer:form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={busy !== null}>
              {t('customer:form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
