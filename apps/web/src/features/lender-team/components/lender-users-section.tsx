// The lender's users, for the lender admin (issue 35): the table, add a user (a one-time password shown once), and
// for each user disable or enable, reset the password (each after a Yes/No question with an optional reason), change
// the roles, or read their history.
import { Loader } from '@mantine/core';
import type { LenderRole, LenderUser } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { getSession, updateSessionDetails } from '../../../lib/session.ts';
import {
  ConfirmAction,
  OneTimePassword,
  type OneTimeShown,
  SettingsSection,
  shownOnce,
} from '../../settings/index.ts';
import { type LenderUserChange, useLenderUserChange, useLenderUsers } from '../api/lender-team.ts';
import { AddLenderUserForm } from './add-lender-user-form.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { LenderUsersTable, type UserAction } from './lender-users-table.tsx';
import { ReasonInput } from './reason-input.tsx';
import { RolesDialog } from './roles-dialog.tsx';

type Asked = { user: LenderUser; action: 'disable' | 'enable' | 'resetPassword' | 'resetFactors' };

export function LenderUsersSection() {
  const { t } = useTranslation('lender');
  const users = useLenderUsers();
  const mutation = useLenderUserChange();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState('');
  const [roles, setRoles] = useState<LenderUser | null>(null);
  const [history, setHistory] = useState<LenderUser | null>(null);
  const [shown, setShown] = useState<OneTimeShown | null>(null);

  const open = (user: LenderUser, action: UserAction) => {
    if (action === 'changeRoles') setRoles(user);
    else if (action === 'history') setHistory(user);
    else {
      setReason('');
      setAsked({ user, action });
    }
  };

  const run = (user: LenderUser, change: LenderUserChange) =>
    mutation.mutate(change, {
      onSuccess: (answer) => {
        // Their own roles changed: the nav and the guards follow at once, without a session check.
        const session = getSession();
        if (answer.Item.self && session)
          updateSessionDetails({ ...session.user, lenderRoles: answer.Item.lenderRoles }, session.vendor);
        if (answer.password) setShown(shownOnce(user, answer.password));
        else notifySuccess(t(`users.done.${change.action}`, { name: user.displayName }));
      },
      onError: (error) => showError(error),
    });

  const confirm = () => {
    if (!asked) return;
    setAsked(null);
    run(asked.user, { action: asked.action, id: asked.user.id, reason });
  };

  const saveRoles = (user: LenderUser, lenderRoles: LenderRole[], why: string) => {
    setRoles(null);
    run(user, { action: 'changeRoles', id: user.id, lenderRoles, reason: why });
  };

  return (
    <SettingsSection title={t('users.title')}>
      {users.isPending ? (
        <Loader size="sm" role="status" aria-label={t('users.loading')} />
      ) : users.isError ? null : (
        <LenderUsersTable users={users.data} onAction={open} />
      )}
      <AddLenderUserForm onAdded={(answer) => setShown(shownOnce(answer.Item, answer.password))} />
      <ConfirmAction
        question={asked && t(`users.confirm.${asked.action}`, { name: asked.user.displayName })}
        onYes={confirm}
        onNo={() => setAsked(null)}
      >
        <ReasonInput value={reason} onChange={setReason} />
      </ConfirmAction>
      <RolesDialog user={roles} onSave={saveRoles} onClose={() => setRoles(null)} />
      <HistoryDialog user={history} onClose={() => setHistory(null)} />
      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </SettingsSection>
  );
}
