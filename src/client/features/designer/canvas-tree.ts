import { useState } from 'react';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { isContainerType } from '../../../shared/elements/element-lookup.ts';

// The canvas's nesting, shared between renders: a container's node keeps its identity while nothing inside
// it changed, so a memoised card skips rendering. Typing in one label then renders that card and the
// containers above it, not the whole canvas of a long form.

export interface CanvasNode {
  /** The container's direct children, in display order. */
  children: readonly FormElement[];
  /** Their guids, for the container's sortable list. */
  ids: readonly string[];
  /** The node of each child that is a container (undefined for the others). */
  nested: readonly (CanvasNode | undefined)[];
  /** Every guid inside the container, at any depth. */
  inside: ReadonlySet<string>;
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Builds the nodes of the containers in `components`, reusing each node from `previous` that is unchanged. */
export function canvasNodes(
  components: readonly FormElement[],
  previous: ReadonlyMap<string, CanvasNode>,
): Map<string, CanvasNode> {
  const byParent = new Map<string | null, FormElement[]>();
  for (const element of components) {
    const parent = element.parentGuid ?? null;
    const list = byParent.get(parent);
    if (list) list.push(element);
    else byParent.set(parent, [element]);
  }
  const nodes = new Map<string, CanvasNode>();
  // Depth guards against a stored form whose parents loop.
  const nodeOf = (guid: string, depth: number): CanvasNode => {
    const known = nodes.get(guid);
    if (known) return known;
    const children = byParent.get(guid) ?? [];
    const nested = children.map((child) =>
      isContainerType(child.type) && depth < components.length ? nodeOf(child.guid, depth + 1) : undefined,
    );
    const before = previous.get(guid);
    let node: CanvasNode;
    if (before && sameItems(before.children, children) && sameItems(before.nested, nested)) node = before;
    else {
      const inside = new Set<string>();
      children.forEach((child, index) => {
        inside.add(child.guid);
        nested[index]?.inside.forEach((guid) => inside.add(guid));
      });
      // The ids keep their identity while the order is the same: a new list would renew the sortable
      // context and render every card of the container again when one of them changed.
      const ids = children.map((child) => child.guid);
      node = { children, ids: before && sameItems(before.ids, ids) ? before.ids : ids, nested, inside };
    }
    nodes.set(guid, node);
    return node;
  };
  for (const element of components) if (isContainerType(element.type)) nodeOf(element.guid, 0);
  return nodes;
}

/** Remembers the last build, so the next one reuses its unchanged nodes. */
class CanvasNodeCache {
  private components: readonly FormElement[] | null = null;
  private nodes = new Map<string, CanvasNode>();

  nodesOf(components: readonly FormElement[]): ReadonlyMap<string, CanvasNode> {
    if (this.components !== components) {
      this.nodes = canvasNodes(components, this.nodes);
      this.components = components;
    }
    return this.nodes;
  }
}

/** The canvas's container nodes for `components`, sharing unchanged nodes with the previous render's. */
export function useCanvasNodes(components: readonly FormElement[]): ReadonlyMap<string, CanvasNode> {
  const [cache] = useState(() => new CanvasNodeCache());
  return cache.nodesOf(components);
}
