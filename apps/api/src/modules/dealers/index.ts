// The dealers module's public face (issue 35): the lender's dealers console, built by the composition root.
export { createDealerFigures, type DealerFigureReads } from './dealer-figures.ts';
export { dealersRoutes } from './dealers.routes.ts';
export { createDealersService, type DealersService } from './dealers.service.ts';
