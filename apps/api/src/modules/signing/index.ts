// The signing module's public face: what the composition root builds and what other modules may use of it (the
// latest contract envelope, other documents sent for signature and their progress). Its tables stay its own.
export type { EnvelopePurpose } from '../../adapters/esign/esign.ts';
export { createContractDocuments } from './contract-documents.ts';
export type { ContractReads } from './contract-source.ts';
export {
  createDocumentSigning,
  type DocumentProgress,
  type DocumentRequest,
  type DocumentSigning,
} from './document-signing.ts';
export { esignPagesRoutes } from './esign-pages.routes.ts';
export { createEsignPagesService } from './esign-pages.service.ts';
export { createSignerLink, createSignerPending } from './signer-link.ts';
export { endSignerLinks } from './signer-links-end.ts';
export type { SignatureStatusJob, SigningReconcileJob } from './signing.job.ts';
export { signatureStatusJob, signingReconcileJob } from './signing.job.ts';
export { createSigningRepository, type EnvelopeRow } from './signing.repository.ts';
export { documentSigningRoutes, signingRoutes } from './signing.routes.ts';
export { createSigningService, type SigningService } from './signing.service.ts';
export { invitationMessage } from './signing-invitation.ts';
