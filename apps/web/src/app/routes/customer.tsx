// The customer's own page (issue 26): opened from the link a salesperson sent, outside the vendor's session.
export { CustomerPage as Component } from '../../features/customer/components/customer-page.tsx';
