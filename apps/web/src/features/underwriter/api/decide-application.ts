// POST /underwriter/decide/{id}: approve (with an amount in dollars, at most the requested one) or decline a
// Pending application, with a note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DecideAnswer, decideAnswer, type QueueItem } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface DecideInput {
  decision: 'approve' | 'decline';
  /** Dollars, only when approving. */
  amount?: number;
  note: string;
}

export function decideApplication(id: string, input: DecideInput): Promise<DecideAnswer> {
  return api.post(`/underwriter/decide/${encodeURIComponent(id)}`, input, { schema: decideAnswer });
}

export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideInput) => decideApplication(id, input),
    onSuccess: async () => {
      // The queue loses the decided application at once; everything else refetches when it next shows (the
      // detail screen on show must not re-render as decided while the user is sent back to the queue).
      queryClient.setQueryData<QueueItem[]>(queryKeys.underwriter.queue(), (items) =>
        items?.filter((item) => item.id !== id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.underwriter.all, refetchType: 'none' }),
        // The dashboard's counts across vendors and the vendor's own screens.
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' }),
      ]);
    },
  });
}
