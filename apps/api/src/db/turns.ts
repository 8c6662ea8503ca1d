// Database work in turns, one per event-loop iteration while others wait (decision 024, overload).
// PGlite runs one query at a time, synchronously in WASM, and hands the next queued query its turn through a promise:
// under load the whole queue then runs back to back in one microtask drain, and the event loop does not poll for
// seconds. libuv accepts one new connection per poll, so a burst of new connections waited up to 5–8 s before the
// server saw their requests (it could neither answer them nor shed them). Here, when others wait, the next turn is
// given from setImmediate: between two queued queries the loop polls, accepts a connection and reads the sockets
// (where load shedding answers the surplus at once). A query that finds the database idle runs at once.

export interface Turns {
  /** Runs `work` when its turn comes (FIFO); the next waiting work starts in the next event-loop iteration. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Works waiting for their turn (not counting the one running). */
  waiting(): number;
  /** Whether a work is running now. */
  busy(): boolean;
}

export function createTurns(): Turns {
  let busy = false;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    // The turn passes to `next` (busy stays true, so no newcomer slips in before it) after the loop has polled.
    if (next) setImmediate(next);
    else busy = false;
  };
  return {
    async run(work) {
      if (busy) await new Promise<void>((resolve) => queue.push(resolve));
      else busy = true;
      try {
        return await work();
      } finally {
        release();
      }
    },
    waiting: () => queue.length,
    busy: () => busy,
  };
}

interface TurnTaking {
  query(...args: never[]): Promise<unknown>;
  exec(...args: never[]): Promise<unknown>;
  transaction(...args: never[]): Promise<unknown>;
}

/**
 * Makes every query, exec and transaction of a PGlite client take its turn. A transaction is one turn: its statements
 * run on its own handle, which PGlite keeps to itself until it ends (so no turn is taken inside it).
 */
export function takeTurns<C extends TurnTaking>(client: C, turns: Turns = createTurns()): C {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      turns.run(() => original(...args));
  }
  return client;
}
