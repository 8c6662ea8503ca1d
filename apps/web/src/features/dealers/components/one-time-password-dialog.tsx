// The first vendor admin's one-time password, shown once with a copy button; closing it forgets it.
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { DealerOnboarded } from '@vp/domain';
import { useTranslation } from 'react-i18next';

export function OneTimePasswordDialog({
  shown,
  onClose,
}: {
  shown: DealerOnboarded | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dealers');
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown ? t('oneTime.title', { name: shown.Item.name }) : ''}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      {shown && (
        <Stack gap="md">
          <Text>{t('oneTime.text', { admin: shown.admin.displayName, userName: shown.admin.userName })}</Text>
          <TextInput
            label={t('oneTime.label')}
            value={shown.admin.password}
            readOnly
            data-one-time-password
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown.admin.password}>
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
