import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationIdOrNew, noNulCharacter, nulCharacterPath } from './text.ts';

describe('text', () => {
  it('finds U+0000 anywhere in a parsed body, keys included', () => {
    expect(nulCharacterPath({ a: 'x', b: [{ c: 'y\u0000' }] })).toEqual(['b', '0', 'c']);
    expect(nulCharacterPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulCharacterPath({ a: 'x', n: 1, z: null })).toBeUndefined();
    expect(nulCharacterPath('\u0000')).toEqual([]);
  });

  it('refuses U+0000 in a string schema', () => {
    const schema = z.string().check(noNulCharacter);
    expect(schema.safeParse('a\u0000b').error?.issues[0]?.message).toBe('validation:nulCharacter');
    expect(schema.safeParse('ab').success).toBe(true);
  });

  it("takes a uuid or 'new' as a save's application id, nothing else", () => {
    for (const ok of ['new', 'NEW', '0b6f3a52-8c1e-4a7e-9d55-1f2e3d4c5b6a']) {
      expect(applicationIdOrNew.safeParse(ok).success).toBe(true);
    }
    for (const bad of ['x', 'not-a-uuid', '', 'new\u0000', `${'a'.repeat(65)}`]) {
      expect(applicationIdOrNew.safeParse(bad).error?.issues[0]?.message).toBe('validation:applicationId');
    }
  });

  it('walks only what JSON parsing makes, never a stream or another object standing for a body', () => {
    class Socket {
      // Every object here points back to the others, as a request, its socket and its server do.
      peer: Socket | undefined;
      name = 'x\u0000';
    }
    const a = new Socket();
    const b = new Socket();
    a.peer = b;
    b.peer = a;
    expect(nulCharacterPath(a)).toBeUndefined();
    expect(nulCharacterPath({ upload: a })).toBeUndefined();
    expect(nulCharacterPath({ list: [{ note: 'x\u0000' }] })).toEqual(['list', '0', 'note']);
    expect(nulCharacterPath(Object.assign(Object.create(null), { q: '\u0000' }))).toEqual(['q']);
    // Fastify's query and params: an object whose prototype has no prototype.
    expect(nulCharacterPath(Object.assign(Object.create(Object.create(null)), { id: '\u0000' }))).toEqual([
      'id',
    ]);
  });
});
