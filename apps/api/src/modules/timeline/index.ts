// The timeline module's public face: what the composition root may use (decision 036).
export { timelineRoutes } from './timeline.routes.ts';
export type { TimelineReads, TimelineService } from './timeline.service.ts';
export { createTimelineService } from './timeline.service.ts';
