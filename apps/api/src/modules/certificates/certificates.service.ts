// The completion certificate (spec §2 Certification, §7 get-completion-certificate): paper answers the prefilled PDF
// (named after the loan number); electronic sends the same document through the signing service to the installer
// and the customer, each with their own link by e-mail; once both signed it is sealed like the contract. Whether the
// certificate is done, and which PDF goes into the funding package, is this module's answer (decision 020).
import {
  type CertificateRequest,
  certificateMethodOf,
  classOf,
  isExternalVendor,
  isQuebecVendor,
  type Locale,
} from '@vp/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import { buildCertificatePdf } from '../documents/index.ts';
import type { DocumentProgress, DocumentSigning, SigningService } from '../signing/index.ts';
import type { CertificateRow, CertificatesRepository } from './certificates.repository.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A certificate is done when printed for signing by hand (paper), or signed by both and sealed (electronic). */
function doneOf(row: CertificateRow, progress: DocumentProgress | null) {
  if (row.method !== 'electronic') return row.status === 'generated';
  return progress?.status === 'completed' && progress.signedDocumentKey !== null;
}

/** The certificate as the Certification screen shows it: the installer, the method, its signing, done or not. */
function certificateAnswer(row: CertificateRow, progress: DocumentProgress | null) {
  return {
    installerName: row.installerName,
    installerEmail: row.installerEmail,
    installerCompany: row.installerCompany,
    method: row.method,
    status: row.status,
    signing: progress ? { status: progress.status, signers: progress.signers } : null,
    done: doneOf(row, progress),
  };
}

/** The installation address printed on the certificate. */
const addressOf = (a: {
  address1: string | null;
  city: string | null;
  province: string | null;
  postal: string | null;
}) => [a.address1, a.city, a.province, a.postal].filter(Boolean).join(', ');

export function createCertificatesService({
  repository,
  applications,
  signing,
  storage,
  clock,
}: {
  repository: CertificatesRepository;
  applications: ApplicationsRepository;
  /** The signing module: the certificate's envelope, and the contract's language (the customer's). */
  signing: { documents: DocumentSigning; service: Pick<SigningService, 'latestContract'> };
  storage: Pick<Storage, 'write'>;
  clock: () => Date;
}) {
  const progressOf = (row: CertificateRow) =>
    row.envelopeId ? signing.documents.progress(row.envelopeId) : Promise.resolve(null);

  return {
    /** What the Certification screen starts from: the method chosen on the program screen, the last certificate. */
    async info(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const row = await repository.latest(application.id);
      const progress = row ? await progressOf(row) : null;
      return {
        method: certificateMethodOf(await repository.chosenMethod(application.id)),
        quebec: isQuebecVendor(vendor),
        edgeId: application.edgeId,
        status: application.status,
        certificate: row ? certificateAnswer(row, progress) : null,
      };
    },

    /** The funding checks' and the package's view: is the latest certificate done, and which PDF is it. */
    async completion(applicationId: string) {
      const row = await repository.latest(applicationId);
      if (!row) return { done: false, storageKey: null };
      const progress = await progressOf(row);
      const done = doneOf(row, progress);
      return {
        done,
        storageKey: row.method === 'electronic' ? (progress?.signedDocumentKey ?? null) : row.storageKey,
      };
    },

    async request(principal: Principal, id: string, request: CertificateRequest, locale: Locale) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const certificate = classOf(application.status)?.certificate ?? 'locked';
      if (!isExternalVendor(vendor) || certificate !== 'open') {
        if (certificate === 'signFirst') throw new AppError('errors:api.contractNotSigned', 409);
        throw new AppError('errors:api.applicationLocked', 409, { status: application.status });
      }
      if (!application.edgeId) throw new AppError('errors:api.certificateNoLoanNumber', 409);
      const electronic = request.method === 'electronic';
      if (electronic && !application.email) throw new AppError('errors:api.certificateCustomerEmail', 409);
      const quebec = isQuebecVendor(vendor);
      // The customer's language is the contract's (asked on the Sign screen); Quebec's certificate has both anyway.
      const customerLanguage = ((await signing.service.latestContract(application.id))?.language ??
        (quebec ? 'fr' : locale)) as Locale;
      const now = clock();
      const customer = fullName(application.firstName, application.lastName);
      const bytes = await buildCertificatePdf({
        loanNumber: application.edgeId,
        quebec,
        language: customerLanguage,
        date: now.toISOString().slice(0, 10),
        customer: { name: customer, address: addressOf(application) },
        installer: {
          name: request.installerName,
          email: request.installerEmail,
          company: request.installerCompany,
        },
      });
      const storageKey = `certificates/${application.id}/${now.getTime()}.pdf`;
      await storage.write(storageKey, Buffer.from(bytes), 'application/pdf');
      // A new request replaces one still out for signature: the earlier links stop working.
      const previous = await repository.latest(application.id);
      if (previous?.envelopeId) await signing.documents.void(previous.envelopeId);
      const envelopeId = electronic
        ? await signing.documents.send({
            purpose: 'certificate',
            applicationId: application.id,
            vendorId: vendor.id,
            document: bytes,
            documentName: `certificate-${application.edgeId}.pdf`,
            reference: application.edgeId,
            language: customerLanguage,
            // The installer reads the dealer's language; the customer their own.
            signers: [
              {
                roleName: 'installer',
                name: request.installerName,
                email: request.installerEmail,
                language: locale,
              },
              {
                roleName: 'customer',
                name: customer,
                email: application.email ?? '',
                language: customerLanguage,
              },
            ],
          })
        : null;
      await repository.insert({
        applicationId: application.id,
        ...request,
        status: electronic ? 'requested' : 'generated',
        form: quebec ? 'qc' : 'on',
        storageKey,
        envelopeId,
      });
      if (electronic) return { data: { status: 'Success' } };
      return {
        data: { base64: Buffer.from(bytes).toString('base64'), fileName: `${application.edgeId}.pdf` },
      };
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
