// The frame of signed-in pages: who is signed in, language, change password and log out.
import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import type { Session } from '../../lib/session.ts';
import { AppFooter } from './app-footer.tsx';
import { LanguageButton } from './language-switch.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const who = session.vendor?.name ?? session.user.displayName;
  const underwriter = session.user.role === 'underwriter';
  return (
    <div className="app-frame">
      <SkipLink />
      <header className="app-header">
        <Container size="lg">
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
                <li>
                  <LanguageButton />
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
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Container size="lg" py="xl">
          {children}
        </Container>
      </main>
      <AppFooter />
    </div>
  );
}
