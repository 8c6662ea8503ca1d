import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSinCipher, loadKey, maskSin, parseKey } from './sin-cipher.ts';

describe('SIN cipher', () => {
  const cipher = createSinCipher(randomBytes(32));

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('046454286');
    const b = cipher.encrypt('046454286');
    expect(a).not.toBe(b);
    expect(a).not.toContain('046454286');
    expect(cipher.decrypt(a)).toBe('046454286');
  });

  it('detects tampering and a wrong key', () => {
    const sealed = cipher.encrypt('046454286');
    const [iv, tag, data = ''] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => createSinCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('reads what was sealed with the key as raw bytes (before the key was imported once), any text included', () => {
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const before = createCipheriv('aes-256-gcm', key, iv);
    const text = '1980-04-15 Émile 😀';
    const data = Buffer.concat([before.update(text, 'utf8'), before.final()]);
    const sealed = [iv, before.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    expect(createSinCipher(key).decrypt(sealed)).toBe(text);
    expect(createSinCipher(key).decrypt(createSinCipher(key).encrypt(text))).toBe(text);
  });

  it('refuses a shortened authentication tag', () => {
    const sealed = cipher.encrypt('046454286');
    const [iv, tag = '', data] = sealed.split('.');
    const short = Buffer.from(tag, 'base64').subarray(0, 4).toString('base64');
    expect(() => cipher.decrypt([iv, short, data].join('.'))).toThrow();
  });

  it('takes the key from DATA_KEY in hex or base64, and refuses a short one', () => {
    const key = randomBytes(32);
    expect(parseKey(key.toString('hex'))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(() => parseKey('abc')).toThrow(/32 bytes/);
  });

  it('creates a private key file on first start and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vp-key-'));
    const first = loadKey(undefined, dir);
    expect(loadKey(undefined, dir)).toEqual(first);
    expect(statSync(path.join(dir, 'data.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'data.key'), 'utf8')).toBe(first.toString('base64'));
  });

  it('masks all but the last three digits', () => {
    expect(maskSin('286')).toBe('*** *** 286');
    expect(maskSin(null)).toBe('');
  });
});
