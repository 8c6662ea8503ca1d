// The one-time password of a new salesperson or of a reset, shown once with a copy button; closing forgets it.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface OneTimeShown {
  name: string;
  userName: string;
  password: string;
}

export function OneTimePassword({ shown, onClose }: { shown: OneTimeShown | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown ? t('oneTime.title', { name: shown.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      {shown && (
        <Stack gap="md">
          <Text>{t('oneTime.text', { name: shown.name, userName: shown.userName })}</Text>
          <TextInput
            label={t('oneTime.label')}
            value={shown.password}
            readOnly
            data-one-time-password
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button variant="outline" onClick={copy} aria-live="polite">
                  {copied ? t('oneTime.copied') : t('oneTime.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('oneTime.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
