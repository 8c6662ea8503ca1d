// Passkeys (WebAuthn, with @simplewebauthn/server): the options a browser's authenticator answers and the check of its
// answer. Any authenticator is welcome (platform or roaming; no attestation asked), user verification preferred when
// a passkey is the second factor and required when it signs in alone.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../plugins/config.ts';
import type { FactorRow, NewPasskey } from './factors.repository.ts';

/** How long a browser has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type Relying = Config['secondFactor'];

export function registrationOptions(
  relying: Relying,
  user: { id: number; userName: string; displayName: string },
  existing: FactorRow[],
) {
  return generateRegistrationOptions({
    rpName: relying.rpName,
    rpID: relying.rpId,
    userName: user.userName,
    userDisplayName: user.displayName,
    // The user handle: the user's id, never their name (an authenticator may show or sync it).
    userID: new TextEncoder().encode(`vp-user-${user.id}`),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing
      .filter((factor) => factor.credentialId)
      .map((factor) => ({ id: factor.credentialId ?? '', transports: factor.transports ?? [] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey when the browser's answer is good; null otherwise. */
export async function verifiedPasskey(
  relying: Relying,
  response: RegistrationResponseJSON,
  challenge: string,
  name: string | null,
): Promise<NewPasskey | null> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: relying.origins,
    expectedRPID: relying.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? [],
    name,
  };
}

export function authenticationOptions(relying: Relying, passkeys: FactorRow[] | null) {
  return generateAuthenticationOptions({
    rpID: relying.rpId,
    timeout: CHALLENGE_TTL_MS,
    // None listed: the authenticator offers the passkeys it holds for this site (a passkey alone).
    allowCredentials: (passkeys ?? []).map((factor) => ({
      id: factor.credentialId ?? '',
      transports: factor.transports ?? [],
    })),
    userVerification: passkeys ? 'preferred' : 'required',
  });
}

/** The passkey's new counter when its answer is good; null otherwise. */
export async function verifiedAssertion(
  relying: Relying,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: FactorRow,
  requireUserVerification: boolean,
): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: relying.origins,
    expectedRPID: relying.rpId,
    requireUserVerification,
    credential: {
      id: passkey.credentialId ?? '',
      publicKey: Buffer.from(passkey.publicKey ?? '', 'base64url'),
      counter: passkey.signCount,
      transports: (passkey.transports ?? []) as never,
    },
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
