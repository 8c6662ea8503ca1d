// Starts the portal: builds the app, listens, prints the sign-in names, and shuts down gracefully.
import { buildApp } from './app.ts';
import { loadConfig } from './plugins/config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
const lines = [`Vendor portal at http://${shownHost}:${config.port} (database: ${app.database.kind})`];
if (app.seededUsers.length > 0) {
  lines.push(`Demo data seeded. Sign in with any of these users, password ${DEMO_PASSWORD}:`);
  for (const user of DEMO_USERS) lines.push(`  ${user.userName.padEnd(18)} ${user.note}`);
} else if (config.seedDemo) {
  lines.push(
    `Demo users (password ${DEMO_PASSWORD} unless changed): ${DEMO_USERS.map((u) => u.userName).join(', ')}`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
