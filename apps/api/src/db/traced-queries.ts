// The database's spans (issue 38, decision 056): each statement of PGlite or node-postgres in a CLIENT span named by
// its operation and first table (`SELECT applications`), never its values. Installed only when tracing is on.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = () => trace.getTracer('vendor-portal');

/** `SELECT applications` from the statement's text: the operation and the first table it names, nothing more. */
export function querySummary(text: string): string {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][\w.]*)"?/i.exec(text)?.[1];
  return table ? `${operation} ${table}` : operation;
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string')
    return query.text;
  return '';
}

/** A statement's span around `run`. */
export async function inQuerySpan<T>(text: string, run: () => Promise<T>): Promise<T> {
  const summary = querySummary(text);
  const span = tracer().startSpan(summary, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': summary.split(' ')[0] ?? 'QUERY',
      'db.query.summary': summary,
    },
  });
  try {
    return await context.with(trace.setSpan(context.active(), span), run);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

type Queryable = Record<string, unknown>;

/**
 * Wraps `methods` of a client in statement spans. A call with a callback (node-postgres's pool calling its client)
 * goes on untouched: the pool's own promise call already has its span.
 */
export function traceQueries<C extends object>(client: C, methods: readonly string[]): C {
  const target = client as unknown as Queryable;
  for (const method of methods) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    const bound = (original as (...args: unknown[]) => unknown).bind(client);
    target[method] = (...args: unknown[]) => {
      if (typeof args[args.length - 1] === 'function') return bound(...args);
      return inQuerySpan(textOf(args[0]), () => bound(...args) as Promise<unknown>);
    };
  }
  return client;
}

/** PGlite's transaction: its statements run on the handle it gives, which is wrapped too. */
export function traceTransactions<C extends { transaction: (...args: never[]) => Promise<unknown> }>(
  client: C,
): C {
  const original = client.transaction.bind(client) as (
    work: (tx: object) => Promise<unknown>,
  ) => Promise<unknown>;
  (client as unknown as Queryable).transaction = (work: (tx: object) => Promise<unknown>) =>
    original((tx) => work(traceQueries(tx, ['query', 'exec'])));
  return client;
}
