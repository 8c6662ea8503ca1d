// The browser's side of a passkey (decision 053): @simplewebauthn/browser, loaded only when a passkey is used, so that
// the sign-in page's first load stays within its budget.

/** The authenticator's answer to a sign-in's options. */
export async function answerPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}

/** A new passkey's answer to a registration's options. */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as never });
}

/** Whether this browser can make or use a passkey at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** A person who closed the browser's passkey window: not an error to show in red. */
export const isPasskeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
