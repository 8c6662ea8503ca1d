// Answers serialised from their response schemas (issue 16, decision 026). Zod's way parses every answer and then
// runs JSON.stringify: two walks of the answer, the first the slower. Here each route's zod answer schema becomes a
// JSON Schema once (zod's own `toJSONSchema`, the output side) and fast-json-stringify compiles it into one function
// that writes exactly the schema's fields, as Fastify does with its own JSON Schemas. A schema that changes values on
// the way out (a `preprocess` or another pipe: the summary's counts) or that JSON Schema cannot describe keeps zod's
// way, which applies the change.
// fast-json-stringify writes what the schema names but does not validate it: the types and the answers' schemas on the
// web side hold the shapes. With `check` (the tests) every answer is also serialised the zod way and a different JSON
// value is an error (the order of a union's fields may differ), so every API test proves the two agree, and an answer
// zod would refuse still fails as before.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serializer = (data: unknown) => string;

/** Compiled serializers by schema: the refusal schemas every route shares, and every app of a test process. */
const compiled = new WeakMap<object, Serializer | null>();

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes a nullable primitive as `anyOf: [{ type }, { type: 'null' }]`, which fast-json-stringify resolves by
 * validating the value against each branch; `type: [T, 'null']` says the same and compiles to a type test.
 */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullables(value);
  const anyOf = out.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const isNull = (s: Record<string, unknown>) => s.type === 'null' && Object.keys(s).length === 1;
  const nullBranch = anyOf.find(isNull);
  const other = anyOf.find((s) => !isNull(s)) as Record<string, unknown> | undefined;
  if (!nullBranch || !other || typeof other.type !== 'string' || !PRIMITIVES.has(other.type)) return out;
  if ('enum' in other || 'const' in other) return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** The schema's fast serializer, or null when only zod can write it (a pipe, or a type JSON Schema cannot say). */
export function compileAnswer(schema: ZodType): Serializer | null {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  let serializer: Serializer | null = null;
  try {
    let pipes = 0;
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      override: (context) => {
        const type = context.zodSchema._zod.def.type;
        if (type === 'pipe' || type === 'transform') pipes += 1;
      },
    });
    if (pipes === 0) serializer = fastJson(simplifyNullables(json) as Parameters<typeof fastJson>[0]);
  } catch {
    serializer = null;
  }
  compiled.set(schema, serializer);
  return serializer;
}

/**
 * zod's way: the answer parsed by its schema (a `preprocess` applied), then JSON.stringify. fastify-type-provider-zod
 * 7's own serializer encodes instead (zod's codecs), which refuses a one-way `preprocess` such as the summary's counts.
 */
function viaZodOf(route: { schema: unknown; method: string; url: string }): Serializer {
  const schema = route.schema as ZodType;
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** Fastify's serializer compiler: the compiled serializer (built at a route's first answer), zod's otherwise. */
export function answerSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = viaZodOf(route);
    let fast: Serializer | null | undefined;
    return (data: unknown) => {
      fast ??= compileAnswer(route.schema as ZodType);
      if (!fast) return viaZod(data);
      if (!check) return fast(data);
      const expected = viaZod(data);
      const written = fast(data);
      // The same JSON value; a union's fields may come in another order (fast-json-stringify writes a branch's
      // fields after the shared ones), which no reader of JSON depends on.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
