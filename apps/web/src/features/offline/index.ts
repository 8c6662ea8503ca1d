// The offline tablet (issue 39): what the wizard and the signed-in frame use of it.
export { isNoAnswer } from './api/send-kept-step.ts';
export { KeptMark } from './components/kept-mark.tsx';
export { canKeep, keepWizardStep, mustKeep } from './keep-step.ts';
export { wipeOfflineData } from './offline-store.ts';
export { isLocalId } from './queue.ts';
export { noAnswer } from './start-offline.ts';
export { useKept, useOnline } from './use-kept.ts';
