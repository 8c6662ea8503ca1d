// The lender's Dealers console (issue 35): the list, the onboarding and a dealership's page, for the lender admin.
import { DealerOnboard, DealerPage, DealersList } from '../../features/dealers/index.ts';
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

export function Dealer() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <DealerPage />
    </LenderOnly>
  );
}
