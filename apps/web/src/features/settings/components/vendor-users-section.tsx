// The dealership's users, for its vendor admin (issue 27): add a salesperson (a one-time password shown once), and
// for each user disable or enable, reset the password, make or remove an admin, each after a Yes/No question. A list of
// cards rather than a table: it reads at 375 px as on a desk.
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { VendorUser } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/errors.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { getSession, updateSessionDetails } from '../../../lib/session.ts';
import { useVendorUserAction, useVendorUsers, type VendorUserAction } from '../api/settings.ts';
import { AddVendorUserForm } from './add-vendor-user-form.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { shownOnce } from './new-user-form.tsx';
import { OneTimePassword, type OneTimeShown } from './one-time-password.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The actions a user's card offers: never enabling an enabled user, nor making an admin of an admin. */
function actionsFor(user: VendorUser): VendorUserAction[] {
  return [
    user.disabled ? 'enable' : 'disable',
    'resetPassword',
    'resetFactors',
    user.admin ? 'removeAdmin' : 'makeAdmin',
  ];
}

function UserCard({ user, onAction }: { user: VendorUser; onAction: (a: VendorUserAction) => void }) {
  const { t } = useTranslation('settings');
  const name = user.displayName;
  return (
    <Paper component="li" withBorder p="sm" className="vendor-user" data-user-name={user.userName}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {name}
            {user.self && ` (${t('users.you')})`}
          </Text>
          <Group gap={6}>
            {user.admin && (
              <Badge variant="filled" color="blue.9">
                {t('users.admin')}
              </Badge>
            )}
            {user.disabled && (
              <Badge variant="filled" color="red.9">
                {t('users.disabled')}
              </Badge>
            )}
            {user.passwordExpired && (
              <Badge variant="outline" color="gray.8">
                {t('users.passwordExpired')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{t('users.fact', { label: t('users.userName'), value: user.userName })}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('users.fact', { label: t('users.email'), value: user.email ?? t('users.noEmail') })}
        </Text>
        <Text size="sm">
          {t('users.fact', {
            label: t('users.lastSignIn'),
            value: user.lastSignInAt
              ? formatTimestamp(user.lastSignInAt, currentLocale())
              : t('users.neverSignedIn'),
          })}
        </Text>
        <Group
          gap="xs"
          wrap="wrap"
          role="group"
          aria-label={t('users.actionsFor', { name })}
          className="wrap-buttons"
        >
          {actionsFor(user).map((action) => (
            <Button key={action} size="xs" variant="outline" onClick={() => onAction(action)}>
              {t(`users.${action}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

export function VendorUsersSection({ vendorName }: { vendorName: string }) {
  const { t } = useTranslation('settings');
  const users = useVendorUsers(true);
  const action = useVendorUserAction();
  const [asked, setAsked] = useState<{ user: VendorUser; action: VendorUserAction } | null>(null);
  const [shown, setShown] = useState<OneTimeShown | null>(null);

  const run = () => {
    if (!asked) return;
    const { user, action: which } = asked;
    setAsked(null);
    action.mutate(
      { action: which, id: user.id },
      {
        onSuccess: (answer) => {
          // The admin who stepped down: the page loses the users section at once, without a session check.
          const session = getSession();
          if (answer.Item.self && !answer.Item.admin && session)
            updateSessionDetails({ ...session.user, vendorAdmin: false }, session.vendor);
          if (answer.password) setShown(shownOnce(user, answer.password));
          else notifySuccess(t(`users.done.${which}`, { name: user.displayName }));
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <SettingsSection title={t('users.title')} intro={t('users.intro')}>
      {users.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('users.loading')}</Text>
        </Group>
      ) : users.isError ? null : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('users.listLabel', { vendor: vendorName })}
        >
          {users.data.map((user) => (
            <UserCard key={user.id} user={user} onAction={(which) => setAsked({ user, action: which })} />
          ))}
        </Stack>
      )}
      <AddVendorUserForm onAdded={(answer) => setShown(shownOnce(answer.Item, answer.password))} />
      <ConfirmAction
        question={asked ? t(`users.confirm.${asked.action}`, { name: asked.user.displayName }) : null}
        onYes={run}
        onNo={() => setAsked(null)}
      />
      <OneTimePassword shown={shown} onClose={() => setShown(null)} />
    </SettingsSection>
  );
}
