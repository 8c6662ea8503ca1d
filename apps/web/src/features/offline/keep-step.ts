// The wizard's side of offline: whether a step is to be kept on the tablet rather than saved, and keeping it — the SIN
// left out, the consent's time noted — then showing the application with it, under a local id for a new one.
import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationRecord, SaveMode } from '@vp/domain';
import { setCurrentApplicationId } from '../../lib/application/current-application.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { keptRecord } from './kept-record.ts';
import { getOfflineState, keepStep, keptOf } from './offline-store.ts';
import { isLocalId, type KeptForm, newLocalId } from './queue.ts';

const MASKED_SIN = /^\*{3} \*{3} \d{3}$/;

/** The tablet can keep steps: the signed-in frame opened the user's vault. */
export function canKeep(): boolean {
  const { userId, loaded } = getOfflineState();
  return userId !== null && loaded;
}

/** Offline, or steps of this application still wait to be sent (they go first, in order): keep this one too. */
export function mustKeep(applicationId: string): boolean {
  const { online, kept } = getOfflineState();
  if (!canKeep()) return false;
  return !online || isLocalId(applicationId) || keptOf(kept, applicationId).length > 0;
}

export interface KeepInput {
  /** The id in the wizard's address: 'new' for an application not saved yet. */
  applicationId: string;
  isNew: boolean;
  form: KeptForm;
  step: string;
  mode: SaveMode;
  values: Record<string, string>;
  /** The application as the wizard shows it (the server's copy, or with earlier kept steps). */
  record: ApplicationRecord | null;
}

export async function keepWizardStep(input: KeepInput, queryClient: QueryClient): Promise<ApplicationRecord> {
  const appRef = input.isNew ? newLocalId() : input.applicationId;
  const first = keptOf(getOfflineState().kept, appRef).length === 0;
  const { sin, ...values } = input.values;
  const sinLeftOut = typeof sin === 'string' && sin.trim() !== '' && !MASKED_SIN.test(sin);
  const kept = await keepStep({
    appRef,
    form: input.form,
    step: input.step,
    mode: input.mode,
    values,
    sinLeftOut,
    ...(values.creditReleaseObtained === 'Yes' ? { consentGivenAt: new Date().toISOString() } : {}),
    ...(first && !input.isNew
      ? { baseVersion: input.record?.application.version, baseRecord: input.record }
      : {}),
  });
  const record = keptRecord(keptOf(kept, appRef));
  if (!record) throw new Error('The kept step could not be read back.');
  queryClient.setQueryData(queryKeys.applications.detail(appRef), record);
  setCurrentApplicationId(appRef);
  return record;
}
