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

/**
 * Unicode's bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069): they reorder the characters after them,
 * so `Eve\u202Enilmda` shows as `Eveadmlin`. Taking them out would store a text other than the one seen, so a name
 * holding one is refused (decision 051).
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
export const hasBidiControl = (value: string) => BIDI_CONTROL.test(value);

/**
 * Characters that show nothing and reorder no letter: zero-width space, non-joiner and joiner (U+200B–200D), the
 * left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C), the word joiner (U+2060), the byte
 * order mark (U+FEFF) and the soft hyphen (U+00AD). Pasted names carry them; a name is the same without them.
 */
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF\u00AD\u061C]/gu;

/** A name as it is kept: its invisible characters taken out, then composed (NFC), so that one name is one string. */
export const cleanName = (value: string) => value.replace(INVISIBLE, '').normalize('NFC');

/** A refinement for a name-like string (after `cleanName`): no bidi control. */
export const noBidiControl = z.refine<string>((value) => !hasBidiControl(value), {
  error: 'validation:bidiControl',
});

/** A name-like field's string: cleaned, trimmed, and refused for a character no name may hold. */
export const nameString = (error = 'validation:required') =>
  z.string({ error }).overwrite(cleanName).trim().check(noNulCharacter, noLoneSurrogate, noBidiControl);

export const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isApplicationId = (value: string) => APPLICATION_ID.test(value);

/** An application's id as a save names it: a uuid, or 'new' (any case) for an application not yet saved. */
export const applicationIdOrNew = z
  .string({ error: 'validation:applicationId' })
  .max(64, { error: 'validation:applicationId' })
  .refine((value) => value.toLowerCase() === 'new' || isApplicationId(value), {
    error: 'validation:applicationId',
  });
