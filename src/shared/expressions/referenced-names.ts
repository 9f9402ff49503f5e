import type jsonata from 'jsonata';

/**
 * Field names an expression reads from the input document: the first step of every path. Answers are the
 * input document, keyed by question code, so these are the question codes the expression reads. Later
 * steps (`a.b`) and filters (`a[b > 1]`) name fields of an answer relative to it, not question codes.
 */
export function referencedNames(node: jsonata.ExprNode | undefined, names = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return names;
  if (node.type === 'name') {
    if (typeof node.value === 'string') names.add(node.value);
    return names;
  }
  // The typings omit 'path' nodes, which the parser does produce.
  if ((node.type as string) === 'path') return referencedNames(node.steps?.[0], names);
  for (const [key, child] of Object.entries(node)) {
    // 'value' holds literals (a regular expression is an object too), never sub-expressions.
    if (key === 'value') continue;
    if (Array.isArray(child))
      for (const item of child.flat()) referencedNames(item as jsonata.ExprNode, names);
    else if (child && typeof child === 'object') referencedNames(child as jsonata.ExprNode, names);
  }
  return names;
}
