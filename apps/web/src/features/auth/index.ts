// The auth feature's public face: what another feature shares with sign-in (the second factor's step stores the
// session it begins as the password's sign-in does).
export { beginSession } from './api/login.ts';
