// A message's body sealed at rest (decision 029): a signing invitation carries a live link, so the outbox keeps every
// body under the data key (AES-256-GCM, as the SIN), and bodies written in clear before are sealed at start-up.
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { MailRepository, OutboxRow } from './mail.repository.ts';

export interface MailBody {
  text: string;
  html?: string | undefined;
}

export function sealBody(cipher: SinCipher, body: MailBody): string {
  return cipher.encrypt(JSON.stringify({ text: body.text, html: body.html ?? null }));
}

/** The body of a row, sealed or (written before decision 029 and not sealed yet) in clear; null once sent by SMTP. */
export function openBody(
  cipher: SinCipher,
  row: Pick<OutboxRow, 'bodyEncrypted' | 'legacyText' | 'legacyHtml'>,
): MailBody | null {
  if (row.bodyEncrypted) {
    const body = JSON.parse(cipher.decrypt(row.bodyEncrypted)) as { text: string; html: string | null };
    return { text: body.text, html: body.html ?? undefined };
  }
  if (row.legacyText !== null) return { text: row.legacyText, html: row.legacyHtml ?? undefined };
  return null;
}

const BATCH = 500;

/**
 * Seals every body still in clear; answers how many it sealed. Idempotent, and one empty query once done; app.ts and
 * worker.ts run it at start-up (a migration has no DATA_KEY), as dob-at-rest.ts does for dates of birth.
 */
export async function sealClearMail(
  repository: Pick<MailRepository, 'findClear' | 'seal'>,
  cipher: SinCipher,
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const batch = await repository.findClear(BATCH);
    if (batch.length === 0) return sealed;
    for (const row of batch)
      await repository.seal(row.id, sealBody(cipher, { text: row.text ?? '', html: row.html ?? undefined }));
    sealed += batch.length;
  }
}
