// What the scan reads and why, and what is not kept (ARCHITECTURE §9): shown before anything is scanned.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ScanPrivacy() {
  const { t } = useTranslation('scan');
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('privacy.title')}
        </Title>
        <Text size="sm">{t('privacy.read')}</Text>
        <Text size="sm">{t('privacy.notKept')}</Text>
      </Stack>
    </Paper>
  );
}
