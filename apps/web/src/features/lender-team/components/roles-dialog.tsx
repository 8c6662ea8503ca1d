// A lender's user's roles changed in a dialog: the checkboxes as they are now, the reason, Save or Cancel.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type LenderRole, type LenderUser, lenderRolesSchema } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { ReasonInput } from './reason-input.tsx';
import { RoleCheckboxes } from './role-checkboxes.tsx';

function RolesForm({
  user,
  onSave,
  onCancel,
}: {
  user: LenderUser;
  onSave: (roles: LenderRole[], reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('lender');
  const [roles, setRoles] = useState<LenderRole[]>(user.lenderRoles);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const parsed = lenderRolesSchema.safeParse(roles);
    if (parsed.success) onSave(parsed.data, reason);
    else setError(translateMessage(parsed.error.issues[0]?.message));
  };
  return (
    <Stack gap="sm">
      <RoleCheckboxes value={roles} onChange={setRoles} error={error} />
      <ReasonInput value={reason} onChange={setReason} />
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="outline" onClick={onCancel}>
          {t('rolesDialog.cancel')}
        </Button>
        <Button onClick={save}>{t('rolesDialog.save')}</Button>
      </Group>
    </Stack>
  );
}

export function RolesDialog({
  user,
  onSave,
  onClose,
}: {
  user: LenderUser | null;
  onSave: (user: LenderUser, roles: LenderRole[], reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lender');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('rolesDialog.title', { name: user.displayName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common:notifications.close') }}
    >
      {user && (
        <RolesForm user={user} onSave={(roles, reason) => onSave(user, roles, reason)} onCancel={onClose} />
      )}
    </Modal>
  );
}
