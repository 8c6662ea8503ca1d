// A secret shown once (a new API key's token, a new endpoint's signing secret), with a copy button; closing forgets it.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Shown {
  title: string;
  label: string;
  text: string;
  value: string;
}

export function ShownOnce({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown?.title ?? ''}
      centered
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      {shown && (
        <Stack gap="md">
          <Text>{shown.text}</Text>
          <TextInput
            label={shown.label}
            value={shown.value}
            readOnly
            data-shown-once
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown.value}>
              {({ copied, copy }) => (
                <Button variant="outline" onClick={copy} aria-live="polite">
                  {copied ? t('keys.copied') : t('keys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('keys.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
