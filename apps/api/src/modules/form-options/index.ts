// The form-options module's public face: what other modules and the composition root may use (decision 036).
export { formOptionsRoutes } from './form-options.routes.ts';
