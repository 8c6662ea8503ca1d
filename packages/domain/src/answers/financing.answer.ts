// The financing calls' answers that the financing module does not define itself (issue 11): add-asset, delete-asset
// and save-program answer the spec's 'Success' with what changed, so a client need not ask again.
import type { z } from 'zod';
import { assetAnswer } from '../financing/asset.schema.ts';
import { financingSelection } from '../financing/selection.ts';
import { successAnswer } from './users.answer.ts';

/** GET /api/application/add-asset/{id}: 'Success' and the asset as stored (tax and total with tax). */
export const addAssetAnswer = successAnswer.extend({ asset: assetAnswer });
export type AddAssetAnswer = z.infer<typeof addAssetAnswer>;

/** GET /api/application/delete-asset/{id}: 'Success'. */
export const deleteAssetAnswer = successAnswer;

/** GET /api/application/save-program/{id}: 'Success' and the selection as stored, every disclosed figure with it. */
export const saveProgramAnswer = successAnswer.extend({ data: financingSelection });
export type SaveProgramAnswer = z.infer<typeof saveProgramAnswer>;

/** POST /api/share: 'Success' once the quote's mail is queued (or kept by the built-in mailbox). */
export const shareAnswer = successAnswer;
