// The live status feature's public face (decision 042): the shared connection and what screens read of it.

export { LiveConnection, useLiveConnection } from './live-connection.tsx';
export { applyLiveEvent, subscribeLive, useLiveState } from './live-store.ts';
