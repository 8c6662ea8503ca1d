// Who is calling: the signed-in user and the vendor they act for, as the auth plugin puts it on every request. Shared
// by every module (decision 036), so that none of them reaches into the users module for it.
import type { SessionUser, Vendor } from '@vp/domain';

export interface Principal {
  sessionId: number;
  userId: number;
  user: SessionUser;
  vendor: Vendor | null;
}

/** What the auth plugin needs of the users module: a token's principal, or a refusal. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<Principal>;
}
