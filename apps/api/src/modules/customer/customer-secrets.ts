// The customer link's secrets: the token (256 random bits, base64url, only its SHA-256 stored, as signing links are),
// the one-time code (6 digits, stored hashed with the token, so a leaked table gives no code) and the session.
import { createHash, randomBytes, randomInt } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function newSecret(): { value: string; hash: string } {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: sha256(value) };
}

export const hashSecret = (value: string) => sha256(value);

/** A token or session as they are handed out (43 base64url characters); anything else is refused before any lookup. */
export const isSecretShape = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export function newCode(token: string): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: hashCode(token, code) };
}

export const hashCode = (token: string, code: string) => sha256(`${token}:${code.trim()}`);

/** 'alex@example.com' → 'a***@example.com'. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** '(416) 555-0199' → '***-***-0199'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4)}`;
}

/** A customer's session after the second factor (or the tablet's hand-off): 30 minutes. */
export const SESSION_TTL_MS = 30 * 60_000;
