// The completion certificate (spec §2 Certification, §7 get-completion-certificate): paper answers the prefilled PDF
// (named after the loan number); electronic records the request and e-mails the installer and the customer, through
// the outbox of the mail adapter, a link to the package's signing (ARCHITECTURE §1).
import {
  type CertificateRequest,
  certificateMethodOf,
  isExternalVendor,
  isQuebecVendor,
  normalizeStatus,
} from '@vp/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadApplication, vendorOf } from '../applications/application-access.ts';
import type { ApplicationsRepository } from '../applications/applications.repository.ts';
import type { Principal } from '../users/auth.service.ts';
import { certificatePdf } from './certificate-pdf.ts';
import type { CertificatesRepository } from './certificates.repository.ts';

const CERTIFIABLE = ['Signatures Received', 'Missing Documents'];

export function createCertificatesService({
  repository,
  applications,
  storage,
  clock,
}: {
  repository: CertificatesRepository;
  applications: ApplicationsRepository;
  storage: Storage;
  clock: () => Date;
}) {
  return {
    /** What the Certification screen starts from: the method chosen on the program screen, Quebec or not. */
    async info(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const row = await repository.latest(application.id);
      return {
        method: certificateMethodOf(await repository.chosenMethod(application.id)),
        quebec: isQuebecVendor(vendor),
        edgeId: application.edgeId,
        status: application.status,
        certificate: row
          ? {
              installerName: row.installerName,
              installerEmail: row.installerEmail,
              installerCompany: row.installerCompany,
              method: row.method,
              status: row.status,
            }
          : null,
      };
    },

    async request(principal: Principal, id: string, request: CertificateRequest) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const status = normalizeStatus(application.status);
      if (!isExternalVendor(vendor) || !status || !CERTIFIABLE.includes(status)) {
        if (['Approved', 'Approved for Lesser Amount', 'Waiting for Signature'].includes(application.status))
          throw new AppError('errors:api.contractNotSigned', 409);
        throw new AppError('errors:api.applicationLocked', 409, { status: application.status });
      }
      if (!application.edgeId) throw new AppError('errors:api.certificateNoLoanNumber', 409);
      const quebec = isQuebecVendor(vendor);
      const now = clock();
      const bytes = await certificatePdf({
        edgeId: application.edgeId,
        customer: [application.firstName, application.lastName].filter(Boolean).join(' '),
        address: [application.address1, application.city, application.province, application.postal]
          .filter(Boolean)
          .join(', '),
        installerName: request.installerName,
        installerEmail: request.installerEmail,
        installerCompany: request.installerCompany,
        quebec,
        date: now.toISOString().slice(0, 10),
      });
      const storageKey = `certificates/${application.id}/${now.getTime()}.pdf`;
      await storage.write(storageKey, Buffer.from(bytes), 'application/pdf');
      const electronic = request.method === 'electronic';
      const messages = electronic
        ? (
            [
              [request.installerEmail, request.installerName],
              [application.email, [application.firstName, application.lastName].join(' ')],
            ] as const
          ).flatMap(([to, name]) =>
            to
              ? [
                  {
                    messageId: `certificate-${application.id}-${now.getTime()}-${to}`,
                    vendorId: vendor.id,
                    to,
                    subject: quebec
                      ? `Certificat d’achèvement à signer / Completion certificate to sign — ${application.edgeId}`
                      : `Completion certificate to sign — ${application.edgeId}`,
                    text: `${name},\n\n${quebec ? 'Veuillez signer le certificat d’achèvement ci-joint. / ' : ''}Please sign the attached completion certificate for loan ${application.edgeId}.`,
                    attachments: [{ filename: `${application.edgeId}.pdf`, storageKey }],
                  },
                ]
              : [],
          )
        : [];
      await repository.insert(
        {
          applicationId: application.id,
          ...request,
          status: electronic ? 'requested' : 'generated',
          form: quebec ? 'qc' : 'on',
          storageKey,
        },
        messages,
      );
      if (electronic) return { data: { status: 'Success' } };
      return {
        data: { base64: Buffer.from(bytes).toString('base64'), fileName: `${application.edgeId}.pdf` },
      };
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
