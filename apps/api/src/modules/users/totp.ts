// One-time codes from an authenticator app (RFC 6238, with the otpauth library): 30-second steps of six digits,
// SHA-1 as every authenticator app reads it; a code is accepted one step either side of now (a phone's clock drift).
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const ISSUER = 'Vendor Portal';

function totpOf(secretBase32: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's length), and the otpauth URI its QR code carries. */
export function newTotpSecret(userName: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, userName).toString() };
}

/** The time step a code belongs to, or null when it matches none of the accepted steps. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code an authenticator app shows at a moment (tests and the demo's documentation use it). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
