// Sending what the tablet kept once the network is back, and the salesperson's choice for an application changed
// elsewhere meanwhile: keep mine (sent again from the server's newer version) or take the server's (kept steps dropped).
import type { QueryClient } from '@tanstack/react-query';
import { getApplication } from '../../lib/application/get-application.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { classifyFailure, keptStepSender } from './api/send-kept-step.ts';
import { getOfflineState, queue, reloadKept, type Stopped, setOfflineState } from './offline-store.ts';
import { isLocalId } from './queue.ts';

/** Applications whose SIN was typed offline and left out: their step is to be opened again to type it. */
export interface SinAgain {
  id: string;
  form: 'application' | 'coApplicant';
}
let sinAgain: SinAgain[] = [];
export const getSinAgain = () => sinAgain;

export async function sendKept(queryClient: QueryClient): Promise<void> {
  const { userId, online, sending, kept } = getOfflineState();
  if (!userId || !online || sending || kept.length === 0) return;
  setOfflineState({ sending: true });
  try {
    const report = await queue.send(userId, keptStepSender(queryClient), classifyFailure);
    const moved = { ...getOfflineState().moved };
    for (const [appRef, answer] of Object.entries(report.answers))
      if (isLocalId(appRef)) moved[appRef] = answer.id;
    for (const step of report.sent) {
      const id = report.answers[step.appRef]?.id;
      if (step.sinLeftOut && id && !sinAgain.some((s) => s.id === id && s.form === step.form))
        sinAgain = [...sinAgain, { id, form: step.form }];
    }
    const left = await reloadKept();
    setOfflineState({
      moved,
      stopped: report.stopped,
      lastSent: left.length === 0 && report.sent.length > 0 ? report.sent.length : 0,
    });
  } finally {
    setOfflineState({ sending: false });
  }
}

export function forgetSinAgain(id: string): void {
  sinAgain = sinAgain.filter((s) => s.id !== id);
  setOfflineState({});
}

function settled(stop: Stopped) {
  setOfflineState({ stopped: getOfflineState().stopped.filter((s) => s.appRef !== stop.appRef) });
}

/** Keep mine: the kept steps go again, from the version the server is at now (so they replace its change). */
export async function keepMine(stop: Stopped, queryClient: QueryClient): Promise<void> {
  const { userId } = getOfflineState();
  if (!userId) return;
  const current = await getApplication(stop.id);
  await queue.rebase(userId, stop.appRef, current.application.version);
  settled(stop);
  await reloadKept();
  await sendKept(queryClient);
}

/** Take the server's: the kept steps are dropped, and the application is read again. */
export async function takeServers(stop: Stopped, queryClient: QueryClient): Promise<void> {
  const { userId } = getOfflineState();
  if (!userId) return;
  await queue.drop(userId, stop.appRef);
  settled(stop);
  await reloadKept();
  if (stop.id !== 'new') {
    const current = await getApplication(stop.id);
    queryClient.setQueryData(queryKeys.applications.detail(stop.id), current);
  }
}
