// The Yes/No question before an action runs (spec §2): one component for the list's row actions, the event screen
// and the result screens' re-submits. No is the safe default and takes the focus.
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface QuestionProps {
  /** The whole question, as useConfirmText words it. */
  question: string;
  onYes: () => void;
  onNo: () => void;
  /** The answers' words, for a screen that does not load the applications' catalog (Settings). */
  labels?: { yes: string; no: string } | undefined;
  /** What the question asks besides Yes or No (the lender's team: the reason of the change). */
  children?: ReactNode;
}

/**
 * The question of an event in the user's words: 'Are you sure you want to delete the application of Marie Tremblay?'
 * (applications:confirm.<event>, '_unnamed' when there is no name yet); an event without a sentence of its own names
 * the action's label.
 */
export function useConfirmText() {
  const { t, i18n } = useTranslation('applications');
  return ({ event, label, name }: { event: string; label: string; name?: string | undefined }) => {
    const key = `confirm.${event}`;
    if (!i18n.exists(`applications:${key}`)) return t('confirmEvent', { action: label });
    const named = name?.trim();
    return named ? t(key, { name: named }) : t(key, { context: 'unnamed' });
  };
}

/** The question and its answers, for a dialog of its own or inside the row's actions dialog. */
export function ConfirmQuestion({ question, onYes, onNo, labels, children }: QuestionProps) {
  const { t } = useTranslation('applications');
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <>
      <Text>{question}</Text>
      {children}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button ref={no} variant="outline" onClick={onNo}>
          {labels?.no ?? t('no')}
        </Button>
        <Button onClick={onYes}>{labels?.yes ?? t('yes')}</Button>
      </Group>
    </>
  );
}

interface ConfirmEventProps extends Omit<QuestionProps, 'question'> {
  /** The question; null when there is nothing to confirm. */
  question: string | null;
}

export function ConfirmEvent({ question, onYes, onNo }: ConfirmEventProps) {
  const { t } = useTranslation('applications');
  return (
    <Modal
      opened={question !== null}
      onClose={onNo}
      title={t('confirmTitle')}
      centered
      withCloseButton={false}
    >
      {question !== null && <ConfirmQuestion question={question} onYes={onYes} onNo={onNo} />}
    </Modal>
  );
}
