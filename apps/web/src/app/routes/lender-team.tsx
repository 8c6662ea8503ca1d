// The Lender team page (issue 35, decision 046): the lender's users and settings, for the lender admin only.
import { LenderTeamPage } from '../../features/lender-team/index.ts';
import { LenderOnly } from '../../features/underwriter/components/underwriter-only.tsx';

export function Component() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <LenderTeamPage />
    </LenderOnly>
  );
}
