// The built-in signing pages as server-rendered HTML: mobile-first, in the signer's language, working as plain
// forms (a typed signature needs no script); the script adds the contract's pages (pdf.js) and the drawn signature.
import type { Locale } from '@vp/domain';

type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function layout(locale: Locale, title: string, body: string, script: string | null = null) {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/esign/assets/esign.css">
</head>
<body>
<main id="main">
${body}
</main>
${script ? `<script type="module" src="/esign/assets/${script}"></script>` : ''}
</body>
</html>`;
}

/** The words a certificate's page has of its own; the rest of the page is the contract's. */
const CERTIFICATE_WORDS = new Set([
  'title',
  'hello',
  'documentHeading',
  'openPdf',
  'pageLabel',
  'loading',
  'consent',
]);

export interface SigningPageModel {
  /** What is signed: a certificate's page names the completion certificate instead of the contract. */
  purpose: 'contract' | 'certificate';
  locale: Locale;
  name: string;
  documentUrl: string;
  signUrl: string;
  declineUrl: string;
  documentSha256: string;
  invalid: boolean;
}

export function signingPage(t: Translate, m: SigningPageModel) {
  const keyOf = (key: string) =>
    m.purpose === 'certificate' && CERTIFICATE_WORDS.has(key)
      ? `signing:certificate.page.${key}`
      : `signing:page.${key}`;
  const k = (key: string, params?: Record<string, string | number>) =>
    escapeHtml(t(m.locale, keyOf(key), params));
  const body = `
<h1>${k('title')}</h1>
<p>${k('hello', { name: m.name })}</p>
${m.invalid ? `<p class="alert" role="alert">${k('invalid')}</p>` : ''}
<section aria-labelledby="document-heading">
  <h2 id="document-heading">${k('documentHeading')}</h2>
  <p><a href="${escapeHtml(m.documentUrl)}" target="_blank" rel="noopener">${k('openPdf')}</a></p>
  <div id="pages" class="pages" data-src="${escapeHtml(m.documentUrl)}" data-page-label="${k('pageLabel', { page: '{page}', total: '{total}' })}" data-loading="${k('loading')}"></div>
  <p class="fingerprint">${k('fingerprint', { hash: m.documentSha256 })}</p>
</section>
<form method="post" action="${escapeHtml(m.signUrl)}" id="sign-form" novalidate>
  <fieldset>
    <legend>${k('consentHeading')}</legend>
    <div class="check">
      <input type="checkbox" id="consent" name="consent" value="yes" required>
      <label for="consent">${k('consent')}</label>
    </div>
  </fieldset>
  <fieldset>
    <legend>${k('signatureHeading')}</legend>
    <div class="choices">
      <div class="check"><input type="radio" id="kind-typed" name="kind" value="typed" checked><label for="kind-typed">${k('kindTyped')}</label></div>
      <div class="check"><input type="radio" id="kind-drawn" name="kind" value="drawn" disabled><label for="kind-drawn">${k('kindDrawn')}</label></div>
    </div>
    <div id="typed">
      <label for="typedName">${k('typedName')}</label>
      <input id="typedName" name="typedName" autocomplete="name" maxlength="120" value="${escapeHtml(m.name)}">
    </div>
    <div id="drawn" hidden>
      <canvas id="pad" class="pad" role="img" aria-label="${k('drawArea')}"></canvas>
      <button type="button" id="clear" class="secondary">${k('clear')}</button>
      <input type="hidden" name="signatureImage" id="signatureImage">
    </div>
  </fieldset>
  <button type="submit">${k('sign')}</button>
</form>
<form method="post" action="${escapeHtml(m.declineUrl)}" class="decline">
  <details>
    <summary>${k('declineHeading')}</summary>
    <label for="reason">${k('declineReason')}</label>
    <textarea id="reason" name="reason" rows="3" maxlength="500"></textarea>
    <button type="submit" class="secondary">${k('decline')}</button>
  </details>
</form>`;
  return layout(m.locale, t(m.locale, keyOf('title')), body, 'esign.js');
}

/** After signing or declining; the way back to the dealer's screen when the link carried one (in person). */
export function donePage(
  t: Translate,
  locale: Locale,
  outcome: 'signed' | 'declined',
  returnPath: string | null,
) {
  const k = (key: string) => escapeHtml(t(locale, `signing:page.${key}`));
  const body = `
<h1>${k('doneTitle')}</h1>
<p role="status">${k(outcome === 'signed' ? 'signedDone' : 'declinedDone')}</p>
${returnPath ? `<p><a href="${escapeHtml(returnPath)}">${k('returnLink')}</a></p>` : ''}`;
  // The dealer's Sign screen, in another tab of this browser (in person), hears it and checks at once.
  return layout(locale, t(locale, 'signing:page.doneTitle'), body, 'esign-done.js');
}

/** An expired, reused, foreign or unknown link: a 403 that shows nothing of any contract. */
export function forbiddenPage(t: Translate, locale: Locale) {
  const k = (key: string) => escapeHtml(t(locale, `signing:page.${key}`));
  return layout(
    locale,
    t(locale, 'signing:page.forbiddenTitle'),
    `<h1>${k('forbiddenTitle')}</h1>\n<p>${k('forbidden')}</p>`,
  );
}

/** Only a path of this site may be the way back (never another site: no open redirect). */
export function safeReturnPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  return value.slice(0, 500);
}
