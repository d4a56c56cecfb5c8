// A local ESLint rule for the web layers: app/ composes features; features take ports and the
// session from services/ and reach another feature only through its index.ts; ui/ and services/
// sit below the features.
/**
 * The web boundaries rule of ARCHITECTURE.md (Web). Each relative import
 * in packages/web/src is resolved against the importing file, then judged by the two folders' layers.
 */
export function webBoundariesRule() {
  const WEB_SRC = '/packages/web/src/';
  /** The import resolved to a path inside src (segments), or null when it leaves src or is a package. */
  const resolveInSrc = (fromSegments, specifier) => {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
    const segments = fromSegments.slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') {
        if (segments.length === 0) return null;
        segments.pop();
      } else if (part !== '.' && part !== '') segments.push(part);
    }
    return segments;
  };
  const isIndex = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
  /** Why importing `to` from `from` breaks a boundary, or null when it does not. */
  const breach = (from, to) => {
    const [fromLayer, fromFeature] = from;
    const [toLayer, toFeature, ...rest] = to;
    if (fromLayer === 'features') {
      if (toLayer === 'app')
        return 'Features never import src/app: take ports and the session from src/services.';
      if (toLayer === 'features' && toFeature !== fromFeature && !isIndex(rest))
        return `A feature imports another only through its index.ts: import features/${toFeature} itself (export what you need there).`;
    }
    if ((fromLayer === 'ui' || fromLayer === 'services') && (toLayer === 'features' || toLayer === 'app'))
      return `src/${fromLayer} sits below the features: it never imports src/${toLayer}.`;
    if (fromLayer === 'ui' && toLayer === 'services')
      return 'src/ui is presentational only: it takes data as props, never ports from src/services.';
    return null;
  };
  return {
    meta: { type: 'problem', docs: { description: 'The web layers of ARCHITECTURE.md' }, schema: [] },
    create(context) {
      const file = context.filename.replaceAll('\\', '/');
      const at = file.lastIndexOf(WEB_SRC);
      if (at < 0) return {};
      const from = file.slice(at + WEB_SRC.length).split('/');
      const check = (source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const to = resolveInSrc(from, source.value);
        const message = to && breach(from, to);
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
