// Import cycles in a graph of files or folders (node → the set of nodes it imports), for scripts/check-modules.mjs.

/** Strongly connected components with more than one node, or a node importing itself (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const indexes = new Map();
  const low = new Map();
  const components = [];
  const connect = (node) => {
    indexes.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (on.has(next)) {
        low.set(node, Math.min(low.get(node), indexes.get(next)));
      }
    }
    if (low.get(node) === indexes.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        on.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexes.has(node)) connect(node);
  return components.map((members) => ({ members, path: shortestLoop(graph, members) }));
}

/** One loop through a component, shortest from its first member (breadth first), for the report. */
function shortestLoop(graph, members) {
  const inside = new Set(members);
  const start = members[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return members;
}
