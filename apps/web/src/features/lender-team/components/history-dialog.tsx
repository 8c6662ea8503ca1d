// One lender's user's history in a dialog, opened from their row.
import { Button, Group, Modal } from '@mantine/core';
import type { LenderUser } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from './change-history.tsx';

export function HistoryDialog({ user, onClose }: { user: LenderUser | null; onClose: () => void }) {
  const { t } = useTranslation('lender');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('history.title', { name: user.displayName }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      {user && <ChangeHistory entity="lenderUser" id={user.id} />}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('history.close')}</Button>
      </Group>
    </Modal>
  );
}
