// The Yes/No question before an action runs (spec §2, applications.confirmEvent); No is the safe default.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmEventProps {
  /** The action's label; null when there is nothing to confirm. */
  label: string | null;
  onYes: () => void;
  onNo: () => void;
}

export function ConfirmEvent({ label, onYes, onNo }: ConfirmEventProps) {
  const { t } = useTranslation('applications');
  return (
    <Modal
      opened={label !== null}
      onClose={onNo}
      title={t('confirmTitle')}
      centered
      withCloseButton={false}
      returnFocus
    >
      <Text>{t('confirmEvent', { action: label ?? '' })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="outline" onClick={onNo} data-autofocus>
          {t('no')}
        </Button>
        <Button onClick={onYes}>{t('yes')}</Button>
      </Group>
    </Modal>
  );
}
