// The lender's two queues (ARCHITECTURE §6): Pending applications to decide, and submitted packages to fund.
import { Anchor, Group } from '@mantine/core';
import { hasLenderRole } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../lib/session.ts';

export function UnderwriterTabs({ current }: { current: 'pending' | 'funding' }) {
  const { t } = useTranslation('underwriter');
  const session = useSession();
  // Each queue is its role's (decision 046): a funder alone sees no Pending tab, an underwriter alone no Funding.
  const links = (
    [
      { id: 'pending', role: 'underwriter', to: paths.underwriterQueue.build(), label: t('nav.pending') },
      { id: 'funding', role: 'funder', to: paths.underwriterFunding.build(), label: t('nav.funding') },
    ] as const
  ).filter((link) => session && hasLenderRole(session.user, link.role));
  return (
    <nav aria-label={t('nav.label')}>
      <Group gap="lg" component="ul" className="uw-tabs">
        {links.map((link) => (
          <li key={link.id}>
            <Anchor
              component={Link}
              to={link.to}
              aria-current={link.id === current ? 'page' : undefined}
              fw={link.id === current ? 700 : undefined}
              underline={link.id === current ? 'always' : 'hover'}
            >
              {link.label}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}
