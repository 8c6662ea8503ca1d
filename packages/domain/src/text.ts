// Text every API field may hold, and the application id a save names: shared by the server's schemas and the browser.
import { z } from 'zod';

/** PostgreSQL refuses U+0000 in text: a field holding it is refused at validation, never sent to the database. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/**
 * Only what JSON parsing makes (arrays and plain objects) is walked: a body that is a stream (an upload's PUT) or any
 * other object would lead the walk through sockets and servers, at a cost that grows without bound.
 */
function isJsonContainer(value: unknown): value is object {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  // Plain objects, and the prototype-less ones parsers make (Fastify's query and params); not a class's instances.
  const maker = (value as { constructor?: unknown }).constructor;
  return maker === undefined || maker === Object;
}

/** The path of the first string holding U+0000 in a parsed body, query or params (`[]` is the value itself). */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return hasNulCharacter(value) ? path : undefined;
  if (depth > 32 || !isJsonContainer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (hasNulCharacter(key)) return [...path, key];
    const found = nulCharacterPath(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A refinement for any string schema: `z.string().check(noNulCharacter)`. */
export const noNulCharacter = z.refine<string>((value) => !hasNulCharacter(value), {
  error: 'validation:nulCharacter',
});

export const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isApplicationId = (value: string) => APPLICATION_ID.test(value);

/** An application's id as a save names it: a uuid, or 'new' (any case) for an application not yet saved. */
export const applicationIdOrNew = z
  .string({ error: 'validation:applicationId' })
  .max(64, { error: 'validation:applicationId' })
  .refine((value) => value.toLowerCase() === 'new' || isApplicationId(value), {
    error: 'validation:applicationId',
  });
