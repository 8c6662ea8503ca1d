// The routes of the OpenAPI document (/api/docs/json), for the suites that walk every route: the isolation matrix and
// the fuzz. A route added with its schemas is covered without touching the suites.
import type { createTestApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  items?: JsonSchema;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  tags?: string[];
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for each parameter. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: Record<string, JsonSchema> | undefined;
  isPublic: boolean;
  tags: string[];
}

export async function routesOf(app: App): Promise<RouteSpec[]> {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase() as RouteSpec['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody ? (json?.properties ?? {}) : undefined,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        tags: op.tags ?? [],
      });
    }
  }
  return routes;
}

/** Percent-encodes a path segment byte by byte (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** The URL of a route with its parameters, each encoded as a client would. */
export function urlOf(route: RouteSpec, params: Record<string, string>, query: Record<string, string> = {}) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Routes that end the caller's session or wipe shared state: called once, apart, never in a loop. */
export const SESSION_ENDING = new Set(['GET /api/users/logout']);
