// Sends one kept step through the wizard's ordinary save calls (POST /applications/save, /save-co-applicant) with the
// version its application is at, and the time a consent on it was given; the answer becomes the application in cache.
import type { QueryClient } from '@tanstack/react-query';
import { applicationAnswer, savedCoApplicantAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { storeApplication } from '../../../lib/application/get-application.ts';
import { ApiError } from '../../../lib/errors.ts';
import type { FailureKind, Sender } from '../queue.ts';

export function keptStepSender(queryClient: QueryClient): Sender {
  return async (kept, target) => {
    const body = {
      ...kept.values,
      id: target.id,
      step: kept.step,
      mode: kept.mode,
      version: target.version,
      ...(kept.consentGivenAt ? { consentGivenAt: kept.consentGivenAt } : {}),
    };
    if (kept.form === 'application') {
      const application = await api.post('/applications/save', body, { schema: applicationAnswer });
      storeApplication(queryClient, application);
      return { id: application.id, version: application.version };
    }
    const { coApplicant, ...application } = await api.post('/applications/save-co-applicant', body, {
      schema: savedCoApplicantAnswer,
    });
    storeApplication(queryClient, application, coApplicant);
    return { id: application.id, version: application.version };
  };
}

/** No answer, a server fault or no session: try again later. A 409: changed elsewhere. Anything else: refused. */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.kind !== 'http' || error.status >= 500 || error.sessionExpired) return 'offline';
  return error.status === 409 ? 'conflict' : 'refused';
}

/** Whether a save failed for want of the network: the step is then kept on the tablet. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}
