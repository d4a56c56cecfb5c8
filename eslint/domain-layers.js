// A local ESLint rule that keeps the domain's bounded contexts a directed acyclic graph.
// The contexts are given as layers, lowest first; a file of packages/domain/src/<a>/ may import (or
// re-export) only from its own context and the contexts listed below <a>. Any import that points
// sideways or up is refused, so no folder-level cycle can be written. A folder that is not in the
// list is refused too: a new context must first be given its place.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const outside = (path) => path === '' || path.startsWith('..') || isAbsolute(path);

/** packages/domain/src/leads/lead.schema.ts → 'leads'; a file directly in the root → undefined. */
function contextOf(root, file) {
  const path = relative(root, file);
  if (outside(path)) return undefined;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

export const domainLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Domain contexts import only the contexts below them (no cycles).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "Domain context '{{from}}' may import only contexts below it; '{{to}}' is not below it (layers, lowest first: {{layers}}). Move the piece both need down to the lower context.",
      unknown:
        "'{{context}}' is not in the domain's layer list (eslint.config.js, domainLayers): give the new context its place.",
      barrel: "Domain context '{{from}}' imports the package's root barrel; import the file it needs.",
    },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const rootPath = resolve(context.cwd, root);
    const file = context.filename;
    const from = contextOf(rootPath, file);
    if (from === undefined) return {};
    const rank = new Map(layers.map((name, index) => [name, index]));
    const layerList = layers.join(' < ');

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return; // packages (zod, xstate) are not contexts
      const target = resolve(dirname(file), source.value);
      const path = relative(rootPath, target);
      if (outside(path)) return;
      const to = contextOf(rootPath, target);
      if (to === from) return;
      if (to === undefined) {
        context.report({ node: source, messageId: 'barrel', data: { from } });
      } else if (!rank.has(to)) {
        context.report({ node: source, messageId: 'unknown', data: { context: to } });
      } else if (!rank.has(from)) {
        context.report({ node: source, messageId: 'unknown', data: { context: from } });
      } else if (rank.get(to) >= rank.get(from)) {
        context.report({ node: source, messageId: 'upward', data: { from, to, layers: layerList } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const torquePlugin = { rules: { 'domain-layers': domainLayersRule } };
