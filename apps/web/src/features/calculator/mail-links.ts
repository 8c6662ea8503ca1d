// The links in a mail's plain-text body, found so the mailbox can show them as links: only this server's own
// http(s) addresses and relative paths; anything else (another site, javascript:, data:) stays text.

export type MailPart = { text: string } | { text: string; href: string };

// An absolute http(s) address, or a path that starts a word ('/sign/…'); what ends a sentence is not part of it.
const CANDIDATE = /https?:\/\/[^\s<>"']+|(?<=^|\s)\/[^\s<>"'/][^\s<>"']*/g;
const TRAILING = /[.,;:!?)\]]+$/;

/** The address a token stands for when it is one of this server's own, else null. */
export function ownLink(token: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(token, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === origin ? url.href : null;
}

/** The body cut into text and links, in order; joined, the parts' texts are the body itself. */
export function mailParts(body: string, origin: string): MailPart[] {
  const parts: MailPart[] = [];
  let last = 0;
  for (const match of body.matchAll(CANDIDATE)) {
    const token = match[0].replace(TRAILING, '');
    const href = ownLink(token, origin);
    if (!href || match.index === undefined) continue;
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ text: token, href });
    last = match.index + token.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
