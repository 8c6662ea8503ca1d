// mantine-styles.css holds the styles of the Mantine components the app renders, not the whole of Mantine: every
// component imported from @mantine/core (here, and by @mantine/notifications and @mantine/dropzone), with the
// components each is built from, must have its file there, in the order of Mantine's own styles.css.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageRoot = (name: string) => {
  let dir = dirname(require.resolve(name));
  while (!statSync(join(dir, 'package.json'), { throwIfNoEntry: false })) dir = dirname(dir);
  return dir;
};
const core = packageRoot('@mantine/core');

function files(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, test);
    return test(path) ? [path] : [];
  });
}

/** The names a file imports from '@mantine/core'. */
function coreImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s*{([^}]*)}\s*from\s*['"]@mantine\/core['"]/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

/** The CSS modules (Mantine's per-component style files) a component's code reaches. */
function cssModulesOf(entry: string, seen = new Set<string>()): Set<string> {
  const modules = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.module.mjs')) modules.add(file.split('/').at(-1)?.replace('.module.mjs', '') ?? '');
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*['"](\.[^'"]+)['"]/g)) {
      walk(resolve(dirname(file), match[1] ?? ''));
    }
  };
  walk(entry);
  return modules;
}

const listed = [
  ...readFileSync(join(src, 'app/mantine-styles.css'), 'utf8').matchAll(/@import ['"]([^'"]+)['"];/g),
].map((match) => match[1] ?? '');
const listedNames = listed.map((path) => path.replace('@mantine/core/styles/', '').replace('.css', ''));

describe("the app's Mantine styles", () => {
  it('start with the baseline, the global styles and the default variables', () => {
    expect(listedNames.slice(0, 3).sort()).toEqual(['baseline', 'default-css-variables', 'global']);
    for (const path of listed) expect(path).toMatch(/^@mantine\/core\/styles\/[A-Za-z-]+\.css$/);
  });

  it('include every component the app renders and the components it is built from', () => {
    const sources = [
      ...files(src, (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
      ...['@mantine/notifications', '@mantine/dropzone'].flatMap((name) =>
        files(join(packageRoot(name), 'esm'), (file) => file.endsWith('.mjs')),
      ),
    ];
    const components = new Set(sources.flatMap(coreImports));
    const needed = new Set<string>();
    for (const name of components) {
      const entry = join(core, 'esm/components', name, `${name}.mjs`);
      if (statSync(entry, { throwIfNoEntry: false })) for (const css of cssModulesOf(entry)) needed.add(css);
    }
    expect(needed.size).toBeGreaterThan(20);
    const missing = [...needed].filter((name) => !listedNames.includes(name));
    expect(missing, 'add @mantine/core/styles/<name>.css to app/mantine-styles.css').toEqual([]);
  });

  it("keep the order of Mantine's styles.css", () => {
    const whole = readFileSync(join(core, 'styles.css'), 'utf8');
    const positions = listedNames.slice(3).map((name) => {
      const own = readFileSync(join(core, 'styles', `${name}.css`), 'utf8');
      const firstClass = own.match(/\.m_[0-9a-f]{8}/)?.[0] ?? '';
      return { name, at: whole.indexOf(firstClass) };
    });
    for (const { name, at } of positions) expect(at, name).toBeGreaterThan(0);
    const sorted = [...positions].sort((a, b) => a.at - b.at).map((p) => p.name);
    expect(positions.map((p) => p.name)).toEqual(sorted);
  });
});
