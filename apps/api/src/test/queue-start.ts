// A process that only starts the job queue on a database and waits, for queue-upgrade.test.ts to kill -9 mid-start.
// QUEUE_TEST_DATABASE: a PostgreSQL URL, or a PGlite data folder.
import pino from 'pino';
import { JOBS } from '../jobs.ts';
import { openDatabase } from '../plugins/db.ts';
import { startQueue } from '../plugins/queue.ts';

const target = process.env.QUEUE_TEST_DATABASE ?? '';
const database = await openDatabase(
  target.startsWith('postgres')
    ? { kind: 'postgres', url: target, poolSize: 4 }
    : { kind: 'pglite', dataDir: target },
);
process.stdout.write('starting the queue\n');
await startQueue(database, pino({ level: 'silent' }), JOBS);
process.stdout.write('queue started\n');
setInterval(() => {}, 60_000);
