// The lender's users as a table (a stacked card per user at 375 px, lender-team.css): name, user name, e-mail, roles,
// status and last sign-in, and each user's actions.
import { Button, Group, Text } from '@mantine/core';
import type { LenderUser } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import '../lender-team.css';

export type UserAction = 'disable' | 'enable' | 'resetPassword' | 'resetFactors' | 'changeRoles' | 'history';

/** The actions a user's row offers: never enabling an enabled user. */
const actionsFor = (user: LenderUser): UserAction[] => [
  user.disabled ? 'enable' : 'disable',
  'resetPassword',
  'resetFactors',
  'changeRoles',
  'history',
];

function Status({ user }: { user: LenderUser }) {
  const { t } = useTranslation('lender');
  return (
    <>
      {user.disabled ? (
        <Text span fw={700} c="red.9">
          {t('users.disabled')}
        </Text>
      ) : (
        t('users.enabled')
      )}
      {user.passwordExpired && (
        <Text size="sm" c="gray.8">
          {t('users.passwordExpired')}
        </Text>
      )}
    </>
  );
}

function UserRow({ user, onAction }: { user: LenderUser; onAction: (action: UserAction) => void }) {
  const { t } = useTranslation('lender');
  // On a phone each cell shows its column's label before it (lender-team.css), with the language's colon.
  const column = (key: string) => ({ 'data-label': t('users.labelled', { label: t(`users.${key}`) }) });
  return (
    <tr data-user-name={user.userName}>
      <th scope="row">
        <Text fw={600} component="span">
          {user.displayName}
          {user.self && ` (${t('users.you')})`}
        </Text>
      </th>
      <td {...column('userName')} className="lt-nowrap">
        {user.userName}
      </td>
      <td {...column('email')}>{user.email ?? t('users.noEmail')}</td>
      <td {...column('roles')}>{user.lenderRoles.map((role) => t(`roles.${role}`)).join(', ')}</td>
      <td {...column('status')}>
        <Status user={user} />
      </td>
      <td {...column('lastSignIn')}>
        {user.lastSignInAt ? formatTimestamp(user.lastSignInAt, currentLocale()) : t('users.neverSignedIn')}
      </td>
      <td>
        <Group
          gap="xs"
          wrap="wrap"
          role="group"
          aria-label={t('users.actionsFor', { name: user.displayName })}
        >
          {actionsFor(user).map((action) => (
            <Button key={action} size="xs" variant="outline" onClick={() => onAction(action)}>
              {t(`users.${action}`)}
            </Button>
          ))}
        </Group>
      </td>
    </tr>
  );
}

export function LenderUsersTable({
  users,
  onAction,
}: {
  users: readonly LenderUser[];
  onAction: (user: LenderUser, action: UserAction) => void;
}) {
  const { t } = useTranslation('lender');
  return (
    <table className="lt-users">
      <caption>{t('users.caption')}</caption>
      <thead>
        <tr>
          {['name', 'userName', 'email', 'roles', 'status', 'lastSignIn', 'actions'].map((key) => (
            <th key={key} scope="col">
              {t(`users.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} onAction={(action) => onAction(user, action)} />
        ))}
      </tbody>
    </table>
  );
}
