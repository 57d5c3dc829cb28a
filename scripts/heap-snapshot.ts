/**
 * Reading Chromium heap snapshots (the .heapsnapshot JSON of CDP HeapProfiler.takeHeapSnapshot,
 * which DevTools' Memory panel loads): nodes grouped by constructor, groups compared between
 * snapshots, and the shortest retainer path of a node. Used by scripts/heap-snapshot-diff.ts to find
 * what grows over the soak's navigations (docs/performance.md "Soak"; decision 0456).
 */

/** The parts of a .heapsnapshot file this reader uses (its `snapshot.meta` describes the flat arrays). */
export interface HeapSnapshotJson {
  readonly snapshot: {
    readonly meta: {
      readonly node_fields: readonly string[];
      readonly node_types: readonly [readonly string[], ...unknown[]];
      readonly edge_fields: readonly string[];
      readonly edge_types: readonly [readonly string[], ...unknown[]];
    };
  };
  readonly nodes: readonly number[];
  readonly edges: readonly number[];
  readonly strings: readonly string[];
}

/** One group's figures: how many nodes and their self sizes (bytes). */
export interface GroupTotal {
  readonly count: number;
  readonly bytes: number;
}

/** One group compared between two snapshots: figures before and after (missing groups count 0). */
export interface GroupChange {
  readonly group: string;
  readonly before: GroupTotal;
  readonly after: GroupTotal;
}

/** Node types whose nodes are grouped by their name (the constructor, or the DOM class for native nodes). */
const NAMED_TYPES = new Set(['object', 'native']);

/**
 * A parsed heap snapshot: the nodes (by index 0..count-1; index 0 is the synthetic root) and their
 * outgoing edges. Throws when the file lacks the fields it reads.
 */
export class HeapGraph {
  readonly count: number;
  private readonly nodeWidth: number;
  private readonly edgeWidth: number;
  private readonly field: { type: number; name: number; id: number; selfSize: number; edgeCount: number };
  private readonly edgeField: { type: number; nameOrIndex: number; toNode: number };
  private readonly firstEdge: Uint32Array;

  constructor(private readonly json: HeapSnapshotJson) {
    const { node_fields: nodeFields, edge_fields: edgeFields } = json.snapshot.meta;
    const at = (fields: readonly string[], name: string) => {
      const i = fields.indexOf(name);
      if (i < 0) throw new Error(`heap snapshot without the ${name} field`);
      return i;
    };
    this.nodeWidth = nodeFields.length;
    this.edgeWidth = edgeFields.length;
    this.field = { type: at(nodeFields, 'type'), name: at(nodeFields, 'name'), id: at(nodeFields, 'id'), selfSize: at(nodeFields, 'self_size'), edgeCount: at(nodeFields, 'edge_count') };
    this.edgeField = { type: at(edgeFields, 'type'), nameOrIndex: at(edgeFields, 'name_or_index'), toNode: at(edgeFields, 'to_node') };
    this.count = json.nodes.length / this.nodeWidth;
    this.firstEdge = new Uint32Array(this.count + 1);
    for (let i = 0; i < this.count; i += 1) this.firstEdge[i + 1] = this.firstEdge[i]! + json.nodes[i * this.nodeWidth + this.field.edgeCount]!;
  }

  /** The node's type ('object', 'native', 'string', 'code', 'closure', 'hidden', ...). */
  type(node: number): string {
    return this.json.snapshot.meta.node_types[0][this.json.nodes[node * this.nodeWidth + this.field.type]!] ?? '?';
  }

  /** The node's name (constructor, DOM class, string value, function name, ...). */
  name(node: number): string {
    return this.json.strings[this.json.nodes[node * this.nodeWidth + this.field.name]!] ?? '';
  }

  /** The node's id, stable across the snapshots of one page (ids grow with allocation). */
  id(node: number): number {
    return this.json.nodes[node * this.nodeWidth + this.field.id]!;
  }

  /** The node's own size (bytes). */
  selfSize(node: number): number {
    return this.json.nodes[node * this.nodeWidth + this.field.selfSize]!;
  }

