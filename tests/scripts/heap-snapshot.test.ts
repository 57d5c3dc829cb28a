import { describe, expect, it } from 'vitest';
import { compareGroups, HeapGraph, type HeapSnapshotJson } from '../../scripts/heap-snapshot.js';

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic'];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

/** A node of the fixture: type, name, id, self size (bytes), and its edges as [edge type, name or index, target node index]. */
type FixtureNode = [type: string, name: string, id: number, bytes: number, edges: [string, string | number, number][]];

/** A .heapsnapshot in Chromium's layout (flat arrays described by `meta`) from a node list; node 0 is the root. */
function snapshot(nodes: FixtureNode[]): HeapSnapshotJson {
  const strings: string[] = [];
  const str = (s: string) => (strings.includes(s) ? strings.indexOf(s) : strings.push(s) - 1);
  const nodeFields = ['type', 'name', 'id', 'self_size', 'edge_count', 'trace_node_id', 'detachedness'];
  return {
    snapshot: { meta: { node_fields: nodeFields, node_types: [NODE_TYPES], edge_fields: ['type', 'name_or_index', 'to_node'], edge_types: [EDGE_TYPES] } },
    nodes: nodes.flatMap(([type, name, id, bytes, edges]) => [NODE_TYPES.indexOf(type), str(name), id, bytes, edges.length, 0, 0]),
    edges: nodes.flatMap(([, , , , edges]) =>
      edges.flatMap(([type, name, to]) => [EDGE_TYPES.indexOf(type), typeof name === 'number' ? name : str(name), to * nodeFields.length]),
    ),
    strings,
  };
}

// The root → Window → its data layer (an array of two entries) and a detached div; one object only weakly held.
const graph = new HeapGraph(
  snapshot([
    ['synthetic', '', 1, 0, [['element', 0, 1]]],
    ['object', 'Window', 3, 100, [['property', 'dataLayer', 2], ['weak', 'cache', 4], ['property', 'panel', 5], ['hidden', 7, 6]]],
    ['array', '', 5, 32, [['element', 0, 3], ['element', 1, 7]]],
    ['object', 'Object', 7, 40, []],
    ['object', 'Object', 9, 40, []],
    ['native', 'Detached HTMLDivElement @8812', 11, 60, []],
    ['string', 'hoodie', 13, 24, []],
    ['object', 'Object', 15, 48, []],
  ]),
);

describe('HeapGraph (heap snapshots for the soak, decision 0456)', () => {
  it('reads each node and groups objects and DOM nodes by name (without the snapshot-local "@id"), others by type', () => {
    expect(graph.count).toBe(8);
    expect([graph.type(1), graph.name(1), graph.id(1), graph.selfSize(1)]).toEqual(['object', 'Window', 3, 100]);
    expect([graph.group(1), graph.group(2), graph.group(5), graph.group(6)]).toEqual(['Window', '(array)', 'Detached HTMLDivElement', '(string)']);
    expect([...graph.edges(1)].map((e) => `${e.type}:${e.name}:${e.to}`)).toEqual(['property:dataLayer:2', 'weak:cache:4', 'property:panel:5', 'hidden:7:6']);
  });

  it('totals count and bytes per group, over the nodes asked for', () => {
    expect(graph.groupTotals().get('Object')).toEqual({ count: 3, bytes: 128 });
    expect(graph.groupTotals((node) => graph.id(node) > 7).get('Object')).toEqual({ count: 2, bytes: 88 });
    expect([...graph.ids()]).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
  });

  it('gives the shortest strong retainer path from the root, and none for an object only weak edges reach', () => {
    const parents = graph.parents();
    expect(graph.retainerPath(7, parents)).toBe('(synthetic)[0] → Window.dataLayer → (array)[1] → Object');
    expect(graph.retainerPath(6, parents)).toBe('(synthetic)[0] → Window{7} → (string)');
    expect(graph.retainerPath(7, parents, 1)).toBe('(array)[1] → Object');
    expect(graph.retainerPath(4, parents)).toBe('(unreachable)');
  });

  it('orders compared groups by bytes grown, new groups counting from zero', () => {
    const before = new Map([
      ['Object', { count: 2, bytes: 80 }],
      ['(code)', { count: 10, bytes: 1000 }],
      ['Gone', { count: 1, bytes: 500 }],
    ]);
    const after = new Map([
      ['Object', { count: 3, bytes: 128 }],
      ['(code)', { count: 12, bytes: 1900 }],
      ['New', { count: 1, bytes: 60 }],
    ]);
    expect(compareGroups(before, after).map((c) => [c.group, c.after.bytes - c.before.bytes])).toEqual([
      ['(code)', 900],
      ['New', 60],
      ['Object', 48],
      ['Gone', -500],
    ]);
  });
});
