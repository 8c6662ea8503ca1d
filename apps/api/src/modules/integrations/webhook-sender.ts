// Sends one webhook over HTTP(S) (decision 058): a POST with the signed headers, no redirect followed, an answer
// awaited for `timeoutMs`. Unless the server allows it (WEBHOOKS_INSECURE, development and tests), an address that
// resolves to anything but a public unicast one (loopback, private, link-local: the lender's own network) is refused
// when the connection is made, so that a name re-pointed after registration reaches nothing inside either.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface WebhookResponse {
  statusCode: number;
}

/** Why a send got no answer: the attempts' `error` codes. */
export class WebhookSendError extends Error {
  readonly code: 'timeout' | 'refused' | 'address';
  constructor(code: 'timeout' | 'refused' | 'address') {
    super(`webhook not delivered: ${code}`);
    this.code = code;
  }
}

export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<WebhookResponse>;
}

/** Whether an address may be reached: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(Object.assign(new Error('address not allowed'), { code: 'EADDRNOTALLOWED' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

export function createWebhookSender({
  allowPrivate,
  timeoutMs,
}: {
  allowPrivate: boolean;
  timeoutMs: number;
}): WebhookSender {
  const lookup = allowPrivate ? undefined : guardedLookup();
  return {
    post(url, headers, body) {
      const target = new URL(url);
      // A literal address skips the look-up: checked here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivate && ipaddr.isValid(literal) && !isPublicAddress(literal))
        return Promise.reject(new WebhookSendError('address'));
      const client = target.protocol === 'https:' ? https : http;
      return new Promise<WebhookResponse>((resolve, reject) => {
        const request = client.request(
          target,
          {
            method: 'POST',
            headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
            lookup,
            timeout: timeoutMs,
          },
          (response) => {
            // The body is not read beyond what keeps the socket healthy: only the status matters.
            response.resume();
            resolve({ statusCode: response.statusCode ?? 0 });
          },
        );
        request.on('timeout', () => request.destroy(new WebhookSendError('timeout')));
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (error instanceof WebhookSendError) return reject(error);
          reject(new WebhookSendError(error.code === 'EADDRNOTALLOWED' ? 'address' : 'refused'));
        });
        request.end(body);
      });
    },
  };
}
