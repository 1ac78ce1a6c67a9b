// ESLint rule: a web feature uses another only through that feature's public entry,
// `web/features/<name>/index.ts`. Features are composed by the route table (web/routes.ts);
// reaching into another feature's files ties the two together where nobody looks.
import path from 'node:path';

const WEB = path.resolve(import.meta.dirname, '..', 'web');
const FEATURES = path.join(WEB, 'features');

/** `{ feature, inside }` of a file under web/features, or null. `inside` is '' for the folder itself. */
function placeOf(file) {
  const rel = path.relative(FEATURES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [feature, ...rest] = rel.split(path.sep);
  return { feature, inside: rest.join('/') };
}

/** The absolute path an import names ('@/…' is web/), or null for a package. */
function target(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(WEB, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

const isPublicEntry = (inside) => inside === '' || /^index(\.tsx?)?$/.test(inside);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another web feature only from its index.ts, never from inside it.' },
    messages: {
      reachesIn:
        "'{{specifier}}' reaches inside the {{feature}} feature. Import it from '@/features/{{feature}}' (add it to that feature's index.ts), or move it to web/lib or web/components if both need it.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      if (!node || typeof node.value !== 'string') return;
      const resolved = target(context.filename, node.value);
      const to = resolved && placeOf(resolved);
      if (!to || to.feature === from.feature || isPublicEntry(to.inside)) return;
      context.report({ node, messageId: 'reachesIn', data: { specifier: node.value, feature: to.feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
