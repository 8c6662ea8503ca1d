import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts on embedded defaults: port 3000, PGlite under ./data, demo seeded', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/db') });
    expect(config.seedDemo).toBe(true);
  });

  it('uses PostgreSQL from DATABASE_URL and then seeds nothing unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.database.kind).toBe('postgres');
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
  });
});
