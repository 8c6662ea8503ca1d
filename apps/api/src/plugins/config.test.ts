import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const KEY = '0123456789abcdef'.repeat(4);

describe('configuration', () => {
  it('starts on embedded defaults: port 3000, PGlite under ./data, demo seeded', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/db') });
    expect(config.seedDemo).toBe(true);
  });

  it('uses PostgreSQL from DATABASE_URL and then seeds nothing unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DATA_KEY: KEY });
    expect(config.database.kind).toBe('postgres');
    expect(config.seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', DATA_KEY: KEY, SEED_DEMO: '1' }).seedDemo,
    ).toBe(true);
  });

  it('refuses PostgreSQL without DATA_KEY: nodes sharing a database must share the SIN key', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' })).toThrow(
      /Invalid configuration: DATA_KEY: required when DATABASE_URL is set/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', DATA_KEY: '' })).toThrow(
      /DATA_KEY: required/,
    );
  });

  it('takes DATA_KEY as 64 hex digits or base64 of 32 bytes, and names it when it is neither', () => {
    const hex = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', DATA_KEY: KEY });
    expect(hex.dataKey).toBe(KEY);
    const base64 = Buffer.from(KEY, 'hex').toString('base64');
    expect(loadConfig({ DATA_KEY: base64 }).dataKey).toBe(base64);
    expect(() => loadConfig({ DATA_KEY: 'abc123' })).toThrow(/DATA_KEY: must be 32 bytes/);
  });

  it('lets the embedded database run without DATA_KEY (a key file under DATA_DIR)', () => {
    expect(loadConfig({}).dataKey).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
  });

  it('trusts the private networks or the addresses given, never every hop of X-Forwarded-For', () => {
    const privateNetworks = ['loopback', 'linklocal', 'uniquelocal'];
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual(privateNetworks);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(privateNetworks);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});
