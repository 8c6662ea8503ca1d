// The accessibility statement, rendered whole from the accessibility catalog.
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title.tsx';

const MEASURES = ['keyboard', 'labels', 'language', 'contrast', 'zoom'] as const;
const CONTACTS = ['email', 'phone', 'mail'] as const;

function Section({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useTranslation('accessibility');
  return (
    <section aria-labelledby={`a11y-${id}`}>
      <Stack gap="xs">
        <Title order={2} id={`a11y-${id}`} size="h3">
          {t(`${id}.heading`)}
        </Title>
        <Text>{t(`${id}.text`)}</Text>
        {children}
      </Stack>
    </section>
  );
}

export function AccessibilityStatement() {
  const { t } = useTranslation('accessibility');
  return (
    <Stack gap="lg" maw="48rem">
      <div>
        <PageTitle>{t('title')}</PageTitle>
        <Text mt="xs">{t('updated')}</Text>
      </div>
      <Section id="commitment" />
      <Section id="conformance">
        <Title order={3} size="h4">
          {t('conformance.measuresHeading')}
        </Title>
        <List spacing="xs">
          {MEASURES.map((key) => (
            <List.Item key={key}>{t(`conformance.measures.${key}`)}</List.Item>
          ))}
        </List>
      </Section>
      <Section id="limitations" />
      <Section id="formats" />
      <Section id="feedback">
        <List spacing="xs">
          {CONTACTS.map((key) => (
            <List.Item key={key}>{t(`feedback.${key}`)}</List.Item>
          ))}
        </List>
        <Text>{t('feedback.response')}</Text>
      </Section>
      <Section id="enforcement" />
    </Stack>
  );
}
