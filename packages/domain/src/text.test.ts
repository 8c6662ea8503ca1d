import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationIdOrNew, forbiddenCharacterPath, noLoneSurrogate, noNulCharacter } from './text.ts';

describe('text', () => {
  it('finds U+0000 anywhere in a parsed body, keys included', () => {
    expect(forbiddenCharacterPath({ a: 'x', b: [{ c: 'y\u0000' }] })?.path).toEqual(['b', '0', 'c']);
    expect(forbiddenCharacterPath({ 'k\u0000': 1 })?.path).toEqual(['k\u0000']);
    expect(forbiddenCharacterPath({ a: 'x', n: 1, z: null })?.path).toBeUndefined();
    expect(forbiddenCharacterPath('\u0000')?.path).toEqual([]);
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
    expect(forbiddenCharacterPath(a)?.path).toBeUndefined();
    expect(forbiddenCharacterPath({ upload: a })?.path).toBeUndefined();
    expect(forbiddenCharacterPath({ list: [{ note: 'x\u0000' }] })?.path).toEqual(['list', '0', 'note']);
    expect(forbiddenCharacterPath(Object.assign(Object.create(null), { q: '\u0000' }))?.path).toEqual(['q']);
    // Fastify's query and params: an object whose prototype has no prototype.
    expect(
      forbiddenCharacterPath(Object.assign(Object.create(Object.create(null)), { id: '\u0000' }))?.path,
    ).toEqual(['id']);
  });

  it('finds a lone surrogate anywhere (keys included) and says which character it found; an emoji passes', () => {
    expect(forbiddenCharacterPath({ note: '\ud800' })).toEqual({
      path: ['note'],
      message: 'validation:loneSurrogate',
    });
    expect(forbiddenCharacterPath({ a: ['ok', { b: 'x\udc00y' }] })?.path).toEqual(['a', '1', 'b']);
    expect(forbiddenCharacterPath({ 'k\udbff': 1 })?.path).toEqual(['k\udbff']);
    // The high half last, the low half first, a reversed pair: none is a character.
    for (const broken of ['end\ud83d', '\ude00start', '\ude00\ud83d'])
      expect(forbiddenCharacterPath(broken)?.message).toBe('validation:loneSurrogate');
    expect(forbiddenCharacterPath({ note: 'Déjà vu 😀 \u{1F600}' })).toBeUndefined();
    expect(forbiddenCharacterPath({ a: 'x\u0000\ud800' })?.message).toBe('validation:nulCharacter');
  });

  it('refuses a lone surrogate in a string schema', () => {
    const schema = z.string().check(noLoneSurrogate);
    expect(schema.safeParse('a\ud800').error?.issues[0]?.message).toBe('validation:loneSurrogate');
    expect(schema.safeParse('😀').success).toBe(true);
  });
});
