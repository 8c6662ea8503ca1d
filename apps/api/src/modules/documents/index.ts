// The documents module: PDF builders (the contract, the completion certificate, their signatures and audit page),
// pure functions of their input.

export {
  type AuditAction,
  type AuditCertificate,
  type AuditEvent,
  appendAuditCertificate,
} from './audit-certificate.ts';
export { buildCertificatePdf, type CertificateInput, certificateLocales } from './certificate-pdf.ts';
export type {
  ContractAddress,
  ContractAsset,
  ContractBusiness,
  ContractInput,
  ContractPerson,
  SignatureBlock,
} from './contract.types.ts';
export { buildContractPdf, contractLocales } from './contract-pdf.ts';
export { type PlacedSignature, placeSignatures } from './signatures.ts';
export type { UnreadableReason, UploadedDocument } from './uploaded-document.ts';
export { addUploadedDocument, checkUploadedDocument, UnreadableDocument } from './uploaded-document.ts';
