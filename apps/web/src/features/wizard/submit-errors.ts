// The field errors of a failed submit, per form (spec §7: 'stored per form'): the review cards and the steps
// show them until the field is saved again.
import type { FieldErrors } from '@vp/domain';
import { useSyncExternalStore } from 'react';

export type SubmitForm = 'application' | 'coApplicant';
export type SubmitErrors = Record<SubmitForm, FieldErrors>;

const EMPTY: SubmitErrors = { application: {}, coApplicant: {} };
const byApplication = new Map<string, SubmitErrors>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setSubmitErrors(applicationId: string, errors: Partial<SubmitErrors>): void {
  byApplication.set(applicationId, {
    application: errors.application ?? {},
    coApplicant: errors.coApplicant ?? {},
  });
  emit();
}

export function getSubmitErrors(applicationId: string): SubmitErrors {
  return byApplication.get(applicationId) ?? EMPTY;
}

/** Forgets the errors of the fields just saved; the server checks them again at the next submit. */
export function clearSubmitErrors(applicationId: string, form: SubmitForm, fields?: readonly string[]): void {
  const stored = byApplication.get(applicationId);
  if (!stored) return;
  const kept = fields
    ? Object.fromEntries(Object.entries(stored[form]).filter(([field]) => !fields.includes(field)))
    : {};
  byApplication.set(applicationId, { ...stored, [form]: kept });
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSubmitErrors(applicationId: string): SubmitErrors {
  return useSyncExternalStore(
    subscribe,
    () => getSubmitErrors(applicationId),
    () => EMPTY,
  );
}
