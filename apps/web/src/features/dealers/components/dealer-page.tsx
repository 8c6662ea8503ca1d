// A dealership's page (issue 35, paths.dealer): its name and status, then its tabs (Details, Status, Users, History), the
// current one in the URL (?tab=), shown as links (as the lender's queues are: no tab widget in the login's bundle).
// A tab is one entry of DEALER_TABS: a later one (Programs) is added there.
import { Alert, Anchor, Group, Loader, Stack, VisuallyHidden } from '@mantine/core';
import type { Dealer } from '@vp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ChangeHistory } from '../../../components/change-history.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useDealer } from '../api/dealers.ts';
import { DealerDetails } from './dealer-details.tsx';
import { useRegionLabel } from './dealer-fields.tsx';
import { DealerStatus } from './dealer-status.tsx';
import { DealerStatusBadge } from './dealer-status-badge.tsx';
import { DealerUsers } from './dealer-users.tsx';

export interface DealerTab {
  value: string;
  /** The tab's label, an i18n key. */
  label: string;
  panel: (dealer: Dealer) => ReactNode;
}

function DealerHistory({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('dealers');
  const regionLabel = useRegionLabel();
  const fields = [
    'name',
    'legalName',
    'country',
    'province',
    'kind',
    'contactName',
    'contactEmail',
    'contactPhone',
    'status',
    'firstAdmin',
    'userFactors',
    'userPassword',
  ];
  return (
    <ChangeHistory
      entity="vendor"
      id={dealer.id}
      fieldLabels={Object.fromEntries(fields.map((field) => [field, t(`fields.${field}`)]))}
      actionLabels={t('actions', { returnObjects: true }) as Record<string, string>}
      formatValue={(field, value) => {
        // A user's password reset names the user and whose password it is (never the password).
        if (field === 'userPassword' && typeof value === 'object' && value !== null && 'user' in value)
          return t('oneTime' in value && value.oneTime ? 'users.oneTimePassword' : 'users.ownPassword', {
            user: String(value.user),
          });
        if (typeof value !== 'string') return undefined;
        if (field === 'status') return t(`status.${value}`, { defaultValue: value });
        if (field === 'kind') return t(`kind.${value}`, { defaultValue: value });
        if (field === 'country') return t(`countries.${value}`, { defaultValue: value });
        if (field === 'province') return regionLabel(dealer.country, value);
        return undefined;
      }}
    />
  );
}

export const DEALER_TABS: DealerTab[] = [
  {
    value: 'details',
    label: 'page.details',
    panel: (dealer) => <DealerDetails key={dealer.id} dealer={dealer} />,
  },
  { value: 'status', label: 'page.statusTab', panel: (dealer) => <DealerStatus dealer={dealer} /> },
  { value: 'users', label: 'page.users', panel: (dealer) => <DealerUsers dealer={dealer} /> },
  { value: 'history', label: 'page.history', panel: (dealer) => <DealerHistory dealer={dealer} /> },
];

/** The tabs as links (?tab=), the current one marked: each a page of its own, reached by Tab and Enter. */
function DealerTabLinks({ tabs, current }: { tabs: DealerTab[]; current: string }) {
  const { t } = useTranslation('dealers');
  return (
    <nav aria-label={t('page.tabs')}>
      <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tabs.map((tab, index) => (
          <li key={tab.value}>
            <Anchor
              component={Link}
              to={{ search: index === 0 ? '' : `?tab=${tab.value}` }}
              replace
              aria-current={tab.value === current ? 'page' : undefined}
              fw={tab.value === current ? 700 : undefined}
              underline={tab.value === current ? 'always' : 'hover'}
            >
              {t(tab.label)}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}

export function DealerPage({ tabs = DEALER_TABS }: { tabs?: DealerTab[] }) {
  const { t } = useTranslation('dealers');
  const id = Number(useParams().vendorId);
  const query = useDealer(id);
  const [search] = useSearchParams();
  const current = tabs.find((tab) => tab.value === search.get('tab'))?.value ?? tabs[0]?.value ?? 'details';
  const dealer = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.dealers.build()}>
        {t('page.back')}
      </Anchor>
      {query.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !dealer ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : (
        <>
          <Group gap="sm" wrap="wrap">
            <PageTitle>{dealer.name}</PageTitle>
            <DealerStatusBadge status={dealer.status} />
          </Group>
          <DealerTabLinks tabs={tabs} current={current} />
          <section aria-labelledby="dealer-tab-title">
            <VisuallyHidden component="h2" id="dealer-tab-title">
              {t(tabs.find((tab) => tab.value === current)?.label ?? '')}
            </VisuallyHidden>
            {tabs.find((tab) => tab.value === current)?.panel(dealer)}
          </section>
        </>
      )}
    </Stack>
  );
}
