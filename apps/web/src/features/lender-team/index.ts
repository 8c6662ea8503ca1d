// The lender's team feature's public face (issue 35): the Lender team page.
export { LenderTeamPage } from './components/lender-team-page.tsx';
