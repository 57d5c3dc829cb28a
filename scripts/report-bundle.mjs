// Prints the gzip size of the initial JS and of each lazy route chunk of the production build,
// from Vite's manifest (dist/ui/.vite/manifest.json). Fails when the initial JS or a route chunk exceeds its budget.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

// Budgets (gzip, KB; docs/performance.md, decision 0170): the initial JS (the entry and its static
// imports: React, react-router, Lingui, the shell and the first-paint services) and each lazy route
// chunk with the chunks only it loads beyond the initial ones. The build fails above either. Never
// raise them: make the code lazier or smaller. Initial JS was 204.6 KB on 2026-11-22, 182.9 KB on
// 2026-11-24, 122.9 KB on 2026-11-25 once the container, the HTTP gateways and the identity machines
// left the shell (decision 0170).
const BUDGET_INITIAL_KB = 130;
const BUDGET_ROUTE_KB = 30;
const dist = resolve(root, 'dist/ui');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(resolve(dist, file))).length / 1024;

// The storefront's entry is index.html's; the card frame's entry (decision 0460) is no part of it.
const entryKey = 'index.html';
const CARD_FRAME_ENTRY = 'src/card-frame/card-frame.entry.ts';
const initial = new Set();
const walk = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imp of chunk.imports ?? []) walk(imp);
};
walk(entryKey);
// The Intl warm-up worker (decision 0468) is loaded by every server-rendered page before it hydrates:
// it counts as initial JS, though it runs off the main thread.
walk('src/intl-warmup/intl-warmup.worker.ts');
const initialKb = [...initial].reduce((sum, f) => sum + gz(f), 0);

console.log('\nBundle sizes (gzip):');
console.log(`  initial JS (${initial.size} files)`.padEnd(64) + `${initialKb.toFixed(1)} KB`);
// The shell after the first paint: what every page loads once hydrated (the services' container, the
// identity machines with the account menu and the session layer, the modal host, the footer). A
// route chunk's figure leaves these out, as it leaves out the initial JS: it is what navigating to
// the route adds.
const AFTER_PAINT = ['src/di/browser-container.ts', 'src/app/session-layer.tsx', 'src/features/identity/account-menu.tsx', 'src/features/modals/modal-host.tsx', 'src/features/shell/footer.tsx'];
const afterPaint = new Set();
const walkAfter = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file) || afterPaint.has(chunk.file)) return;
  afterPaint.add(chunk.file);
  for (const imp of chunk.imports ?? []) walkAfter(imp);
};
AFTER_PAINT.forEach(walkAfter);
console.log(`  shell after first paint (${afterPaint.size} files, lazy)`.padEnd(64) + `${[...afterPaint].reduce((sum, f) => sum + gz(f), 0).toFixed(1)} KB`);
const routes = Object.entries(manifest)
  .filter(([key, c]) => c.isDynamicEntry && /features\//.test(key))
  .map(([key, c]) => {
    const own = [c.file, ...(c.imports ?? []).map((i) => manifest[i]?.file).filter((f) => f && !initial.has(f) && !afterPaint.has(f))];
    return [key.replace(/^src\//, ''), [...new Set(own)].reduce((s, f) => s + gz(f), 0)];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));
for (const [name, kb] of routes) console.log(`  route ${name}`.padEnd(64) + `${kb.toFixed(1)} KB`);
// The card frame page loads its entry and what it imports (static and dynamic: jsencrypt), nothing of
// the storefront; it is held to the route budget.
const frameFiles = new Set();
const walkFrame = (key) => {
  const chunk = manifest[key];
  if (!chunk || frameFiles.has(chunk.file)) return;
  frameFiles.add(chunk.file);
  for (const imp of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walkFrame(imp);
};
walkFrame(CARD_FRAME_ENTRY);
const frameKb = [...frameFiles].reduce((sum, f) => sum + gz(f), 0);
if (frameFiles.size > 0) {
  const name = `card frame page (${frameFiles.size} files, its own document)`;
  console.log(`  ${name}`.padEnd(64) + `${frameKb.toFixed(1)} KB`);
  routes.push([name, frameKb]);
}
const css = Object.values(manifest).flatMap((c) => c.css ?? []);
console.log(`  CSS (${new Set(css).size} files)`.padEnd(64) + `${[...new Set(css)].reduce((s, f) => s + gz(f), 0).toFixed(1)} KB`);
const failures = [];
if (initialKb > BUDGET_INITIAL_KB) failures.push(`Initial JS ${initialKb.toFixed(1)} KB is over the ${BUDGET_INITIAL_KB} KB budget.`);
for (const [name, kb] of routes) if (kb > BUDGET_ROUTE_KB) failures.push(`Route chunk ${name} ${kb.toFixed(1)} KB is over the ${BUDGET_ROUTE_KB} KB budget.`);
console.log(`  budgets: initial ${BUDGET_INITIAL_KB} KB, each route ${BUDGET_ROUTE_KB} KB`);
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
