// The DocuSign adapter (eSignature REST API v2.1): an envelope of one PDF whose in-person signers are captive
// recipients (clientUserId) signing through recipient views, the others signing from DocuSign's own e-mail; status,
// the combined signed document, void, and Connect's webhook checked with its HMAC (X-DocuSign-Signature-1).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EnvelopeStatus } from '@vp/domain';
import {
  type CreateEnvelopeInput,
  type EnvelopeRecipient,
  type EnvelopeRef,
  type ESignAdapter,
  ESignProviderError,
  type ProviderStatus,
  WebhookRejected,
  type WebhookRequest,
} from './esign.ts';

export interface DocusignOptions {
  /** The account's REST base (https://demo.docusign.net/restapi). */
  baseUrl: string;
  accountId: string;
  /** An OAuth access token (JWT grant or authorization code, obtained by the operator's token service). */
  accessToken: string;
  /** Connect's HMAC key; without it every webhook is refused (polling still works). */
  hmacKey: string | undefined;
  /** This server's public address: a captive signer returns here after signing. */
  publicUrl: string;
  fetch?: typeof fetch;
}

interface DocusignSigner {
  recipientId: string;
  clientUserId?: string;
  status?: string;
  signedDateTime?: string;
  declinedDateTime?: string;
}

const ENVELOPE_STATUS: Record<string, EnvelopeStatus> = {
  completed: 'completed',
  declined: 'declined',
  voided: 'voided',
};

/** A captive signer with no e-mail on file still needs one at DocuSign; it is never written to. */
const captiveEmail = (r: EnvelopeRecipient) => r.email ?? `signer-${r.signerId}@example.invalid`;

/** The envelope DocuSign is asked to send: the one PDF, each signer with a sign-here tab at its anchor. */
function envelopeDefinition(input: CreateEnvelopeInput) {
  const signers = input.recipients.map((r, index) => ({
    email: captiveEmail(r),
    name: r.name,
    // This system's signer id: the status maps back to the signer without a lookup.
    recipientId: String(r.signerId),
    routingOrder: String(index + 1),
    ...(r.method === 'Embed' ? { clientUserId: String(r.signerId) } : {}),
    tabs: {
      signHereTabs: [
        {
          anchorString: `/sig-${r.roleName}/`,
          anchorUnits: 'pixels',
          anchorXOffset: '0',
          anchorYOffset: '0',
        },
      ],
    },
  }));
  return {
    emailSubject: input.subject,
    documents: [
      {
        documentBase64: Buffer.from(input.document).toString('base64'),
        name: input.documentName,
        fileExtension: 'pdf',
        documentId: '1',
      },
    ],
    recipients: { signers },
    status: 'sent',
  };
}

/** A DocuSign signer's answer as this system's: signed, declined or pending, with when. */
function signerStatus(s: DocusignSigner): ProviderStatus['recipients'] {
  const signerId = Number(s.recipientId);
  if (!Number.isInteger(signerId)) return [];
  const status =
    s.status === 'completed' || s.status === 'signed'
      ? 'signed'
      : s.status === 'declined'
        ? 'declined'
        : 'pending';
  const when = status === 'signed' ? s.signedDateTime : s.declinedDateTime;
  return [{ signerId, status, at: when ? new Date(when) : null }];
}

/** Connect's HMAC of the raw body (X-DocuSign-Signature-1), compared in constant time; refused without a key. */
function checkHmac(hmacKey: string | undefined, request: WebhookRequest) {
  const given = request.headers['x-docusign-signature-1'];
  const signature = Array.isArray(given) ? given[0] : given;
  if (!hmacKey || !signature) throw new WebhookRejected('no HMAC');
  const expected = createHmac('sha256', hmacKey).update(request.rawBody).digest();
  const actual = Buffer.from(signature, 'base64');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    throw new WebhookRejected('bad HMAC');
}

export function createDocusignEsign(options: DocusignOptions): ESignAdapter {
  const http = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/$/, '')}/v2.1/accounts/${encodeURIComponent(options.accountId)}`;

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await http(`${root}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new ESignProviderError(
        `DocuSign ${method} ${path}: ${response.status} ${detail.slice(0, 300)}`,
        response.status,
      );
    }
    return response;
  }
  const json = async <T>(method: string, path: string, body?: unknown) =>
    (await call(method, path, body)).json() as Promise<T>;
  const envelopePath = (ref: EnvelopeRef) => `/envelopes/${encodeURIComponent(ref.providerEnvelopeId)}`;

  return {
    provider: 'docusign',

    async createEnvelope(input: CreateEnvelopeInput) {
      const created = await json<{ envelopeId: string }>('POST', '/envelopes', envelopeDefinition(input));
      if (!created.envelopeId) throw new ESignProviderError('DocuSign answered no envelopeId');
      return {
        providerEnvelopeId: created.envelopeId,
        recipientIds: Object.fromEntries(input.recipients.map((r) => [r.signerId, String(r.signerId)])),
      };
    },

    async signingUrl(envelope: EnvelopeRef, recipient: EnvelopeRecipient, returnUrl: string | undefined) {
      const view = await json<{ url: string }>('POST', `${envelopePath(envelope)}/views/recipient`, {
        returnUrl: new URL(returnUrl ?? '/', options.publicUrl).toString(),
        authenticationMethod: 'none',
        email: captiveEmail(recipient),
        userName: recipient.name,
        clientUserId: String(recipient.signerId),
        recipientId: String(recipient.signerId),
      });
      return view.url;
    },

    async status(envelope: EnvelopeRef): Promise<ProviderStatus> {
      const answer = await json<{ status: string; recipients?: { signers?: DocusignSigner[] } }>(
        'GET',
        `${envelopePath(envelope)}?include=recipients`,
      );
      return {
        status: ENVELOPE_STATUS[answer.status] ?? 'sent',
        recipients: (answer.recipients?.signers ?? []).flatMap(signerStatus),
      };
    },

    async download(envelope: EnvelopeRef) {
      const response = await call('GET', `${envelopePath(envelope)}/documents/combined`);
      return new Uint8Array(await response.arrayBuffer());
    },

    async void(envelope: EnvelopeRef, reason: string) {
      await call('PUT', envelopePath(envelope), { status: 'voided', voidedReason: reason });
    },

    parseWebhook(request: WebhookRequest) {
      checkHmac(options.hmacKey, request);
      const body = JSON.parse(request.rawBody.toString('utf8')) as {
        event?: string;
        data?: { envelopeId?: string; envelopeSummary?: { status?: string } };
      };
      const envelopeId = body.data?.envelopeId;
      if (!envelopeId) return null;
      const named = body.data?.envelopeSummary?.status ?? body.event?.replace(/^envelope-/, '') ?? '';
      return { providerEnvelopeId: envelopeId, status: ENVELOPE_STATUS[named] ?? 'sent' };
    },
  };
}
