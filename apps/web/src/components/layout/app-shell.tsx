// The frame of signed-in pages: who is signed in, language, settings, change password and log out.
import { Anchor, Group } from '@mantine/core';
import { hasLenderRole, type LenderRole } from '@vp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import type { Session } from '../../lib/session.ts';
import { LanguageButton } from './language-switch.tsx';
import { PageFrame } from './page-frame.tsx';

/** The lender's screens, each shown to the lender's users holding its role (decision 046). */
const LENDER_LINKS = [
  { role: 'underwriter', to: paths.underwriterQueue.build(), label: 'common:nav.underwritingQueue' },
  { role: 'funder', to: paths.underwriterFunding.build(), label: 'common:nav.fundingQueue' },
  { role: 'lenderAdmin', to: paths.dealers.build(), label: 'common:nav.dealers' },
  { role: 'lenderAdmin', to: paths.rateSheets.build(), label: 'common:nav.rateSheets' },
  { role: 'lenderAdmin', to: paths.lenderUsers.build(), label: 'common:nav.lenderUsers' },
] as const satisfies ReadonlyArray<{ role: LenderRole; to: string; label: string }>;

/** The funding statements (issue 35): the lender's funders and admins, and a dealership's admins. */
const seesStatements = (user: Session['user']) =>
  hasLenderRole(user, 'funder') ||
  hasLenderRole(user, 'lenderAdmin') ||
  (user.role === 'vendor' && user.vendorAdmin === true);

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
  const lenderLinks = LENDER_LINKS.filter((link) => hasLenderRole(session.user, link.role));
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
              {lenderLinks.map((link) => (
                <li key={link.label}>
                  <Anchor component={Link} to={link.to} className="header-link">
                    {t(link.label)}
                  </Anchor>
                </li>
              ))}
              {seesStatements(session.user) && (
                <li>
                  <Anchor component={Link} to={paths.fundingStatements.build()} className="header-link">
                    {t('common:nav.fundingStatements')}
                  </Anchor>
                </li>
              )}
              <li>
                <Anchor component={Link} to={paths.reports.build()} className="header-link">
                  {t('common:nav.reports')}
                </Anchor>
              </li>
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
