// What a wizard screen reads of the tablet's kept steps: the application as kept, and whether a step is among them.
import type { ApplicationRecord } from '@vp/domain';
import { useMemo } from 'react';
import { keptRecord } from './kept-record.ts';
import { keptOf, useOfflineState } from './offline-store.ts';
import { isLocalId, type KeptForm } from './queue.ts';

export interface KeptView {
  /** The application with its kept steps; null when nothing is kept for it. */
  record: ApplicationRecord | null;
  /** Still reading the vault (a local application can only be shown once read). */
  loading: boolean;
  /** The server's id of a local application whose steps were sent. */
  movedTo: string | undefined;
  isKept: (form: KeptForm, step: string) => boolean;
  sinLeftOut: (form: KeptForm, step: string) => boolean;
  count: number;
}

export function useKept(applicationId: string): KeptView {
  const { kept, loaded, moved, userId } = useOfflineState();
  return useMemo(() => {
    const steps = keptOf(kept, applicationId);
    const find = (form: KeptForm, step: string) => steps.filter((s) => s.form === form && s.step === step);
    return {
      record: keptRecord(steps),
      loading: isLocalId(applicationId) && (!loaded || userId === null),
      movedTo: moved[applicationId],
      isKept: (form, step) => find(form, step).length > 0,
      sinLeftOut: (form, step) => find(form, step).some((s) => s.sinLeftOut),
      count: steps.length,
    };
  }, [kept, loaded, moved, userId, applicationId]);
}

export function useOnline(): boolean {
  return useOfflineState().online;
}
