// The composition root's part for the customer's own device (issue 26): the SMS adapter chosen by configuration, its
// outbox service, and the customer links' services (the salesperson's and the customer's).

import type { MailMessage } from './adapters/mail/mail.ts';
import { createHttpSms } from './adapters/sms/http-sms.ts';
import { createOutboxSms } from './adapters/sms/outbox-sms.ts';
import type { Metrics } from './lib/metrics.ts';
import type { SinCipher } from './lib/sin-cipher.ts';
import { instrumentOutgoing } from './lib/tracing.ts';
import { type ApplicationsRepository, createCustomerAnswers } from './modules/applications/index.ts';
import type { AuditRepository } from './modules/audit/index.ts';
import {
  type CustomerAccessDeps,
  type CustomerDeps,
  createCustomerAccessService,
  createCustomerLinksService,
  createCustomerRepository,
  createCustomerSigning,
} from './modules/customer/index.ts';
import { createSmsRepository, createSmsService } from './modules/sms/index.ts';
import { createSignInNotice, vendorsByIds } from './modules/users/index.ts';
import type { Config } from './plugins/config.ts';
import type { Db } from './plugins/db.ts';

interface CustomerContext {
  config: Pick<Config, 'sms' | 'customerLinks' | 'esign' | 'login'>;
  db: Db;
  cipher: SinCipher;
  applications: ApplicationsRepository;
  audit: AuditRepository;
  mail: { send(message: MailMessage): Promise<void> };
  translate: CustomerDeps['translate'];
  clock: () => Date;
  /** The signing module's fresh link of a signer (signing from the same link). */
  signerLink: (envelopeId: string, signerId: number) => Promise<string | null>;
  /** Whether the signer has still to sign: a signing link no longer opens once they signed. */
  signerPending: (envelopeId: string, signerId: number) => Promise<boolean>;
  metrics?: Metrics | undefined;
  /** The customer's consent given, in its transaction (the dealership's webhooks, decision 058). */
  onConsent?: CustomerAccessDeps['onConsent'];
}

export function createCustomer({
  config,
  db,
  cipher,
  applications,
  audit,
  mail,
  translate,
  clock,
  signerLink,
  signerPending,
  metrics,
  onConsent,
}: CustomerContext) {
  const sms = createSmsService({
    adapter: instrumentOutgoing(
      'sms',
      config.sms.url ? createHttpSms({ url: config.sms.url }) : createOutboxSms(),
      ['send'],
      metrics,
    ),
    repository: createSmsRepository(db),
    cipher,
    clock,
  });
  const deps = {
    repository: createCustomerRepository(db),
    answers: createCustomerAnswers({ applications, cipher }),
    audit,
    sendMail: (message: MailMessage) => mail.send(message),
    sendSms: sms.send,
    translate,
    clock,
    publicUrl: config.esign.publicUrl,
  };
  return {
    sms,
    customerLinks: createCustomerLinksService(deps),
    customerSigning: createCustomerSigning(deps),
    customer: createCustomerAccessService({
      ...deps,
      signerLink,
      signerPending,
      vendorById: async (id: number) => (await vendorsByIds(db, [id]))[0],
      onConsent,
      guard: createSignInNotice({
        maxFailures: config.customerLinks.addressMaxFailures,
        windowMs: 15 * 60_000,
        pauseMs: 15 * 60_000,
        clock,
      }),
    }),
  };
}
