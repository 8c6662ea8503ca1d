// The documents module's functions bound for signing: the contract from the database's rows, and the signed
// contract (signatures placed where the contract's layout says, the audit certificate appended, the PAdES seal).
import type { Db } from '../../plugins/db.ts';
import * as documents from '../documents/index.ts';
import { buildContractPdf } from '../documents/index.ts';
import { loadContractInput } from './contract-source.ts';
import type { SigningDocuments } from './signing-documents.ts';

/** What signing calls of the documents module to finish a contract (bound once that module offers them). */
export interface DocumentFinishers {
  placeSignatures: (
    pdf: Uint8Array,
    signatures: Parameters<SigningDocuments['finish']>[0]['signatures'],
  ) => Promise<Uint8Array>;
  appendAuditCertificate: (
    pdf: Uint8Array,
    audit: Omit<Parameters<SigningDocuments['finish']>[0], 'contract'>,
  ) => Promise<Uint8Array>;
  sealPdf: (pdf: Uint8Array) => Promise<Uint8Array>;
}

export function createContractDocuments({
  db,
  clock,
  finishers,
}: {
  db: Db;
  clock: () => Date;
  finishers: DocumentFinishers;
}): SigningDocuments {
  return {
    async contract(applicationId, language) {
      return buildContractPdf(await loadContractInput(db, applicationId, language, clock()));
    },
    async finish({ contract, ...audit }) {
      const placed = await finishers.placeSignatures(contract, audit.signatures);
      const certified = await finishers.appendAuditCertificate(placed, audit);
      return finishers.sealPdf(certified);
    },
  };
}

/**
 * The documents module's finishers, once it exports them (built at the same time by another change); until then a
 * finish fails loudly rather than returning an unsigned contract as signed.
 */
export function signingFinishers(): DocumentFinishers {
  const exported = documents as Record<string, unknown>;
  const need = (name: keyof DocumentFinishers) => {
    const fn = exported[name];
    return (...args: unknown[]) => {
      if (typeof fn !== 'function') throw new Error(`documents module does not export ${name} yet`);
      return fn(...args) as Promise<Uint8Array>;
    };
  };
  return {
    placeSignatures: need('placeSignatures'),
    appendAuditCertificate: need('appendAuditCertificate'),
    sealPdf: need('sealPdf'),
  };
}
