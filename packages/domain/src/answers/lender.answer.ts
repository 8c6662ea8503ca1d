// Answers of the lender's console (issue 35): the history of a change to a dealership, a program, a lender's user or
// a lender setting, as every history tab shows it.
import { z } from 'zod';

/** What the lender's changes are about; each has its own history. */
export const CHANGE_ENTITIES = ['vendor', 'program', 'lenderUser', 'lenderSettings'] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

/** One field that changed: its values before and after as JSON text (null: absent). */
export const fieldChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** GET /api/lender/history/{entity}/{id}: the entity's changes, newest first. */
export const changeHistoryAnswer = z.object({
  changes: z.array(
    z.object({
      id: z.number().int(),
      /** ISO 8601 instant. */
      at: z.string(),
      /** The author's display name; null when the log has no user (a migration, the command line). */
      by: z.string().nullable(),
      action: z.string(),
      reason: z.string().nullable(),
      fields: z.array(fieldChange),
    }),
  ),
});
export type ChangeHistoryAnswer = z.infer<typeof changeHistoryAnswer>;
