// The Yes/No question before revoking a key or removing an endpoint (Settings' own, No the safe default).
import { type ReactNode, useState } from 'react';
import { ConfirmAction } from '../../settings/index.ts';

export function useConfirm(): [ReactNode, (question: string, run: () => void) => void] {
  const [asking, setAsking] = useState<{ question: string; run: () => void } | null>(null);
  const node = (
    <ConfirmAction
      question={asking?.question ?? null}
      onYes={() => {
        asking?.run();
        setAsking(null);
      }}
      onNo={() => setAsking(null)}
    />
  );
  return [node, (question, run) => setAsking({ question, run })];
}
