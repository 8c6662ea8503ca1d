// What the signed-in frame adds for the offline tablet (issue 39): the service worker registered, the user's kept steps
// opened and sent when the network returns, the offline banner, the new-version prompt and the conflict choice.
import { useEffect } from 'react';
import type { Session } from '../../../lib/session.ts';
import { registerServiceWorker } from '../register-sw.ts';
import { startOffline } from '../start-offline.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SinAgainNotice } from './sin-again-notice.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function OfflineFrame({ session }: { session: Session }) {
  const userId = session.user.userName;
  useEffect(() => {
    void startOffline(userId);
    void registerServiceWorker();
  }, [userId]);
  return (
    <>
      <UpdatePrompt />
      <OfflineBanner />
      <SinAgainNotice />
      <ConflictDialog />
    </>
  );
}
