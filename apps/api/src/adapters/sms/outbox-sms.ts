// The built-in SMS adapter of the embedded default: nothing leaves the machine. The SMS service writes every message to
// the sms_outbox table (its body sealed) first; for the built-in outbox that row is the delivery.
import type { SmsAdapter } from './sms.ts';

export function createOutboxSms(): SmsAdapter {
  return {
    kind: 'outbox',
    async send() {},
  };
}
