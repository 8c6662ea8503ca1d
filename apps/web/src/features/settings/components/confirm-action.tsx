// The Yes/No question before a change to a user: No is the safe default and takes the focus.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

function Question({ question, onYes, onNo }: { question: string; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('settings');
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <>
      <Text>{question}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button ref={no} variant="outline" onClick={onNo}>
          {t('users.no')}
        </Button>
        <Button onClick={onYes}>{t('users.yes')}</Button>
      </Group>
    </>
  );
}

export function ConfirmAction({
  question,
  onYes,
  onNo,
}: {
  question: string | null;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      opened={question !== null}
      onClose={onNo}
      title={t('users.confirmTitle')}
      centered
      withCloseButton={false}
    >
      {question && <Question question={question} onYes={onYes} onNo={onNo} />}
    </Modal>
  );
}
