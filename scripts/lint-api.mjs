// The API description, written from the app's routes (apps/api/src/openapi-document.ts) and linted by Redocly CLI
// with its recommended rules (redocly.yaml): a step of npm test, `npm run lint:api` alone (decision 055).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vp-openapi-'));
const document = path.join(dir, 'openapi.json');
// Offline and quiet: no telemetry, no update check (the CI machine reaches the npm registry only).
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
try {
  const written = spawnSync(process.execPath, ['apps/api/src/openapi-document.ts', document], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (written.status !== 0) process.exit(written.status ?? 1);
  const lint = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['lint', document, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
    { cwd: root, stdio: 'inherit', env },
  );
  process.exit(lint.status ?? 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
