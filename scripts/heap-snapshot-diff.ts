/**
 * `tsx scripts/heap-snapshot-diff.ts A.heapsnapshot B.heapsnapshot [C.heapsnapshot] [--top N]`:
 * what grew between heap snapshots of one page (e.g. `npm run soak -- --snapshots DIR`; decision
 * 0456). Prints the totals of each snapshot, the groups (constructors; see HeapGraph.group) whose
 * bytes grew most from the first to the last snapshot, and the objects allocated after the first
 * snapshot that are still alive in the last (with three snapshots: allocated between A and B and
 * still alive in C, the "three snapshot" technique), per group, with the shortest retainer paths of
 * a few of each of the largest groups. Node ids are stable within one page's session, so
 * "allocated after A" is "id not in A".
 */
import { readFileSync } from 'node:fs';
import { compareGroups, HeapGraph, type HeapSnapshotJson } from './heap-snapshot.js';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const files = args.filter((arg, i) => !arg.startsWith('--') && i !== topAt + 1);
if (files.length < 2 || files.length > 3 || !Number.isInteger(top) || top < 1) {
  console.error('usage: tsx scripts/heap-snapshot-diff.ts A.heapsnapshot B.heapsnapshot [C.heapsnapshot] [--top N]');
  process.exit(2);
}

const load = (file: string) => new HeapGraph(JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshotJson);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (n: number, unit: (v: number) => string) => `${n >= 0 ? '+' : '−'}${unit(Math.abs(n))}`;

const first = load(files[0]!);
const firstTotals = first.groupTotals();
const firstIds = first.ids();
const middleIds = files.length === 3 ? load(files[1]!).ids() : null;
const last = load(files[files.length - 1]!);
const lastTotals = last.groupTotals();

const sum = (totals: Map<string, { count: number; bytes: number }>) => [...totals.values()].reduce((a, t) => ({ count: a.count + t.count, bytes: a.bytes + t.bytes }), { count: 0, bytes: 0 });
const [a, b] = [sum(firstTotals), sum(lastTotals)];
console.log(`${files[0]}: ${a.count} nodes, ${kb(a.bytes)}`);
console.log(`${files[files.length - 1]}: ${b.count} nodes, ${kb(b.bytes)} (${signed(b.bytes - a.bytes, kb)})`);

/** Bytes per node type; CDP's JSHeapUsedSize (the soak's reading) is V8's heap: every type but 'native' (Blink's objects). */
const byType = (graph: HeapGraph) => {
  const types = new Map<string, number>();
  for (let node = 0; node < graph.count; node += 1) types.set(graph.type(node), (types.get(graph.type(node)) ?? 0) + graph.selfSize(node));
  return types;
};
const [typesA, typesB] = [byType(first), byType(last)];
const v8 = (types: Map<string, number>) => [...types].reduce((s, [type, bytes]) => (type === 'native' ? s : s + bytes), 0);
console.log(`V8 heap (all but native nodes): ${kb(v8(typesA))} → ${kb(v8(typesB))} (${signed(v8(typesB) - v8(typesA), kb)})`);
console.log(`per node type: ${[...typesB].map(([type, bytes]) => `${type} ${signed(bytes - (typesA.get(type) ?? 0), kb)}`).join(', ')}`);

console.log(`\nGroups that grew most (bytes), first → last:`);
for (const change of compareGroups(firstTotals, lastTotals).slice(0, top)) {
  const grew = change.after.bytes - change.before.bytes;
  if (grew <= 0) break;
  console.log(`  ${signed(grew, kb).padStart(11)}  ${String(change.before.count).padStart(7)} → ${String(change.after.count).padEnd(7)} ${change.group}`);
}

/** Nodes of the last snapshot allocated after the first one (and, with three, alive in the middle one). */
const survivor = (node: number) => !firstIds.has(last.id(node)) && (middleIds === null || middleIds.has(last.id(node)));
const survivors = compareGroups(new Map(), last.groupTotals(survivor));
const total = survivors.reduce((s, c) => ({ count: s.count + c.after.count, bytes: s.bytes + c.after.bytes }), { count: 0, bytes: 0 });
console.log(`\nAllocated after the first snapshot${middleIds ? ' and before the second' : ''}, alive in the last: ${total.count} nodes, ${kb(total.bytes)}`);
const parents = last.parents();
const samples = new Map<string, number[]>();
for (let node = 0; node < last.count; node += 1) {
  if (!survivor(node)) continue;
  const list = samples.get(last.group(node)) ?? [];
  if (list.length < 3) samples.set(last.group(node), [...list, node]);
}
survivors.slice(0, top).forEach((change, rank) => {
  console.log(`  ${kb(change.after.bytes).padStart(10)}  ${String(change.after.count).padStart(7)}  ${change.group}`);
  if (rank < 10) for (const node of samples.get(change.group) ?? []) console.log(`      ${last.retainerPath(node, parents)}`);
});
