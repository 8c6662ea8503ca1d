// The frame of signed-in pages: who is signed in, language, settings, change password and log out.
import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import type { Session } from '../../lib/session.ts';
import { LanguageButton } from './language-switch.tsx';
import { PageFrame } from './page-frame.tsx';

export function AppShell({
  session,
  notices,
  children,
}: {
  session: Session;
  /** The link to the Notifications page with its unread count (a vendor user's). */
  notices?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const who = session.vendor?.name ?? session.user.displayName;
  const underwriter = session.user.role === 'underwriter';
  return (
    <PageFrame
      header={
        <Group justify="space-between" align="center" wrap="wrap" gap="xs" py="sm">
          <div className="app-identity">
            <Anchor component={Link} to={paths.dashboard.build()} className="app-name" underline="never">
              {t('common:appName')}
            </Anchor>
            <span className="app-vendor">{who}</span>
          </div>
          <nav aria-label={t('common:mainNavigation')}>
            <ul className="app-nav">
              {underwriter && (
                <li>
                  <Anchor component={Link} to={paths.underwriterQueue.build()} className="header-link">
                    {t('common:nav.underwritingQueue')}
                  </Anchor>
                </li>
              )}
              {notices && <li>{notices}</li>}
              <li>
                <LanguageButton />
              </li>
              <li>
                <Anchor component={Link} to={paths.settings.build()} className="header-link">
                  {t('common:nav.settings')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={paths.changePassword.build()} className="header-link">
                  {t('common:nav.changePassword')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={paths.logout.build()} className="header-link">
                  {t('common:nav.logout')}
                </Anchor>
              </li>
            </ul>
          </nav>
        </Group>
      }
    >
      {children}
    </PageFrame>
  );
}
