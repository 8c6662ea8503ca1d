// GET /applications/get/{id}, read by the result screens: the status that routes them and the amounts they show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';

export interface ResultApplication {
  id: string;
  status: string;
  applicationType: string | null;
  /** Dollars, as the API sends money. */
  amount: number | null;
  amountApproved: number | null;
  rentalAmount: number | null;
  /** The loan number, once approved. */
  edgeId: string | null;
  hasCoApplicant: boolean;
}

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A missing application or status is fatal (spec §4): no screen can be chosen without it. */
export function toResultApplication(answer: unknown): ResultApplication {
  const body: Fields = answer && typeof answer === 'object' ? (answer as Fields) : {};
  const application =
    body.application && typeof body.application === 'object' ? (body.application as Fields) : null;
  const id = text(application?.id);
  const status = text(body.status) ?? text(application?.status);
  if (!application || !id || !status) throw invalidResponseError();
  return {
    id,
    status,
    applicationType: text(application.applicationType),
    amount: money(application.amount),
    amountApproved: money(application.amountApproved),
    rentalAmount: money(application.rentalAmount),
    edgeId: text(application.edgeId),
    hasCoApplicant: application.hasCoApplicant === 'Yes' || Boolean(body.coApplicant),
  };
}

export async function getResultApplication(id: string, signal?: AbortSignal): Promise<ResultApplication> {
  const answer = await api.get<unknown>(`/applications/get/${encodeURIComponent(id)}`, { signal });
  return toResultApplication(answer);
}

export const resultApplicationQueryKey = (id: string) => ['applications', 'result', id] as const;

export function resultApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: resultApplicationQueryKey(id),
    queryFn: ({ signal }) => getResultApplication(id, signal),
    // The screen is chosen by the status: always the server's current one, never a cached one.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResultApplication(id: string | null) {
  return useQuery({ ...resultApplicationQueryOptions(id ?? ''), enabled: id !== null });
}
