// Prints the gzip size of the JavaScript the Login page loads: the entry, its static imports and the
// lazy chunks of the public layout and Login routes (read from the build's manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const budget = Number(process.env.LOGIN_JS_BUDGET_KB ?? 150) * 1024;

const roots = ['index.html', 'src/app/routes/public-layout.tsx', 'src/app/routes/login.tsx'];
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of roots) visit(root);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzip for Login (budget ${budget / 1024} KB)\n`,
);
if (total > budget) process.exitCode = 1;
