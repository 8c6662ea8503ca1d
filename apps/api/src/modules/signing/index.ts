// The signing module's public face: what the composition root builds and what other modules may use of it (the
// latest contract envelope, other documents sent for signature and their progress). Its tables stay its own.
export type { EnvelopePurpose } from '../../adapters/esign/esign.ts';
export type { DocumentProgress, DocumentRequest, DocumentSigning } from './document-signing.ts';
export { createSigningModule, type SigningModule } from './signing.module.ts';
export type { EnvelopeRow } from './signing.repository.ts';
export type { SigningService } from './signing.service.ts';
