// POST /underwriter/decide/{id}: approve (with an amount in dollars, at most the requested one) or decline a
// Pending application, with a note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidResponseError } from '../../../lib/errors.ts';
import { queueQueryKey, underwriterQueryKey } from './get-queue.ts';
import type { QueueItem } from './types.ts';

export interface DecideInput {
  decision: 'approve' | 'decline';
  /** Dollars, only when approving. */
  amount?: number;
  note: string;
}

export interface DecideAnswer {
  status: string;
  amountApproved: number | null;
  rentalAmount: number | null;
}

export async function decideApplication(id: string, input: DecideInput): Promise<DecideAnswer> {
  const answer = await api.post<Partial<DecideAnswer> | undefined>(
    `/underwriter/decide/${encodeURIComponent(id)}`,
    input,
  );
  if (typeof answer?.status !== 'string') throw invalidResponseError();
  return {
    status: answer.status,
    amountApproved: answer.amountApproved ?? null,
    rentalAmount: answer.rentalAmount ?? null,
  };
}

export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideInput) => decideApplication(id, input),
    onSuccess: async () => {
      // The queue loses the decided application at once; everything else refetches when it next shows (the
      // detail screen on show must not re-render as decided while the user is sent back to the queue).
      queryClient.setQueryData<QueueItem[]>(queueQueryKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: underwriterQueryKey, refetchType: 'none' }),
        // The dashboard's counts across vendors and the vendor's own screens.
        queryClient.invalidateQueries({ queryKey: ['applications'], refetchType: 'none' }),
      ]);
    },
  });
}
