// Where an application's deal stands in the closing steps (the get answer's `closing`, decision 031): each fact read
// from the module that owns it (assets, the financing selection, the signing's mark, the certificate's completion,
// the status machine), so that the screens' progress, guards and locks follow the deal, never the order of the steps.
import { type Closing, NO_CLOSING, normalizeStatus, type Status } from '@vp/domain';
import { CONTRACT_STATUSES, OPEN_STATUSES } from '../financing/index.ts';

/** The package went to the lender (Missing Documents is a package sent back: open again). */
const SUBMITTED: readonly Status[] = ['Documents Submitted', 'Booked'];

/** What the facts are read from: each owning module's own read. */
export interface ClosingSources {
  /** The assets module: how many assets the application has. */
  assetCount(applicationId: string): Promise<number>;
  /** The financing module: whether a program and term were saved. */
  hasProgram(applicationId: string): Promise<boolean>;
  /** The certificates module: whether the latest completion certificate is done. */
  certificateDone(applicationId: string): Promise<boolean>;
}

/** The application's columns the facts read besides the other modules'. */
export interface ClosingRow {
  id: string;
  status: string;
  /** The signing module's mark: every signer signed the contract (cleared by a void). */
  isDocSigned: boolean;
}

export type ClosingFacts = (row: ClosingRow) => Promise<Closing>;

export function createClosingFacts(sources: ClosingSources): ClosingFacts {
  return async (row) => {
    const status = normalizeStatus(row.status);
    // Before approval (or declined, deleted) nothing of the closing can exist: no read.
    if (!status || (!OPEN_STATUSES.includes(status) && !CONTRACT_STATUSES.includes(status)))
      return NO_CLOSING;
    const [assetCount, program, certificate] = await Promise.all([
      sources.assetCount(row.id),
      sources.hasProgram(row.id),
      sources.certificateDone(row.id),
    ]);
    return {
      assets: assetCount > 0,
      program,
      contractRequested: CONTRACT_STATUSES.includes(status),
      signed: row.isDocSigned,
      certificate,
      submitted: SUBMITTED.includes(status),
    };
  };
}
