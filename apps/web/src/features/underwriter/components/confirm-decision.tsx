// The dialog that confirms the underwriter's decision before it is recorded (it cannot be undone).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { DecideInput } from '../api/decide-application.ts';
import { inSentence } from './in-sentence.ts';

interface Props {
  input: DecideInput | null;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (input: DecideInput) => void;
}

export function ConfirmDecision({ input, name, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const amount = inSentence(formatCents(Math.round((input?.amount ?? 0) * 100), locale));
  return (
    <Modal
      opened={input !== null}
      onClose={busy ? () => {} : onCancel}
      title={t('decide.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('decide.cancel') }}
    >
      {input && (
        <>
          <Text>
            {input.decision === 'approve'
              ? t('decide.confirmApprove', { name, amount })
              : t('decide.confirmDecline', { name })}
          </Text>
          <Text size="sm" mt="xs">
            {t('decide.confirmNote', { note: input.note })}
          </Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {t('decide.cancel')}
            </Button>
            <Button
              onClick={() => onConfirm(input)}
              loading={busy}
              color={input.decision === 'decline' ? 'red.9' : undefined}
            >
              {input.decision === 'approve'
                ? t('decide.confirmApproveButton')
                : t('decide.confirmDeclineButton')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
