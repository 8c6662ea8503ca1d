// `node scripts/check-modules.mjs`: the API's module boundaries (decision 036). Prints, with each offender:
// (a) imports that reach into another module past its `index.ts`, and adapters, lib/ or db/ importing a module;
// (b) modules that read or write another module's tables; (c) lists of status names outside packages/domain;
// (d) import cycles in apps/api/src, between files and between folders; (e) source files over 300 lines and functions
// over 150 in the apps and packages (scripts/lib/source-size.mjs). Exits 1 when a count is over its ceiling.
// Tests (`*.test.ts`, `src/test/`) and the seed are left out: they build whole states on purpose.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { cycles } from './lib/graph-cycles.mjs';
import { MAX_FILE_LINES, MAX_FUNCTION_LINES, sizeOffenders, sourcesUnder } from './lib/source-size.mjs';

/** Every source file under `dir`, as paths relative to `base` (itself by default). */
const walk = (dir, base = dir) => sourcesUnder(dir, base);

const TESTS = /(\.test\.tsx?$|\.spec\.tsx?$|(^|\/)test\/)/;
/** Left out of the boundary rules, not of the cycles: the seed writes the catalogue and the demo across modules. */
const LEFT_OUT = /(\.test\.tsx?$|\.spec\.tsx?$|(^|\/)(test|seed)\/)/;
/** Folders whose code is below the modules: they may not import one. */
const BELOW_MODULES = ['adapters/', 'lib/', 'db/'];
/** The one file that gathers every module's tables for drizzle-kit and the database. */
const SCHEMA_GATHERER = 'db/schema.ts';

function parse(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

/** Every import of a file: static, re-export and dynamic, with the names it takes and whether only types. */
function importsOf(source) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = node.moduleSpecifier.text;
      const entry = { specifier, names: [], namespace: undefined, typeOnly: false };
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        entry.typeOnly = Boolean(clause?.isTypeOnly);
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) entry.namespace = bindings.name.text;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            entry.names.push({
              name: (element.propertyName ?? element.name).text,
              local: element.name.text,
              typeOnly: entry.typeOnly || element.isTypeOnly,
            });
          }
        }
      } else {
        entry.typeOnly = node.isTypeOnly;
      }
      found.push(entry);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, names: [], namespace: undefined, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier → the file it names under `src` (relative path), or undefined (a package, or missing). */
