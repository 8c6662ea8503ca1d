// The size rules of issue 24 (scripts/check-modules.mjs): no source file over 300 lines and no function over 150,
// outside tests, test fixtures and benchmarks, in the apps and the packages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 150;
/** Tests, the tests' own folder and the fixtures they build (also read by the benchmarks). */
const NOT_SOURCE = /(\.test\.tsx?$|\.spec\.tsx?$|(^|\/)test\/|-fixtures\.tsx?$)/;

/** Every `.ts`/`.tsx` file under `dir` (no node_modules or dist), as sorted paths relative to `base`. */
export function sourcesUnder(dir, base) {
  let found = [];
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return found;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found = found.concat(sourcesUnder(full, base));
    else if (/\.tsx?$/.test(name)) found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found.sort();
}

/** `apps/<app>/src` and `packages/<package>/src` under the repository's root. */
function sourceFiles(root) {
  const files = [];
  for (const parent of ['apps', 'packages']) {
    let names = [];
    try {
      names = readdirSync(path.join(root, parent));
    } catch {}
    for (const name of names.sort()) files.push(...sourcesUnder(path.join(root, parent, name, 'src'), root));
  }
  return files.filter((file) => !NOT_SOURCE.test(file)).sort();
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

/** A function's name for the report: its own, or the variable or property it is given to. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

/** Files over MAX_FILE_LINES and functions over MAX_FUNCTION_LINES, each as `path:line name (n lines)`. */
export function sizeOffenders(root) {
  const files = [];
  const functions = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) files.push(`${file} (${lines} lines)`);
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (isFunction(node)) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const length = last - first + 1;
        if (length > MAX_FUNCTION_LINES)
          functions.push(`${file}:${first + 1} ${nameOf(node)} (${length} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files, functions };
}
