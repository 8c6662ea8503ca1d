// The lender's Dealers console (issue 35): the list, the onboarding and a dealership's page, for the lender admin.
import {
  DEALER_TABS,
  DealerOnboard,
  DealerPage,
  DealersList,
  type DealerTab,
} from '../../features/dealers/index.ts';
import { DealerPrograms } from '../../features/rate-sheets/index.ts';
import { LenderOnly } from '../../features/underwriter/components/underwriter-only.tsx';

export function Dealers() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <DealersList />
    </LenderOnly>
  );
}

export function DealerNew() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <DealerOnboard />
    </LenderOnly>
  );
}

/** The dealer's page with the programs it may offer (the rate sheets' feature) as a tab before its history. */
const TABS: DealerTab[] = [
  ...DEALER_TABS.filter((tab) => tab.value !== 'history'),
  { value: 'programs', label: 'page.programs', panel: (dealer) => <DealerPrograms vendorId={dealer.id} /> },
  ...DEALER_TABS.filter((tab) => tab.value === 'history'),
];

export function Dealer() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <DealerPage tabs={TABS} />
    </LenderOnly>
  );
}
