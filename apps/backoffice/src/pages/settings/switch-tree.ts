import type { WhitelabelNode } from '@wps/contract';

/**
 * The whitelabel and menu trees as switches being edited: the saved trees stay as they came, the operator's changes
 * are kept apart by modId (the server switches a modId wherever it sits, in both trees), and only the flags that differ
 * from the saved state are sent.
 */
export type Flags = Record<string, boolean>;

/** A node's own switch as shown: the operator's change, else as saved. */
export const isOn = (node: WhitelabelNode, edits: Flags): boolean => edits[node.modId] ?? node.enabled === '1';

function visit(nodes: readonly WhitelabelNode[], fn: (n: WhitelabelNode) => void): void {
  for (const n of nodes) {
    fn(n);
    visit(n.childrenNodes, fn);
  }
}

/**
 * The flags to send: each changed modId whose new value differs from a saved node of that id (a change switched back
 * is left out). Sending it sets every node of that modId, so one differing node is enough.
 */
export function changedFlags(trees: readonly (readonly WhitelabelNode[])[], edits: Flags): Flags {
  const out: Flags = {};
  for (const tree of trees) {
    visit(tree, (n) => {
      const want = edits[n.modId];
      if (want !== undefined && (n.enabled === '1') !== want) out[n.modId] = want;
    });
  }
  return out;
}

/** The changes with one switch set: a value equal to every saved node of that modId drops out of the changes. */
export function setFlag(trees: readonly (readonly WhitelabelNode[])[], edits: Flags, modId: string, on: boolean): Flags {
  const next = { ...edits, [modId]: on };
  return Object.hasOwn(changedFlags(trees, { [modId]: on }), modId) ? next : withoutKey(next, modId);
}

function withoutKey(flags: Flags, key: string): Flags {
  const { [key]: _drop, ...rest } = flags;
  return rest;
}

/**
 * The part of a tree a search shows: a node whose text matches with its whole subtree, and the ancestors leading to a
 * deeper match (with only the matching branches). An empty query keeps the tree.
 */
export function filterTree(nodes: readonly WhitelabelNode[], matches: (n: WhitelabelNode) => boolean): WhitelabelNode[] {
  const out: WhitelabelNode[] = [];
  for (const n of nodes) {
    if (matches(n)) {
      out.push(n);
      continue;
    }
    const children = filterTree(n.childrenNodes, matches);
    if (children.length > 0) out.push({ ...n, childrenNodes: children });
  }
  return out;
}

/** The case-insensitive search of a node: its modId or any of its texts (label, description). */
export function textMatcher(query: string, texts: (modId: string) => readonly string[]): (n: WhitelabelNode) => boolean {
  const q = query.trim().toLowerCase();
  if (!q) return () => true;
  return (n) => [n.modId, ...texts(n.modId)].some((t) => t.toLowerCase().includes(q));
}

/** Every node's key (its position, `0-2-1`) in the tree, for expanding all; modIds may repeat, positions do not. */
export function nodeKeys(nodes: readonly WhitelabelNode[], prefix = ''): string[] {
  return nodes.flatMap((n, i) => {
    const key = prefix ? `${prefix}-${i}` : String(i);
    return [key, ...nodeKeys(n.childrenNodes, key)];
  });
}

/** How many switches a tree holds. */
export function countNodes(nodes: readonly WhitelabelNode[]): number {
  let count = 0;
  visit(nodes, () => count++);
  return count;
}
