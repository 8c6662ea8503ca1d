// The Yes/No question before an action runs (spec §2, applications.confirmEvent); No is the safe default and
// takes the focus.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface QuestionProps {
  label: string;
  onYes: () => void;
  onNo: () => void;
}

/** The question and its answers, for a dialog of its own or inside the row's actions dialog. */
export function ConfirmQuestion({ label, onYes, onNo }: QuestionProps) {
  const { t } = useTranslation('applications');
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <>
      <Text>{t('confirmEvent', { action: label })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button ref={no} variant="outline" onClick={onNo}>
          {t('no')}
        </Button>
        <Button onClick={onYes}>{t('yes')}</Button>
      </Group>
    </>
  );
}

interface ConfirmEventProps extends Omit<QuestionProps, 'label'> {
  /** The action's label; null when there is nothing to confirm. */
  label: string | null;
}

export function ConfirmEvent({ label, onYes, onNo }: ConfirmEventProps) {
  const { t } = useTranslation('applications');
  return (
    <Modal opened={label !== null} onClose={onNo} title={t('confirmTitle')} centered withCloseButton={false}>
      {label !== null && <ConfirmQuestion label={label} onYes={onYes} onNo={onNo} />}
    </Modal>
  );
}
