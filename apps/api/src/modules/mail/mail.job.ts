// The mail delivery job: a message sent by a module is handed to the mail adapter by a worker, retried on failure.
import type { MailMessage } from '../../adapters/mail/mail.ts';
import type { JobDefinition } from '../../plugins/queue.ts';

export const mailJob: JobDefinition<MailMessage> = {
  name: 'mail-send',
  retryLimit: 8,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  // One job per message: a second send of the same message adds nothing.
  idOf: (message) => message.messageId,
  batchSize: 10,
  pollingIntervalSeconds: 1,
};
