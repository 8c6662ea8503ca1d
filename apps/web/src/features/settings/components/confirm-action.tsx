// The Yes/No question before a change to a user: No is the safe default and takes the focus.
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmQuestion } from '../../../components/confirm-event.tsx';

export function ConfirmAction({
  question,
  onYes,
  onNo,
  children,
}: {
  question: string | null;
  onYes: () => void;
  onNo: () => void;
  /** Asked besides Yes or No (the reason of a lender's change). */
  children?: ReactNode;
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
      {question && (
        <ConfirmQuestion
          question={question}
          onYes={onYes}
          onNo={onNo}
          labels={{ yes: t('users.yes'), no: t('users.no') }}
        >
          {children}
        </ConfirmQuestion>
      )}
    </Modal>
  );
}
