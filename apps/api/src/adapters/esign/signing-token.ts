// A signing link's token: 256 random bits in the link, only its SHA-256 stored (a leaked table signs nothing).
import { createHash, randomBytes } from 'node:crypto';

export function newSigningToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSigningToken(token) };
}

export function hashSigningToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as links carry it (43 base64url characters); anything else is refused before any lookup. */
export function isSigningTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
