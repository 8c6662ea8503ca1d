// The users module's public face: what other modules and the composition root may use (decision 036).
export { createAdminService, oneTimePassword } from './admin.service.ts';
export { createAuthService } from './auth.service.ts';
export {
  createDealersRepository,
  type DealersRepository,
  type VendorRow,
} from './dealers.repository.ts';
export { createFactorsRepository } from './factors.repository.ts';
export { factorsRoutes, secondStepRoutes } from './factors.routes.ts';
export { createFactorsService } from './factors.service.ts';
export { lenderUsersRoutes } from './lender-users.routes.ts';
export { createLenderUsersService } from './lender-users.service.ts';
export { type NoticeMailee, noticeMailees, noticeRecipients } from './notice-recipients.ts';
export { createSecondStepService } from './second-step.service.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
export { endSessions, type SessionEnd, type SessionNotice, type SessionsToEnd } from './session-ends.ts';
export { listenForEndedSessions, type SessionEndReceiver } from './session-ends-listener.ts';
export { openSessionIds } from './session-liveness.ts';
export { createSessionStart } from './session-start.ts';
export { createSessionsRepository } from './sessions.repository.ts';
export { settingsRoutes } from './settings.routes.ts';
export { createSignInLockRepository } from './sign-in-lock.repository.ts';
export {
  createSignInLock,
  normaliseName,
  type SignInAttempt,
  type SignInLock,
  type SignInLockLimits,
} from './sign-in-lock.ts';
export { createSignInNotice } from './sign-in-notice.ts';
export { createSignInStepsRepository } from './sign-in-steps.repository.ts';
export { createSystemUser, disableSystemUser, systemPrincipal } from './system-users.ts';
export { createTeamUsersRepository } from './team-users.repository.ts';
export { type UserName, userNamesByIds } from './user-names.ts';
export { createUserSettingsService } from './user-settings.service.ts';
export { createUsersRepository, vendorsByIds } from './users.repository.ts';
export { signInRoutes, usersRoutes } from './users.routes.ts';
export { createVendorUsersService } from './vendor-users.service.ts';
