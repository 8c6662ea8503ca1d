// The decision feature's public face: where a status leads, for the screens of other features (the notices).
export { pathOfTarget, screenForStatus } from './decision-routing.ts';
