// The operations of a user's own account and of the dealership's settings (operations.ts' table, decision 055):
// signing in and the second factor, Settings and the dealership's users, its API keys and webhooks (decision 058).

export type Operation = readonly [operationId: string, summary?: string];

export const ACCOUNT_OPERATIONS: Readonly<Record<string, Operation>> = {
  // Signing in and the user's own factors (decision 053).
  'POST /api/users/login': [
    'signIn',
    'Signs in with a user name and password: a session, or the second step to take',
  ],
  'GET /api/users/session': ['getSession', 'The signed-in user and their vendor'],
  'GET /api/users/logout': ['signOut', 'Ends the session'],
  'POST /api/users/password': [
    'changePassword',
    'Changes the password (an expired one too), checking the current one',
  ],
  'POST /api/users/login/code': [
    'signInWithCode',
    'Second step: an authenticator app’s code or a recovery code',
  ],
  'POST /api/users/login/passkey/options': [
    'passkeySignInOptions',
    'Second step or sign-in by passkey: the challenge',
  ],
  'POST /api/users/login/passkey': [
    'signInWithPasskey',
    'Second step or sign-in by passkey: the signed challenge',
  ],
  'POST /api/users/login/enrol/totp': [
    'enrolTotpAtSignIn',
    'First enrolment at sign-in: a new authenticator app’s secret',
  ],
  'POST /api/users/login/enrol/totp/confirm': [
    'confirmTotpAtSignIn',
    'First enrolment at sign-in: the app’s first code',
  ],
  'POST /api/users/login/enrol/passkey/options': [
    'enrolPasskeyAtSignInOptions',
    'First enrolment at sign-in: a passkey’s options',
  ],
  'POST /api/users/login/enrol/passkey': [
    'enrolPasskeyAtSignIn',
    'First enrolment at sign-in: the new passkey',
  ],
  'GET /api/users/factors': [
    'listFactors',
    'The user’s passkeys, authenticator apps and recovery codes left',
  ],
  'POST /api/users/factors/totp': ['addTotp', 'Adds an authenticator app: its secret'],
  'POST /api/users/factors/totp/confirm': ['confirmTotp', 'Adds an authenticator app: its first code'],
  'POST /api/users/factors/passkey/options': [
    'addPasskeyOptions',
    'Adds a passkey: the registration options',
  ],
  'POST /api/users/factors/passkey': ['addPasskey', 'Adds a passkey: the authenticator’s answer'],
  'DELETE /api/users/factors/{id}': [
    'removeFactor',
    'Removes one of the user’s factors (not the last one when required)',
  ],
  'POST /api/users/factors/recovery-codes': [
    'renewRecoveryCodes',
    'New recovery codes, shown once; the old ones end',
  ],
  'GET /api/vendor/security': ['getVendorSecurity', 'Whether the dealership requires a second factor'],
  'PUT /api/vendor/security': [
    'setVendorSecurity',
    'Requires, or not, a second factor of the dealership’s users',
  ],
  // Settings and the dealership's users.
  'GET /api/users/settings': ['getSettings'],
  'POST /api/users/settings': ['saveSettings'],
  'GET /api/vendor/users': ['listVendorUsers'],
  'POST /api/vendor/users': ['addVendorUser'],
  'POST /api/vendor/users/disable/{id}': ['disableVendorUser'],
  'POST /api/vendor/users/enable/{id}': ['enableVendorUser'],
  'POST /api/vendor/users/reset-password/{id}': ['resetVendorUserPassword'],
  'POST /api/vendor/users/reset-factors/{id}': ['resetVendorUserFactors'],
  'POST /api/vendor/users/admin/{id}': ['setVendorAdmin'],
  // A dealership's own software (decision 058).
  'GET /api/vendor/api-keys': ['listApiKeys', 'The dealership’s API keys, revoked ones included'],
  'POST /api/vendor/api-keys': ['createApiKey', 'Creates an API key: its token, shown this once'],
  'POST /api/vendor/api-keys/{id}/revoke': ['revokeApiKey', 'Revokes an API key at once'],
  'GET /api/vendor/webhooks': ['listWebhooks', 'The dealership’s webhook endpoints'],
  'POST /api/vendor/webhooks': [
    'createWebhook',
    'Registers a webhook endpoint: its signing secret, shown this once',
  ],
  'DELETE /api/vendor/webhooks/{id}': ['deleteWebhook', 'Removes a webhook endpoint and its deliveries'],
  'POST /api/vendor/webhooks/{id}/resume': ['resumeWebhook', 'Resumes a paused webhook endpoint'],
  'GET /api/vendor/webhooks/{id}/deliveries': [
    'listWebhookDeliveries',
    'An endpoint’s latest deliveries, each with its attempts',
  ],
};
