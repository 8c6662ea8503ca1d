// The reports feature's public face (issue 37): the Reports page.
export { ReportsPage } from './components/reports-page.tsx';
