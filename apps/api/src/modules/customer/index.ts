// The customer module's public face (issue 26, decision 041): the customer links and the customer's own pages' calls.

export { createCustomerRepository, revokeVendorLinks } from './customer.repository.ts';
export { CUSTOMER_SESSION_HEADER, customerLinkRoutes, customerRoutes } from './customer.routes.ts';
export type { CustomerAccessService } from './customer-access.service.ts';
export { createCustomerAccessService } from './customer-access.service.ts';
export type { AccessDeps as CustomerAccessDeps } from './customer-link-access.ts';
export type { CustomerDeps } from './customer-links.service.ts';
export { createCustomerLinksService } from './customer-links.service.ts';
export { createLinksEndReaction } from './customer-links-end.ts';
export { createCustomerSigning } from './customer-signing.service.ts';
