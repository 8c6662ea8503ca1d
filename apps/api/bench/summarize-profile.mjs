// Summarises a .cpuprofile: self time by function and inclusive time by package (decision 024).
// Usage: node apps/api/bench/summarize-profile.mjs <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++)
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (frame) => {
  const url = frame.url ?? '';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/apps/api/src/')) return `api:${url.split('/apps/api/src/')[1]}`;
  if (url.includes('/packages/')) return `pkg:${url.split('/packages/')[1].split('/')[0]}`;
  if (url.startsWith('node:') || url === '') return frame.functionName ? `(node) ${url}` : '(native/gc)';
  return url;
};
const fnKey = (n) => `${n.callFrame.functionName || '(anonymous)'}  ${where(n.callFrame)}`;

const selfByFn = new Map();
for (const [id, t] of self) {
  const key = fnKey(byId.get(id));
  selfByFn.set(key, (selfByFn.get(key) ?? 0) + t);
}
// Inclusive by package: a sample counts once for each package on its stack.
const incl = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const pkg = where(byId.get(cur).callFrame).replace(/^api:.*/, 'api (own code)');
    if (!seen.has(pkg)) {
      seen.add(pkg);
      incl.set(pkg, (incl.get(pkg) ?? 0) + t);
    }
  }
}
const pct = (t) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`total ${(total / 1000).toFixed(0)} ms sampled\n\nself time by function:`);
for (const [k, t] of [...selfByFn].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(t)}  ${k}`);
console.log('\ninclusive time by package:');
for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`);
