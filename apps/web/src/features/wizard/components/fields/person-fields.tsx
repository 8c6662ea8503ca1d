// The identity and contact fields the applicant and the co-applicant share (steps 3.1 and co-borrower 1).
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DobField } from './dob-field.tsx';
import { PhoneField } from './masked-fields.tsx';
import { SinField } from './sin-field.tsx';
import { TextField } from './text-fields.tsx';

export function IdentityFields({ country }: { country: 'CA' | 'US' }) {
  const { t } = useTranslation('application');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="firstName" label={t('fields.firstName')} required autoComplete="off" />
        <TextField name="lastName" label={t('fields.lastName')} required autoComplete="off" />
      </SimpleGrid>
      <DobField />
      <SinField country={country} />
    </Stack>
  );
}

export function ContactFields({ emailRequired }: { emailRequired: boolean }) {
  const { t } = useTranslation('application');
  const phone = (name: string, label: string, required: boolean) => (
    <PhoneField
      name={name}
      label={required ? label : t('fields.optional', { label })}
      description={t('fields.phoneHint')}
      required={required}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {phone('primaryPhone', t('fields.primaryPhone'), true)}
        {phone('mobilePhone', t('fields.mobilePhone'), false)}
        {phone('businessPhone', t('fields.businessPhone'), true)}
      </SimpleGrid>
      <TextField
        name="email"
        type="email"
        label={emailRequired ? t('fields.email') : t('fields.optional', { label: t('fields.email') })}
        required={emailRequired}
        autoComplete="off"
      />
      <TextField name="employer" label={t('fields.employer')} required />
    </Stack>
  );
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h3">
      {children}
    </Title>
  );
}