  /**
   * The node's group: its name for objects and native (DOM) nodes ("Object", "HTMLImageElement",
   * "Detached HTMLDivElement", without a trailing " @id"), else its type in parentheses ("(string)", "(code)", "(closure)").
   */
  group(node: number): string {
    const type = this.type(node);
    // V8 names some nodes after an id of the snapshot ("system / Context / scope @81357"), which differs between snapshots.
    return NAMED_TYPES.has(type) ? this.name(node).replace(/ @\d+$/, '') || `(${type})` : `(${type})`;
  }

  /** The node's outgoing edges: type ('property', 'element', 'internal', 'weak', ...), name (property name or element index) and target node. */
  *edges(node: number): Generator<{ readonly type: string; readonly name: string; readonly to: number }> {
    const { edges, strings } = this.json;
    const types = this.json.snapshot.meta.edge_types[0];
    for (let e = this.firstEdge[node]!; e < this.firstEdge[node + 1]!; e += 1) {
      const base = e * this.edgeWidth;
      const type = types[edges[base + this.edgeField.type]!] ?? '?';
      const raw = edges[base + this.edgeField.nameOrIndex]!;
      const name = type === 'element' || type === 'hidden' ? String(raw) : (strings[raw] ?? String(raw));
      yield { type, name, to: edges[base + this.edgeField.toNode]! / this.nodeWidth };
    }
  }

  /** Count and bytes per group over the nodes `include` accepts (all by default). */
  groupTotals(include: (node: number) => boolean = () => true): Map<string, GroupTotal> {
    const totals = new Map<string, GroupTotal>();
    for (let node = 0; node < this.count; node += 1) {
      if (!include(node)) continue;
      const group = this.group(node);
      const total = totals.get(group) ?? { count: 0, bytes: 0 };
      totals.set(group, { count: total.count + 1, bytes: total.bytes + this.selfSize(node) });
    }
    return totals;
  }

  /** The set of node ids in this snapshot. */
  ids(): Set<number> {
    const ids = new Set<number>();
    for (let node = 0; node < this.count; node += 1) ids.add(this.id(node));
    return ids;
  }

  /**
   * The shortest retainer path from the root to each node, as each node's parent edge (breadth
   * first over strong edges: weak edges do not retain). Nodes the walk does not reach have none.
   */
  parents(): { readonly from: Int32Array; readonly edge: string[] } {
    const from = new Int32Array(this.count).fill(-1);
    const edge: string[] = new Array<string>(this.count);
    from[0] = 0;
    let frontier = [0];
    while (frontier.length > 0) {
      const next: number[] = [];
      for (const node of frontier) {
        for (const e of this.edges(node)) {
          if (e.type === 'weak' || from[e.to] !== -1) continue;
          from[e.to] = node;
          edge[e.to] = e.type === 'element' ? `[${e.name}]` : e.type === 'hidden' || e.type === 'internal' ? `{${e.name}}` : `.${e.name}`;
          next.push(e.to);
        }
      }
      frontier = next;
    }
    return { from, edge };
  }

  /**
   * The retainer path of `node` as text, root first ("Window.dataLayer[12] → Object"), from
   * {@link parents}'s result; at most `limit` steps (the ones nearest the node). "(unreachable)"
   * when the walk did not reach it.
   */
  retainerPath(node: number, parents: ReturnType<HeapGraph['parents']>, limit = 12): string {
    if (parents.from[node] === -1) return '(unreachable)';
    const steps: string[] = [];
    for (let at = node; at !== 0 && steps.length < limit; at = parents.from[at]!) steps.unshift(`${this.group(parents.from[at]!)}${parents.edge[at]}`);
    return `${steps.join(' → ')} → ${this.group(node)}`;
  }
}

/** Groups compared between two totals, the largest byte growth first (shrinking groups last). */
export function compareGroups(before: ReadonlyMap<string, GroupTotal>, after: ReadonlyMap<string, GroupTotal>): GroupChange[] {
  const none: GroupTotal = { count: 0, bytes: 0 };
  const groups = new Set([...before.keys(), ...after.keys()]);
  return [...groups]
    .map((group) => ({ group, before: before.get(group) ?? none, after: after.get(group) ?? none }))
    .sort((a, b) => b.after.bytes - b.before.bytes - (a.after.bytes - a.before.bytes) || a.group.localeCompare(b.group));
}
