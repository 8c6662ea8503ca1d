// The settings feature's public face: what another team's screen shares with the dealership's users (the lender's
// team, issue 35): the new user's fields, the one-time password shown once, the Yes/No question and the section.
export { ConfirmAction } from './components/confirm-action.tsx';
export { addNewUser, NewUserForm, shownOnce } from './components/new-user-form.tsx';
export { OneTimePassword, type OneTimeShown } from './components/one-time-password.tsx';
export { SettingsSection } from './components/settings-section.tsx';
export { UserIdentityFields } from './components/user-identity-fields.tsx';
