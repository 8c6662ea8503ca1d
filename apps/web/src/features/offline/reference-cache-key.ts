// The key under which the service worker keeps a reference answer (the calculator's programs and rate sheet, the
// forms' choices; decision 057): the answer's address with its language and a digest of the session that asked.
// A fragment would not do: the Cache API ignores it when matching, so an answer of another language (or another
// user's) would be served. Keyed by the session, an answer a sign-out left behind (a put racing the wipe) is never
// served to the next person signing in on the same tablet, whose session differs.
//
// This function is copied into the worker by Workbox (serialized from its source): it must use nothing but the
// worker's globals (no import, no outer name).

export async function referenceCacheKey({ request }: { request: Request }): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set('lang', request.headers.get('accept-language') ?? '');
  const token = request.headers.get('authorization');
  if (token) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    url.searchParams.set('session', hex.slice(0, 32));
  }
  return url.toString();
}
