// The live module's public face: what other modules and the composition root may use (decision 036).
export { createLiveRepository, type LiveEvent, type LiveRepository } from './live.repository.ts';
export { liveRoutes } from './live.routes.ts';
export { createLiveService, type LiveLimits, type LiveService } from './live.service.ts';
export type { EndedSessions } from './live-hub.ts';
export { LIVE_CHANNEL, listenForLiveEvents } from './live-listener.ts';
