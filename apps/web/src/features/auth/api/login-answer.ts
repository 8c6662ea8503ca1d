// The login answer's schema, in a module of its own: Login imports it when the user signs in, so that zod is not
// part of the login page's first load (decision 004's budget).
export { loginAnswer } from '@vp/domain';
