// The module-boundary check on two small trees: one with every kind of offence, one clean.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModules, overCeilings, printReport } from './check-modules.mjs';

const STATUSES = `export const STATUSES = ['Incomplete', 'Approved', 'Booked'] as const;\n`;

/** Writes `files` (path under the repository → text) into a fresh temporary repository. */
function tree(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-modules-'));
  const all = { 'packages/domain/src/statuses.ts': STATUSES, ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  roots.push(root);
  return root;
}

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const api = 'apps/api/src';
const clean = {
  [`${api}/db/schema.ts`]: `export * from '../modules/orders/orders.schema.ts';\nexport * from '../modules/users/users.schema.ts';\n`,
  [`${api}/db/database.ts`]: `export type Db = { select(): unknown };\n`,
  [`${api}/modules/users/users.schema.ts`]: `import { pgTable } from 'drizzle-orm/pg-core';\nexport const users = pgTable('users', {});\n`,
  [`${api}/modules/users/users.repository.ts`]: `import type { Db } from '../../db/database.ts';\nimport { users } from './users.schema.ts';\nexport const findUser = (db: Db) => [db, users];\n`,
  [`${api}/modules/users/index.ts`]: `export { findUser } from './users.repository.ts';\n`,
  [`${api}/modules/orders/orders.schema.ts`]: `import { pgTable } from 'drizzle-orm/pg-core';\nimport { users } from '../users/users.schema.ts';\nexport const orders = pgTable('orders', { by: users });\n`,
  [`${api}/modules/orders/orders.service.ts`]: `import { findUser } from '../users/index.ts';\nimport { orders } from './orders.schema.ts';\nexport const both = [findUser, orders];\n`,
  [`${api}/modules/orders/orders.test.ts`]: `import { users } from '../users/users.schema.ts';\nexport const seen = ['Approved', users];\n`,
  [`${api}/adapters/mail/mail.ts`]: `import type { Db } from '../../db/database.ts';\nexport type Mail = Db;\n`,
  [`${api}/services.ts`]: `import { findUser } from './modules/users/index.ts';\nexport const all = [findUser, 'Approved'];\n`,
  'apps/web/src/screen.tsx': `import { STATUSES } from '@vp/domain';\nexport const first = STATUSES[0];\n`,
};

describe('check-modules', () => {
  it('finds nothing in a tree that keeps the rules (tests, foreign keys and the gatherer allowed)', () => {
    const report = checkModules(tree(clean));
    const lines = [];
    expect(printReport(report, (line) => lines.push(line))).toBe(0);
    expect(lines).toContain('imports past a module index: 0');
  });

  it('finds each kind of offence', () => {
    const report = checkModules(
      tree({
        ...clean,
        // (a) past the index, and an adapter importing a module
        [`${api}/modules/orders/orders.routes.ts`]: `import { findUser } from '../users/users.repository.ts';\nexport const r = findUser;\n`,
        [`${api}/adapters/mail/mail.ts`]: `import { findUser } from '../../modules/users/index.ts';\nexport const m = findUser;\n`,
        // (b) another module's table, named and through a namespace
        [`${api}/modules/orders/orders.repository.ts`]: `import { users } from '../../db/schema.ts';\nimport * as schema from '../../db/schema.ts';\nexport const r = [users, schema.orders];\n`,
        [`${api}/modules/users/users.audit.ts`]: `import * as schema from '../../db/schema.ts';\nexport const r = schema.orders;\n`,
        // (c) a status list in the API and in the web app
        [`${api}/modules/orders/orders.rules.ts`]: `export const OPEN = ['Approved', 'Booked'] as const;\nexport const mixed = ['Approved', 'x'];\n`,
        'apps/web/src/routing.ts': `export const done = new Set(['Booked']);\n`,
        // (d) a file cycle inside a module, and a module cycle orders ↔ users
        [`${api}/modules/users/a.ts`]: `import { b } from './b.ts';\nexport const a = () => b;\n`,
        [`${api}/modules/users/b.ts`]: `import { a } from './a.ts';\nimport { both } from '../orders/index.ts';\nexport const b = () => [a, both];\n`,
        [`${api}/modules/orders/index.ts`]: `export { both } from './orders.service.ts';\n`,
        // (e) a file over 300 lines and a function over 150, in the web app; a long test and fixture are left out
        'apps/web/src/long.ts': `${'export const x = 1;\n'.repeat(301)}`,
        'apps/web/src/screen.tsx': `export function Screen() {\n${'  void 0;\n'.repeat(149)}}\n`,
        'packages/domain/src/long.test.ts': `${'export const x = 1;\n'.repeat(400)}`,
        'packages/domain/src/long-fixtures.ts': `${'export const x = 1;\n'.repeat(400)}`,
      }),
    );
    expect(report['imports past a module index']).toEqual([
      'modules/orders/orders.routes.ts → modules/users/users.repository.ts',
    ]);
    expect(report['adapters, lib or db importing a module']).toEqual([
      'adapters/mail/mail.ts → modules/users/index.ts',
    ]);
    expect(report["modules using another module's tables"]).toEqual([
      'modules/orders reads modules/users: modules/orders/orders.repository.ts: users',
      'modules/users reads modules/orders: modules/users/users.audit.ts: orders',
    ]);
    expect(report['status lists outside packages/domain']).toEqual([
      "apps/api/src/modules/orders/orders.rules.ts:1 ['Approved', 'Booked']",
      "apps/web/src/routing.ts:1 ['Booked']",
    ]);
    expect(report['file-level import cycles']).toEqual([
      '2 files: modules/users/a.ts → modules/users/b.ts → modules/users/a.ts',
    ]);
    expect(report['folder-level import cycles']).toEqual([
      // orders ↔ users, and both through the gatherer they import
      'db/schema.ts, modules/orders, modules/users: db/schema.ts → modules/orders → db/schema.ts',
    ]);
    expect(report['source files over 300 lines']).toEqual(['apps/web/src/long.ts (301 lines)']);
    expect(report['functions over 150 lines']).toEqual(['apps/web/src/screen.tsx:1 Screen (151 lines)']);
    expect(printReport(report, () => {})).toBe(10);
  });
});

describe('the ceilings (the figures of issue 24 only go down)', () => {
  const report = { 'imports past a module index': ['a → b', 'c → d'], 'file-level import cycles': [] };
  it('passes counts at their ceilings, and kinds without one at zero', () => {
    expect(overCeilings(report, { 'imports past a module index': 2 })).toEqual([]);
  });
  it('fails a count over its ceiling, and a count over zero with no ceiling', () => {
    expect(overCeilings(report, { 'imports past a module index': 1 })).toEqual([
      'imports past a module index: 2, more than its ceiling 1',
    ]);
    expect(overCeilings({ 'file-level import cycles': ['x'] }, {})).toEqual([
      'file-level import cycles: 1, more than its ceiling 0',
    ]);
  });
  it('fails a ceiling left above its count, so that it is lowered with the change that lowers the count', () => {
    expect(overCeilings(report, { 'imports past a module index': 5 })).toEqual([
      'imports past a module index: 2, below its ceiling 5: lower the ceiling to 2',
    ]);
  });
});
