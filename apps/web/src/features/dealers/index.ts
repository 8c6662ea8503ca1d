// The dealers feature's public face (issue 35): the lender's Dealers list, onboarding and a dealership's page.
export { DealerOnboard } from './components/dealer-onboard.tsx';
export { DEALER_TABS, DealerPage, type DealerTab } from './components/dealer-page.tsx';
export { DealersList } from './components/dealers-list.tsx';
