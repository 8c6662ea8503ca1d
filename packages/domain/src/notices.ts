// The contract shared by issue 27's parts: what a notice is about, which kinds a user may also receive by e-mail, and
// the live status event a signed-in user's stream carries. The API, the Notifications page and Settings read these.
import { z } from 'zod';

/** What a notice tells a dealer (issue 27): each kind links to the screen that acts on it. */
export const NOTICE_KINDS = [
  'decision',
  'secondLook',
  'signed',
  'signatureDeclined',
  'documentsRequested',
  'booked',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const noticeKindSchema = z.enum(NOTICE_KINDS);

/** Which notices also go by e-mail to the user (Settings); every notice is kept on the Notifications page regardless. */
export const noticePreferencesSchema = z.object({
  email: z.array(noticeKindSchema).max(NOTICE_KINDS.length),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

/** The user's own language, used for their e-mails and notices (Settings). */
export const userLanguageSchema = z.enum(['en', 'fr']);
export type UserLanguage = z.infer<typeof userLanguageSchema>;
