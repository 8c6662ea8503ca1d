// The SMS adapter's interface (ARCHITECTURE §10, beside the mail's): the built-in outbox (a table, shown in the demo)
// or an HTTP gateway (SMS_URL).

/** One text message, as modules write it. */
export interface SmsMessage {
  /** The message's own id: a retried delivery keeps or sends it once (the outbox's unique key). */
  messageId: string;
  /** The vendor whose customer it goes to: the demo's outbox shows a vendor its own messages. */
  vendorId?: number | null | undefined;
  /** The mobile number, as the application keeps it ('(416) 555-0199'). */
  to: string;
  text: string;
}

export interface SmsAdapter {
  /** 'outbox': kept in the sms_outbox table and listed to the sender's vendor; 'gateway': sent, the body then dropped. */
  readonly kind: 'outbox' | 'gateway';
  send(message: SmsMessage): Promise<void>;
}
