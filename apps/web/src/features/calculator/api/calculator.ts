// The calculator's calls: sharing a quote by e-mail (POST /api/share) and the built-in mailbox (GET /api/mailbox).
// The programs and their options are the program screen's calls, asked without an application.
import { useMutation, useQuery } from '@tanstack/react-query';
import { mailboxAnswer, type ShareQuoteRequest, shareAnswer } from '@vp/domain';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const MAILBOX_REFRESH_MS = 3_000;

/** The quote as sent: the amount back in dollars, as every call carries money. */
export function useShareQuote() {
  return useMutation({
    mutationFn: (quote: ShareQuoteRequest) =>
      api.post('/share', { ...quote, amount: (quote.amount / 100).toFixed(2) }, { schema: shareAnswer }),
  });
}

export function useMailbox() {
  return useQuery({
    queryKey: queryKeys.mailbox(),
    queryFn: ({ signal }) => api.get('/mailbox', { signal, schema: mailboxAnswer }),
    // Mail is sent by a queued job, a moment after Share answers: the page keeps looking while it is open.
    refetchInterval: MAILBOX_REFRESH_MS,
  });
}
