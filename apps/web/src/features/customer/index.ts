// The customer's own device (issue 26): the dealer's side that the wizard's consent steps draw.

export { customerLinks } from './api/customer-api.ts';
export {
  CUSTOMER_PARAM,
  type CustomerAction,
  CustomerConsentPanel,
} from './components/customer-consent-panel.tsx';
