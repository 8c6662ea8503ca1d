// Signing from the same link (issue 26): a customer who gave their consent and answers on their own device by link is
// invited to sign their contract on that same customer page, behind the same second factor, rather than by a second,
// unrelated link. The page's next step is the built-in signing page, with a fresh token each time it is shown.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@vp/domain';
import type { SigningInvitation } from '../../adapters/esign/builtin-esign.ts';
import type { CustomerDeps } from './customer-links.service.ts';
import { signMessage } from './customer-messages.ts';
import { newSecret } from './customer-secrets.ts';

/** A signer of the contract and the person of the application they are. */
const PERSON_OF_ROLE: Record<string, 'applicant' | 'coApplicant'> = {
  customer: 'applicant',
  coCustomer: 'coApplicant',
};

export function createCustomerSigning(deps: CustomerDeps) {
  const { repository, answers, audit, clock } = deps;
  return {
    /**
     * Invites a contract's signer on their customer page when they answered by link; false otherwise (the plain
     * signing e-mail goes, as before).
     */
    async offer(invitation: SigningInvitation): Promise<boolean> {
      const person = PERSON_OF_ROLE[invitation.recipient.roleName];
      const { applicationId, vendorId, recipient } = invitation;
      if (!person || invitation.purpose !== 'contract' || !applicationId || !recipient.email) return false;
      const found = await answers.read(vendorId, applicationId);
      const consent = person === 'applicant' ? found?.consent.applicant : found?.consent.coApplicant;
      if (consent?.by !== 'customer' || consent.channel !== 'link') return false;
      const target = person === 'applicant' ? found?.applicant : found?.coApplicant;
      const mobile = typeof target?.mobilePhone === 'string' ? target.mobilePhone : null;
      const token = newSecret();
      const language: Locale = recipient.language;
      await repository.transaction(async (tx) => {
        // The application's row first, as every write of its links (one live link per person, issue 36).
        await answers.lock(applicationId, vendorId, tx);
        await repository.revokeLive(applicationId, person, clock(), tx);
        await repository.insert(
          {
            applicationId,
            vendorId,
            person,
            createdBy: null,
            tokenHash: token.hash,
            // With a mobile on file, the code goes by text: each channel carries one factor, as for the answers.
            channels: mobile ? ['email', 'sms'] : ['email'],
            language,
            expiresAt: invitation.expiresAt,
            purpose: 'sign',
            envelopeId: invitation.envelopeId,
            signerId: recipient.signerId,
          },
          tx,
        );
        await audit.record(
          {
            type: 'customer_link.sent',
            applicationId,
            vendorId,
            detail: { person, purpose: 'sign', channels: mobile ? ['email', 'sms'] : ['email'], language },
          },
          tx,
        );
      });
      const url = `${deps.publicUrl.replace(/\/$/, '')}/customer#${token.value}`;
      const message = signMessage(deps.translate, {
        locale: language,
        name: recipient.name,
        reference: invitation.reference,
        url,
      });
      await deps.sendMail({
        messageId: randomUUID(),
        vendorId,
        to: recipient.email,
        subject: message.subject,
        text: message.text,
      });
      return true;
    },
  };
}
