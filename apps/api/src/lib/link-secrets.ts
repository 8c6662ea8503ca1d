// The secret parts of the links this server hands out (a signer's page, an upload's PUT URL, any customer link): each
// route declares them in its config (`secretLink`), and the logger cuts them from every line it writes, whatever the
// level and whoever wrote the line (Fastify's request lines, its 'Route … not found', an error's message or stack).
// Decision 029: a token read from a log must sign nothing and upload nothing.
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The path parameters and query values of this route's URL that let their holder in: never logged. */
    secretLink?: SecretLink;
  }
}

export interface SecretLink {
  /** Path parameters that are secrets (`token` in '/esign/:envelopeId/:token'). */
  params?: readonly string[];
  /** Query values that are secrets (`signature` in '/doc-api/files/…?…&signature=…'). */
  query?: readonly string[];
}

export const REDACTED = '[redacted]';

/** A path segment's characters as they can appear in a URL written into a log line (JSON or pretty). */
const SEGMENT = String.raw`[^/?#\s"'\\<>]+`;
const QUERY = String.raw`[^#\s"'\\<>]*`;
/**
 * Where a URL's path starts: the start of a text, after a quote, a space, a colon ('GET:/esign/…'), '=' or '(', after a
 * line break as JSON writes it ('\n/esign/…'), or after a scheme and host ('https://portal.example.ca/esign/…'); not
 * inside another path ('/doc-api/esign/…'). Tested on the text just before a match only: as a lookbehind at the start
 * of the pattern it ran at every position of a line, quadratic on a long line without a slash.
 */
const URL_START = /(?:^|[\s"'(:=]|\\[nrt]|\/\/[^/\s"']+)$/;
const startsUrl = (text: string, offset: number) =>
  URL_START.test(text.slice(Math.max(0, offset - 256), offset));
/** A parameter name that says "this is a secret": a route with one must declare it (see `declareSecretLink`). */
const SECRET_NAME = /token|secret|signature|password|key/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as parts: literal text, and parameters (secret or not). */
type Part = string | { secret: boolean };

interface CompiledLink {
  parts: Part[];
  /** The path's parameters captured, then anything under the path, then its query string. */
  pattern: RegExp;
  query: readonly string[];
}

/** '/esign/:envelopeId/:token' with `params: ['token']` → a regex matching any URL under that path, parts captured. */
function compile(path: string, secret: SecretLink): CompiledLink {
  const parts: Part[] = [];
  const source = path
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?\??)/)
    .map((piece) => {
      if (!piece.startsWith(':')) {
        parts.push(piece);
        return escapeRegExp(piece);
      }
      const name = piece.slice(1).replace(/\(.*$/, '').replace(/\?$/, '');
      parts.push({ secret: secret.params?.includes(name) ?? false });
      return `(${SEGMENT})`;
    })
    .join('');
  return {
    parts,
    pattern: new RegExp(`${source}(?=[/?#\\s"'\\\\<>]|$)((?:/[^?#\\s"'\\\\<>]*)*)(\\?${QUERY})?`, 'g'),
    query: secret.query ?? [],
  };
}

function redactQuery(query: string, names: readonly string[]): string {
  if (names.length === 0) return query;
  return query.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, sep: string, name: string) =>
    names.includes(name) ? `${sep}${name}=${REDACTED}` : whole,
  );
}

/** One URL matched by a link's pattern, written again with its secrets replaced. */
function rewrite(link: CompiledLink, captured: string[]): string {
  let param = 0;
  const path = link.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = captured[param++] ?? '';
      return part.secret ? REDACTED : value;
    })
    .join('');
  const tail = captured[param] ?? '';
  const query = captured[param + 1] ?? '';
  return path + tail + redactQuery(query, link.query);
}

export interface LinkRedactor {
  /** Declares a route's secrets: its path in Fastify's syntax and the names of its secret parts. */
  add(path: string, secret: SecretLink): void;
  /** The text with every declared secret of every URL in it replaced by '[redacted]'. */
  redact(text: string): string;
}

export function createLinkRedactor(): LinkRedactor {
  const links = new Map<string, CompiledLink>();
  return {
    add(path, secret) {
      const key = `${path} ${JSON.stringify(secret)}`;
      // A route under a declared one ('/esign/:envelopeId/:token/sign') is already covered by it.
      const covered = [...links.keys()].some((k) => {
        const [known = '', declared] = k.split(' ');
        return declared === JSON.stringify(secret) && path.startsWith(`${known}/`);
      });
      if (!covered) links.set(key, compile(path, secret));
    },
    redact(text) {
      let out = text;
      for (const link of links.values()) {
        out = out.replace(link.pattern, (...match: unknown[]) => {
          const [whole, offset, line] = [match[0] as string, match.at(-2) as number, match.at(-1) as string];
          if (!startsUrl(line, offset)) return whole;
          return rewrite(
            link,
            match.slice(1, -2).map((value) => (typeof value === 'string' ? value : '')),
          );
        });
      }
      return out;
    },
  };
}

/**
 * The onRoute hook that feeds the redactor from the routes' own declarations, and refuses at start-up a route whose
 * parameter is named like a secret (token, signature, key…) without declaring it: a new customer link cannot be added
 * with its token logged by mistake.
 */
export function declareSecretLink(redactor: LinkRedactor) {
  return (route: RouteOptions) => {
    const secret = route.config?.secretLink;
    const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
    const undeclared = params.filter((p) => SECRET_NAME.test(p) && !secret?.params?.includes(p));
    if (undeclared.length > 0)
      throw new Error(
        `${route.method} ${route.url}: parameter ${undeclared.join(', ')} looks secret; declare config.secretLink`,
      );
    if (secret) redactor.add(route.url, secret);
  };
}
