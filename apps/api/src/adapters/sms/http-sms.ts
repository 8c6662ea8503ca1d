// The SMS gateway adapter (SMS_URL): POSTs { messageId, to, text } as JSON; an answer other than 2xx fails the send.
// Only the HTTP status of a failure is reported: a gateway's body may echo the message (a link, a code).
import type { SmsAdapter } from './sms.ts';

export function createHttpSms({ url, timeoutMs = 10_000 }: { url: string; timeoutMs?: number }): SmsAdapter {
  return {
    kind: 'gateway',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': message.messageId },
        body: JSON.stringify({ messageId: message.messageId, to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
