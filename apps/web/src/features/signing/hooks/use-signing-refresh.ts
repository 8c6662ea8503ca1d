// The Sign screen reads the envelope again when something moved elsewhere: a signer finishing on the built-in page in
// another tab of this browser (in person), or a status check whose answer is no longer 'sent'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useSigningRefresh(applicationId: string, checked: string | false | undefined) {
  const client = useQueryClient();

  // The built-in page says so on this channel: check at once.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel('vp-esign');
    const refresh = () => {
      void client.invalidateQueries({ queryKey: queryKeys.signing.state(applicationId) });
      void client.invalidateQueries({ queryKey: ['signing', 'check', applicationId] });
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    channel.onmessage = () => {
      refresh();
      // The last signature's sealing may still be under way when the page says it is done: look again shortly,
      // rather than at the next 5-minute poll.
      timers.push(setTimeout(refresh, 2_000), setTimeout(refresh, 6_000));
    };
    return () => {
      channel.close();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [client, applicationId]);

  // A check whose answer moved on (a signer finished, declined) refreshes the whole state.
  useEffect(() => {
    if (checked && checked !== 'sent')
      void client.invalidateQueries({ queryKey: queryKeys.signing.state(applicationId) });
  }, [checked, client, applicationId]);
}
