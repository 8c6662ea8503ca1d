// Tells a database that cannot be reached (down, restarting, refusing connections) from a query that failed: the first
// answers 503 with Retry-After and is logged once per interval, the second is a bug (500, logged with its detail).

/** Network errors of node-postgres, and SQLSTATE classes 08 (connection exception) and 57P (operator intervention). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3]|53300)$/;
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/** True when the error, or one of its causes, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Whether to log the outage now: once per interval, however many requests fail meanwhile; counts the others. */
export function createOutageLog(intervalMs = 30_000, now = () => Date.now()) {
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return {
    shouldLog(): { log: boolean; suppressed: number } {
      const t = now();
      if (t - lastLoggedAt < intervalMs) {
        suppressed += 1;
        return { log: false, suppressed };
      }
      const count = suppressed;
      lastLoggedAt = t;
      suppressed = 0;
      return { log: true, suppressed: count };
    },
  };
}
