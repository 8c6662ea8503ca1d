// The second look (the spec's Kamsel, decision 039): the customer's consent naming the partner, when the one on file
// does not (POST /applications/partner-consent/{id}), then the submitToKamsel event that sends the application.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerConsentBody } from '@vp/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { runApplicationEvent } from '../../../lib/application/run-event.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const partnerConsentAnswer = z.object({ result: z.literal('Success'), consentVersion: z.number().int() });

export function postPartnerConsent(id: string, body: PartnerConsentBody) {
  return api.post(`/applications/partner-consent/${encodeURIComponent(id)}`, body, {
    schema: partnerConsentAnswer,
  });
}

export interface SecondLookRequest {
  id: string;
  /** The ticks of the consent step; none when the consent on file already names the partner. */
  consent?: PartnerConsentBody;
}

export function useSubmitSecondLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, consent }: SecondLookRequest) => {
      if (consent) await postPartnerConsent(id, consent);
      return (await runApplicationEvent(id, 'submitToKamsel')).status;
    },
    // As the re-submits: nothing refetches now, or the result screen would route itself before the user moves on.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' }),
  });
}
