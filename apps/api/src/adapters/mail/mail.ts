// The mail adapter's interface (ARCHITECTURE §1): the built-in mailbox (the outbox table) or SMTP through nodemailer.

/** One e-mail, as modules write it; the same shape the signing invitations use. */
export interface MailMessage {
  /** The message's own id: a retried delivery sends or keeps it once (the outbox's unique key). */
  messageId: string;
  /** The vendor whose user sent it: the built-in mailbox shows a vendor its own mail. */
  vendorId?: number | null | undefined;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface MailAdapter {
  /**
   * 'mailbox': kept in the outbox table (where the mail service writes every message first) and listed by
   * GET /api/mailbox to the sender's vendor; 'smtp': sent to a real server, the outbox's copy of the body then dropped.
   */
  readonly kind: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
