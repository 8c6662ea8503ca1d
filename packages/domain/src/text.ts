// Text every API field may hold, and the application id a save names: shared by the server's schemas and the browser.
import { z } from 'zod';

/** PostgreSQL refuses U+0000 in text: a field holding it is refused at validation, never sent to the database. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/**
 * Half of a surrogate pair with no other half (JSON's `"\ud800"`): no character at all, so it has no UTF-8 form.
 * PostgreSQL refuses it in jsonb (the audit's detail) and the driver turns it into U+FFFD in text: either a 500 or a
 * value stored other than it was sent. A complete pair (an emoji) is one code point and passes.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** The message key of the first character a string may not hold (U+0000, a lone surrogate), or undefined. */
export function forbiddenCharacter(
  value: string,
): 'validation:nulCharacter' | 'validation:loneSurrogate' | undefined {
  if (hasNulCharacter(value)) return 'validation:nulCharacter';
  if (hasLoneSurrogate(value)) return 'validation:loneSurrogate';
  return undefined;
}

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

/**
 * The first string of a parsed body, query or params (keys included) holding a character no text column can keep
 * (U+0000, a lone surrogate): its path (`[]` is the value itself) and the message key saying why.
 */
export function forbiddenCharacterPath(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string[]; message: NonNullable<ReturnType<typeof forbiddenCharacter>> } | undefined {
  if (typeof value === 'string') {
    const message = forbiddenCharacter(value);
    return message ? { path, message } : undefined;
  }
  if (depth > 32 || !isJsonContainer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const message = forbiddenCharacter(key);
    if (message) return { path: [...path, key], message };
    const found = forbiddenCharacterPath(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A refinement for any string schema: `z.string().check(noNulCharacter)`. */
export const noNulCharacter = z.refine<string>((value) => !hasNulCharacter(value), {
  error: 'validation:nulCharacter',
});

/** A refinement for any string schema: `z.string().check(noLoneSurrogate)` (free text a person types: notes). */
export const noLoneSurrogate = z.refine<string>((value) => !hasLoneSurrogate(value), {
  error: 'validation:loneSurrogate',
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
