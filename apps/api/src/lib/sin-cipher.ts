// Encrypts Social Insurance Numbers and dates of birth at rest with AES-256-GCM; the key comes from DATA_KEY or a key
// file under DATA_DIR.
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SinCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function parseKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('DATA_KEY must be 32 bytes, given as 64 hex digits or base64');
  return key;
}

/** The key from DATA_KEY, else from DATA_DIR/data.key, created (mode 600) on first start. */
export function loadKey(dataKey: string | undefined, dataDir: string): Buffer {
  if (dataKey) return parseKey(dataKey);
  const file = path.join(dataDir, 'data.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return parseKey(readFileSync(file, 'utf8'));
}

export function createSinCipher(key: Buffer): SinCipher {
  // Imported once: a raw Buffer key is imported again by every cipher made from it.
  const secret = createSecretKey(key);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    decrypt(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !data) throw new Error('Malformed ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      // final() checks the tag: a tampered or foreign value throws here.
      return decipher.update(data, undefined, 'utf8') + decipher.final('utf8');
    },
  };
}

/** '046 454 286' → '*** *** 286'. */
export function maskSin(last3: string | null | undefined): string {
  return last3 ? `*** *** ${last3}` : '';
}
