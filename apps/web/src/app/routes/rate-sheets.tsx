// The lender admin's rate sheets (issue 35, decision 047): the programs and one program's versions, for the lender
// admin only (decision 046).
import { RateSheetPage, RateSheetsPage } from '../../features/rate-sheets/index.ts';
import { LenderOnly } from '../../features/underwriter/components/underwriter-only.tsx';

export function RateSheets() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <RateSheetsPage />
    </LenderOnly>
  );
}

export function RateSheet() {
  return (
    <LenderOnly lenderRole="lenderAdmin">
      <RateSheetPage />
    </LenderOnly>
  );
}
