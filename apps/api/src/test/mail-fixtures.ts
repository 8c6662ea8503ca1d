// The outbox's rows as a test reads them: each body opened with the app's data key (it is sealed at rest, decision 029).

import type { OutboxRow } from '../modules/mail/mail.repository.ts';
import { openBody } from '../modules/mail/mail-at-rest.ts';
import type { createTestApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

export function withBodies(app: App, rows: OutboxRow[]): Array<OutboxRow & { text: string }> {
  return rows.map((row) => ({ ...row, text: openBody(app.services.cipher, row)?.text ?? '' }));
}
