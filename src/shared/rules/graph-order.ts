/** Outgoing edges of a node in a graph of nodes numbered 0..count-1. */
export type Successors = (node: number) => readonly number[];

/**
 * Strongly connected components (Tarjan's algorithm, iterative so long rule chains cannot overflow
 * the stack). Returns the component number of every node; a cycle is a component with more than one
 * node, or a node with an edge to itself.
 */
export function componentsOf(count: number, next: Successors): Int32Array {
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const component = new Int32Array(count).fill(-1);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  let counter = 0;
  let components = 0;
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    // Each frame is a node and the position of the next edge to look at.
    const frames: [number, number][] = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const [node, edge] = frame;
      const edges = next(node);
      if (edge < edges.length) {
        frame[1] = edge + 1;
        const target = edges[edge]!;
        if (index[target] === -1) {
          index[target] = low[target] = counter++;
          stack.push(target);
          onStack[target] = 1;
          frames.push([target, 0]);
        } else if (onStack[target]) {
          low[node] = Math.min(low[node]!, index[target]!);
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]]!, low[node]!);
      if (low[node] === index[node]) {
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = 0;
          component[member] = components;
        } while (member !== node);
        components++;
      }
    }
  }
  return component;
}

/** Nodes in an order where every node comes after the nodes with edges into it (the graph must be acyclic). */
export function topologicalOrder(count: number, next: Successors): number[] {
  const incoming = new Int32Array(count);
  for (let node = 0; node < count; node++)
    for (const target of next(node)) incoming[target] = incoming[target]! + 1;
  const order: number[] = [];
  for (let node = 0; node < count; node++) if (incoming[node] === 0) order.push(node);
  for (let position = 0; position < order.length; position++) {
    for (const target of next(order[position]!)) {
      incoming[target] = incoming[target]! - 1;
      if (incoming[target] === 0) order.push(target);
    }
  }
  return order;
}
