// Reads asked in one turn of the event loop, sent to the database together (decision 027). Under load, many requests
// of the same kind arrive in one turn; each statement costs a round trip, a wake-up of its connection's backend and
// its own protocol messages, which one statement for all of them pays once. No cache: every read is sent after it was
// asked, so it sees every write committed before it.
import DataLoader from 'dataloader';

/** At most this many keys per statement: a larger turn sends several. */
const MAX_BATCH = 100;

/**
 * A loader of `load(keys)` (one value per key, in the keys' order), batched per turn: the batch leaves in the loop's
 * check phase, after every request read in this turn has asked. Without a cache, `load` gets every key asked, equal
 * ones as many times as they were asked.
 */
export function perTurn<K, V>(load: (keys: readonly K[]) => Promise<V[]>) {
  return new DataLoader<K, V>(load, {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: MAX_BATCH,
  });
}
