// The contract's files (spec §7): its download (the signed and sealed one once complete), its filing with the loan's
// documents, and the latest contract envelope the funding checks read.
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import type { SigningRepository } from './signing.repository.ts';
import { envelopeNotFound, envelopeOf } from './signing-lookups.ts';

export function createSignedContract({
  repository,
  applications,
  storage,
  clock,
}: {
  repository: SigningRepository;
  applications: ApplicationsRepository;
  storage: Pick<Storage, 'read' | 'write'>;
  clock: () => Date;
}) {
  return {
    /** The application's latest contract envelope: sealed or not, and when it was completed (the funding checks). */
    latestContract: (applicationId: string) => repository.findLatest(applicationId, 'contract'),

    /** GET /esign/downloadPdf/{id}: the latest contract, the signed and sealed one once complete. */
    async download(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await repository.findLatest(application.id);
      const key = envelope?.signedDocumentKey ?? envelope?.documentKey;
      if (!envelope || !key) throw envelopeNotFound();
      const pdf = await storage.read(key);
      return {
        data: {
          base64: pdf.toString('base64'),
          fileName: `contract-${application.edgeId ?? application.id}.pdf`,
          signed: envelope.signedDocumentKey !== null,
        },
      };
    },

    /** GET /esign/upload-to-s3/{id}?envelopeId=: files the signed contract with the loan's documents (idempotent). */
    async file(principal: Principal, id: string, envelopeId: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const envelope = await envelopeOf(repository, application.id, envelopeId);
      if (envelope.status !== 'completed' || !envelope.signedDocumentKey)
        throw new AppError('errors:api.contractNotSigned', 409);
      const fileName = `signed-contract-${application.edgeId ?? application.id}.pdf`;
      if (!envelope.filedKey) {
        const key = `applications/${application.id}/contract/${envelope.id}.pdf`;
        await storage.write(key, await storage.read(envelope.signedDocumentKey), 'application/pdf');
        await repository.updateEnvelope(envelope.id, { filedKey: key, filedAt: clock() });
      }
      return { result: 'Success' as const, fileName };
    },
  };
}
