// A one-time password shown once with a copy button (the first vendor admin's, or a user's after the lender reset
// it); closing it forgets it.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface OneTimePassword {
  /** The dialog's title: what happened. */
  title: string;
  displayName: string;
  userName: string;
  password: string;
}

export function OneTimePasswordDialog({
  shown,
  onClose,
}: {
  shown: OneTimePassword | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dealers');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown?.title ?? ''}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      {shown && (
        <Stack gap="md">
          <Text>{t('oneTime.text', { admin: shown.displayName, userName: shown.userName })}</Text>
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
