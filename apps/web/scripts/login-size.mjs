// The JavaScript budgets, checked (`npm run size -w @vp/web`, a step of `npm test` after the web build): the gzip size
// of what the Login page loads (the entry and its static imports: a fresh /login shows the page without the router,
// decision 025) and of each financing and upload screen, read from the build's manifest. Exits 1 when one is over.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// The build to measure: apps/web/dist, or the folder named as the first argument (a build made with --outDir).
const dist = process.argv[2] ? resolve(process.argv[2]) : new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// 122 KB since issue 36 (decision 053): the second step's branch of the sign-in and the passkey button, loaded after the
// page (121.4 KB measured); 121 since issues 40 and 35 (decision 048); 120 before.
const budget = Number(process.env.LOGIN_JS_BUDGET_KB ?? 122) * 1024;

const roots = ['index.html'];
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
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzip for Login (budget ${budget / 1024} KB${total > budget ? ': OVER' : ''})\n`,
);
if (total > budget) process.exitCode = 1;

// The financing screens (issue 11) and the upload screens (issue 13): what each loads beyond the signed-in frame that
// every such screen shares (the entry, the protected layout), with the larger language's catalogs it reads (the
// namespaces router.tsx gives its route). Each must stay within 60 KB gzip.
const screenBudget = Number(process.env.FINANCING_JS_BUDGET_KB ?? 60) * 1024;
const closure = (keys) => {
  const seen = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return seen;
};
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const catalogOf = (namespace) =>
  Math.max(
    ...['en', 'fr'].map((lang) => {
      const chunk = manifest[`../../packages/i18n/locales/${lang}/${namespace}.json`];
      return chunk ? gzipOf(chunk.file) : 0;
    }),
  );
const shell = closure(['index.html', 'src/app/router-app.tsx', 'src/app/routes/protected-layout.tsx']);
const financingScreens = [
  ['Assets', 'src/app/routes/assets.tsx', ['financing', 'applications']],
  ['AddAsset and EditAsset', 'src/app/routes/asset-form.tsx', ['financing']],
  ['FinancingProgram', 'src/app/routes/financing.tsx', ['financing']],
  ['PaymentCalculator', 'src/app/routes/calculator.tsx', ['financing', 'options']],
  ['Certification, UploadFilesStep1', 'src/app/routes/uploads.tsx', ['uploads', 'financing']],
  // Step 2's drop zone is a chunk of its own (decision 038).
  ['UploadFilesStep2', 'src/app/routes/upload-file.tsx', ['uploads', 'financing']],
];
for (const [name, root, namespaces] of financingScreens) {
  if (!manifest[root]) {
    // A screen renamed or moved must not drop out of the check unseen.
    process.stdout.write(`  ${name}: ${root} is not in the build\n`);
    process.exitCode = 1;
    continue;
  }
  const own = [...closure([root])].filter((file) => file.endsWith('.js') && !shell.has(file));
  const size =
    own.reduce((sum, file) => sum + gzipOf(file), 0) + namespaces.reduce((s, n) => s + catalogOf(n), 0);
  process.stdout.write(
    `${(size / 1024).toFixed(1).padStart(7)} KB  ${name}: its ${own.length} chunks and catalogs (budget ${screenBudget / 1024} KB${size > screenBudget ? ': OVER' : ''})\n`,
  );
  if (size > screenBudget) process.exitCode = 1;
}
