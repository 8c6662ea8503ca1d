// The terms priced on the device from the rate sheet kept on the tablet (issue 39): the domain's own pricing, the one the
// server runs, in a chunk of its own loaded only offline.
import { type Cents, keptProgramOptions, type SheetProgram } from '@vp/domain';
import { useMemo } from 'react';
import { TermsTable } from './terms-table.tsx';

export default function KeptTerms({
  program,
  financedCents,
}: {
  program: SheetProgram;
  financedCents: Cents;
}) {
  const answer = useMemo(() => keptProgramOptions(program, financedCents), [program, financedCents]);
  return <TermsTable answer={answer} />;
}
