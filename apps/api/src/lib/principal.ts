// Who is calling: the signed-in user and the vendor they act for, as the auth plugin puts it on every request. Shared
// by every module (decision 036), so that none of them reaches into the users module for it.
import type { ApiKeyScope, SessionUser, Vendor } from '@vp/domain';

/** A dealership's system calling with an API key (decision 058): which key, and what it may do. */
export interface ApiKeyGrant {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
}

export interface Principal {
  /** The session's id; 0 for an API key's call (it has no session). */
  sessionId: number;
  userId: number;
  user: SessionUser;
  vendor: Vendor | null;
  /** Present only when an API key calls: the routes it may reach are its scopes' (plugins/api-key-scopes.ts). */
  apiKey?: ApiKeyGrant;
}

/** What the auth plugin needs of the users module: a token's principal, or a refusal. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<Principal>;
}

/** What the auth plugin needs of the integrations module: an API key's principal, or a refusal. */
export interface KeyAuthenticator {
  authenticate(token: string): Promise<Principal>;
}
