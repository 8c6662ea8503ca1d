// The links whose secrets no log may hold (decision 029), for a process that serves no routes: the worker's logger
// cuts them as the web node's does. A web node learns them from its routes' own declarations (config.secretLink);
// `secret-links.test.ts` holds this list equal to those.
import { createLinkRedactor, type LinkRedactor, type SecretLink } from './lib/link-secrets.ts';

export const SECRET_LINKS: ReadonlyArray<{ path: string; secret: SecretLink }> = [
  // A signer's page and its actions (modules/signing/esign-pages.routes.ts).
  { path: '/esign/:envelopeId/:token', secret: { params: ['token'] } },
  // The local storage's signed PUT URL (modules/uploads/uploads.routes.ts).
  { path: '/doc-api/files/:applicationId/:uploadId', secret: { query: ['signature'] } },
];

/** A redactor that knows every link of SECRET_LINKS. */
export function secretLinkRedactor(): LinkRedactor {
  const links = createLinkRedactor();
  for (const { path, secret } of SECRET_LINKS) links.add(path, secret);
  return links;
}

/** Refuses at start-up a route that declares a secret link this list lacks: the worker's log would not cut it. */
export function assertListed(route: { method: unknown; url: string; config?: { secretLink?: SecretLink } }) {
  if (!route.config?.secretLink) return;
  const listed = SECRET_LINKS.some((l) => route.url === l.path || route.url.startsWith(`${l.path}/`));
  if (!listed)
    throw new Error(
      `${String(route.method)} ${route.url}: add its secret link to SECRET_LINKS (secret-links.ts) for the worker's log`,
    );
}
