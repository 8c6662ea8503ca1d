// The machine-readable reasons of a refusal (the error answer's `code`), in a file of their own: the web's sign-in
// page reads them, and must not load zod for the answer's schema (apps/web's Login budget).

/** The session is over (403): the one refusal that signs the user out; any other 403 only says "not for you". */
export const TOKEN_EXPIRED_CODE = 'TOKEN_EXPIRED';
/** The password must be changed before anything else (401 at sign-in). */
export const PASSWORD_EXPIRED_CODE = 'PASSWORD_EXPIRED';
/** A second look needs the customer's consent naming the partner first (409 of submitToKamsel, decision 039). */
export const PARTNER_CONSENT_NEEDED_CODE = 'PARTNER_CONSENT_NEEDED';