function resolve(known, from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = joined.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [
    joined,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${joined}/index.ts`,
    `${joined}/index.tsx`,
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** `modules/<m>/…` → `modules/<m>`; anything else → undefined. */
function moduleOf(file) {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match ? `modules/${match[1]}` : undefined;
}

/**
 * The unit of the folder-level graph: a module, an adapter, a top-level folder (`.` for the root files), or the
 * tables' gatherer on its own (it imports every module's tables and nothing at run time imports it).
 */
function folderOf(file) {
  if (file === SCHEMA_GATHERER) return file;
  const parts = file.split('/');
  if ((parts[0] === 'modules' || parts[0] === 'adapters') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '.';
}

/** Tables: `export const name = pgTable(…)` in a module's files; owner = that module. */
function tableOwners(files, sources) {
  const owners = new Map();
  for (const file of files) {
    const owner = moduleOf(file);
    if (!owner) continue;
    for (const statement of sources.get(file).statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          /^pg\w*Table$/.test(init.expression.text) &&
          ts.isIdentifier(declaration.name)
        ) {
          owners.set(declaration.name.text, owner);
        }
      }
    }
  }
  return owners;
}

/** Property reads `ns.name` in a file, for namespace imports of the schema. */
function memberNames(source, namespace) {
  const names = new Set();
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === namespace
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

/** The status names, read from the domain's `STATUSES` array. */
function statusNames(root) {
  const file = path.join(root, 'packages/domain/src/statuses.ts');
  const names = new Set();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'STATUSES' &&
      node.initializer
    ) {
      let init = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isArrayLiteralExpression(init)) {
        for (const element of init.elements) if (ts.isStringLiteralLike(element)) names.add(element.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return names;
}

/** Array literals made only of status names (`['Approved', 'Booked']`), outside packages/domain. */
function statusLists(root, statuses) {
  const found = [];
  for (const app of ['apps/api/src', 'apps/web/src']) {
    const base = path.join(root, app);
    for (const file of walk(base)) {
      if (LEFT_OUT.test(file)) continue;
      const source = parse(path.join(base, file));
      const visit = (node) => {
        if (ts.isArrayLiteralExpression(node) && node.elements.length > 0) {
          const all = node.elements.every((e) => ts.isStringLiteralLike(e) && statuses.has(e.text));
          if (all) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            const text = node.elements.map((e) => `'${e.text}'`).join(', ');
            found.push(`${app}/${file}:${line + 1} [${text}]`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

export function checkModules(root) {
  const src = path.join(root, 'apps/api/src');
  const files = walk(src).filter((file) => !TESTS.test(file));
  const known = new Set(files);
  const sources = new Map(files.map((file) => [file, parse(path.join(src, file))]));
  const owners = tableOwners(files, sources);

  const bypasses = [];
  const layering = [];
  const tableUse = new Map();
  const fileGraph = new Map(files.map((file) => [file, new Set()]));
  const folderGraph = new Map();

  for (const file of files) {
    const from = moduleOf(file);
    const ruled = !LEFT_OUT.test(file);
    for (const entry of importsOf(sources.get(file))) {
      const target = resolve(known, file, entry.specifier);
      if (!target) continue;
      fileGraph.get(file).add(target);
      if (folderOf(file) !== folderOf(target)) {
        if (!folderGraph.has(folderOf(file))) folderGraph.set(folderOf(file), new Set());
        folderGraph.get(folderOf(file)).add(folderOf(target));
      }
      const to = moduleOf(target);
      // The gatherer lists every module's tables; a module's tables may name another's in their foreign keys.
      const gathering =
        /\.schema\.ts$/.test(target) && (file === SCHEMA_GATHERER || /\.schema\.ts$/.test(file));
      if (!ruled) continue;
      if (to && !gathering) {
        if (BELOW_MODULES.some((folder) => file.startsWith(folder))) {
          layering.push(`${file} → ${target}`);
        } else if (to !== from && target !== `${to}/index.ts`) {
          bypasses.push(`${file} → ${target}`);
        }
      }
      // (b): table objects taken from a schema file (a module's or the gatherer) by a module that does not own them.
      if (
        !from ||
        gathering ||
        !(target === SCHEMA_GATHERER || /\.schema\.ts$/.test(target) || target.endsWith('/index.ts'))
      ) {
        continue;
      }
      const names = entry.namespace
        ? memberNames(sources.get(file), entry.namespace)
        : entry.names.filter((n) => !n.typeOnly).map((n) => n.name);
      for (const name of names) {
        const owner = owners.get(name);
        if (!owner || owner === from || entry.typeOnly) continue;
        const key = `${from} reads ${owner}`;
        if (!tableUse.has(key)) tableUse.set(key, new Set());
        tableUse.get(key).add(`${file}: ${name}`);
      }
    }
  }

  const tables = [...tableUse.entries()]
    .sort()
    .map(([pair, uses]) => `${pair}: ${[...uses].sort().join(', ')}`);
  const statuses = statusLists(root, statusNames(root));
  const fileCycles = cycles(fileGraph).map((c) => `${c.members.length} files: ${c.path.join(' → ')}`);
  const folderCycles = cycles(folderGraph).map((c) => `${c.members.join(', ')}: ${c.path.join(' → ')}`);
  const sizes = sizeOffenders(root);
  return {
    'imports past a module index': bypasses,
    'adapters, lib or db importing a module': layering,
    "modules using another module's tables": tables,
    'status lists outside packages/domain': statuses,
    'file-level import cycles': fileCycles,
    'folder-level import cycles': folderCycles,
    [`source files over ${MAX_FILE_LINES} lines`]: sizes.files,
    [`functions over ${MAX_FUNCTION_LINES} lines`]: sizes.functions,
  };
}

export function printReport(report, write = (line) => process.stdout.write(`${line}\n`)) {
  let total = 0;
  for (const [title, offenders] of Object.entries(report)) {
    total += offenders.length;
    write(`${title}: ${offenders.length}`);
    for (const offender of offenders) write(`  ${offender}`);
  }
  return total;
}

/**
 * The counts still allowed while issue 24's boundaries are being drawn (scripts/check-modules.ceilings.json): a count
 * above its ceiling fails, and so does a ceiling above its count (lower it in the same change), so the figures only
 * go down. Kinds with no ceiling must be zero. Returns the lines that fail.
 */
export function overCeilings(report, ceilings) {
  const failures = [];
  for (const [title, offenders] of Object.entries(report)) {
    const ceiling = ceilings[title] ?? 0;
    if (offenders.length > ceiling)
      failures.push(`${title}: ${offenders.length}, more than its ceiling ${ceiling}`);
    else if (offenders.length < ceiling)
      failures.push(
        `${title}: ${offenders.length}, below its ceiling ${ceiling}: lower the ceiling to ${offenders.length}`,
      );
  }
  return failures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(process.argv[2] ?? path.join(here, '..'));
  const report = checkModules(root);
  const total = printReport(report);
  const ceilingsFile = path.join(here, 'check-modules.ceilings.json');
  const ceilings =
    process.argv[2] || !existsSync(ceilingsFile) ? {} : JSON.parse(readFileSync(ceilingsFile, 'utf8'));
  const failures = overCeilings(report, ceilings);
  for (const line of failures) process.stdout.write(`FAILED ${line}\n`);
  process.stdout.write(`${total} in all; ${failures.length === 0 ? 'within' : 'not within'} the ceilings\n`);
  process.exit(failures.length === 0 ? 0 : 1);
}
