// The funding statements feature's public face (issue 35): the booked deal's statement panel, the preview the lender
// sees before booking, and the period's page.
export { FundingStatementPanel } from './components/funding-statement-panel.tsx';
export { FundingStatementsPage } from './components/funding-statements-page.tsx';
export { StatementPreview } from './components/statement-preview.tsx';
