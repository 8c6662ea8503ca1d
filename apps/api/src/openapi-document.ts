// Writes the API's OpenAPI description (GET /api/docs/json) to a file, without a server or a database of its own:
// `node apps/api/src/openapi-document.ts <out.json>`. npm test lints it with Redocly (scripts/test.mjs, decision 055).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './plugins/config.ts';

const out = process.argv[2];
if (!out) {
  process.stderr.write('Usage: node apps/api/src/openapi-document.ts <out.json>\n');
  process.exit(2);
}
const config = loadConfig({
  DATA_DIR: 'memory-unused',
  DATA_KEY: randomBytes(32).toString('hex'),
  SEED_DEMO: '0',
  LOG_LEVEL: 'silent',
  JOBS: '0',
  API_DOCS: 'public',
  SECOND_FACTOR: '0',
  // The self-signed seal would be written under DATA_DIR: a throwaway one is enough to describe the routes.
  WEB_DIST: 'no-web',
});
if (config.database.kind === 'pglite') config.database.dataDir = 'memory://';
const app = await buildApp({ config });
const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
await app.close();
if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
writeFileSync(out, answer.body);
