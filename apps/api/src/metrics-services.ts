// The metrics the composition root feeds (issue 38, decision 056): the business counters a lender watches, counted by
// a status reaction once the change has committed, and the gauges read at scrape time (connections, the job queue,
// live streams). lib/metrics.ts names every instrument; this file says where each reading comes from.
import { STATUS_TABLE, type Status } from '@vp/domain';
import { afterCommit } from './db/after-commit.ts';
import type { Metrics, Reading } from './lib/metrics.ts';
import type { StatusChange, StatusReaction } from './modules/applications/index.ts';
import type { Database } from './plugins/db.ts';

/** Who decided, by the event that carried the decision. */
const DECIDERS: Partial<Record<StatusChange['event'], string>> = {
  decide: 'policy',
  approve: 'underwriter',
  decline: 'underwriter',
  partnerDecide: 'partner',
};

/** A decision's outcome by the phase of the status it led to: approved, declined, or review (Pending). */
function outcomeOf(to: Status): string {
  const phase = STATUS_TABLE[to].phase;
  return phase === 'approved' || phase === 'declined' ? phase : 'review';
}

function count(metrics: Metrics, { event, to }: StatusChange) {
  const decider = DECIDERS[event];
  if (decider) metrics.decisions.inc({ outcome: outcomeOf(to), decider });
  if (event === 'submit') metrics.submitted.inc();
  else if (event === 'requestSignature') metrics.envelopes.inc({ event: 'sent' });
  else if (event === 'signaturesReceived') metrics.envelopes.inc({ event: 'completed' });
  else if (event === 'voidSignature') metrics.envelopes.inc({ event: 'voided' });
  else if (event === 'signatureDeclined') metrics.envelopes.inc({ event: 'declined' });
  else if (event === 'submitDocuments') metrics.packages.inc();
  else if (event === 'book') metrics.booked.inc();
}

/** The business counters, each raised once its change has committed: a change rolled back counts nothing. */
export function createMetricsReaction(metrics: Metrics): StatusReaction {
  return async (change, tx) => afterCommit(tx, () => count(metrics, change));
}

/** The job queue's jobs by queue and state, and the age of each queue's oldest job ready to run (pg-boss's tables). */
async function queueReading(
  database: Pick<Database, 'executeSql'>,
): Promise<{ jobs: Reading; oldest: Reading }> {
  const { rows } = await database.executeSql(
    `select q.name, q.ready_count, q.active_count, q.failed_count,
       (select extract(epoch from now() - min(j.start_after)) from pgboss.job j
         where j.name = q.name and j.state < 'active' and j.start_after <= now()) as oldest
     from pgboss.queue q`,
  );
  const jobs: { labels: Record<string, string>; value: number }[] = [];
  const oldest: { labels: Record<string, string>; value: number }[] = [];
  for (const row of rows) {
    const queue = String(row.name);
    jobs.push({ labels: { queue, state: 'waiting' }, value: Number(row.ready_count) });
    jobs.push({ labels: { queue, state: 'active' }, value: Number(row.active_count) });
    jobs.push({ labels: { queue, state: 'failed' }, value: Number(row.failed_count) });
    oldest.push({ labels: { queue }, value: row.oldest === null ? 0 : Number(row.oldest) });
  }
  return { jobs, oldest };
}

/** The gauges of this process, read at each scrape. */
export function registerGauges(
  metrics: Metrics,
  {
    database,
    queue,
    liveStreams,
  }: {
    database: Pick<Database, 'executeSql' | 'connections'>;
    /** Whether this process runs the job queue (its tables exist). */
    queue: boolean;
    liveStreams?: () => number;
  },
) {
  metrics.gauge('vp_db_connections', 'Database connections by state: in_use, idle', ['state'], async () => {
    const { inUse, idle } = database.connections();
    return [
      { labels: { state: 'in_use' }, value: inUse },
      { labels: { state: 'idle' }, value: idle },
    ];
  });
  metrics.gauge('vp_db_waiting', 'Queries waiting for a database connection', [], async () => [
    { value: database.connections().waiting },
  ]);
  if (queue) {
    // One read of the queue's tables serves both gauges of a scrape.
    let reading: Promise<{ jobs: Reading; oldest: Reading }> | undefined;
    const read = () => {
      reading ??= queueReading(database).finally(() => {
        setImmediate(() => {
          reading = undefined;
        });
      });
      return reading;
    };
    metrics.gauge(
      'vp_queue_jobs',
      'Jobs by queue and state: waiting (ready to run), active, failed',
      ['queue', 'state'],
      async () => (await read()).jobs,
    );
    metrics.gauge(
      'vp_queue_oldest_waiting_seconds',
      'Age of the oldest job ready to run, by queue',
      ['queue'],
      async () => (await read()).oldest,
    );
  }
  if (liveStreams)
    metrics.gauge('vp_live_streams_open', 'Live status streams open on this node', [], async () => [
      { value: liveStreams() },
    ]);
}
