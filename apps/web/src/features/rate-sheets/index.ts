// The rate-sheets feature's public face (issue 35): the lender admin's screens, and the dealership's programs the
// dealer's page mounts as a tab.
export { DealerPrograms } from './components/dealer-programs.tsx';
export { RateSheetPage } from './components/rate-sheet-page.tsx';
export { RateSheetsPage } from './components/rate-sheets-page.tsx';
