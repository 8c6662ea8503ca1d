// Dates of birth saved in clear before they were encrypted (decision 023) are sealed at start-up, in code: a
// migration has no DATA_KEY. Idempotent, and a no-op once done; app.ts and worker.ts run it before serving.
import type { SinCipher } from '../../lib/sin-cipher.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

const BATCH = 500;

/** Seals every date of birth still in clear; answers how many it sealed. */
export async function sealClearDatesOfBirth(
  applications: Pick<ApplicationsRepository, 'findClearDatesOfBirth' | 'sealDateOfBirth'>,
  cipher: SinCipher,
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const batch = await applications.findClearDatesOfBirth(BATCH);
    if (batch.length === 0) return sealed;
    for (const found of batch) await applications.sealDateOfBirth(found, cipher.encrypt(found.dob));
    sealed += batch.length;
  }
}
