/**
 * The layers rule (issue 29): imports run one way.
 *
 *   src/domain  <-  src/server
 *   src/domain  <-  src/web/lib  <-  src/web/components  <-  src/web/features  <-  src/web/app
 *
 * - the server never imports the web app (what both need, such as the route table, is in src/domain);
 * - nothing below the app's top (`src/web/app`: router, providers, layout) imports it;
 * - `src/web/lib` (what every feature shares: API client, session, server messages) imports no feature;
 * - a feature imports another feature only through what that feature exports on purpose, its
 *   `index.ts` (a test may reach further: it checks how features work together).
 *
 * Paths are resolved against the importing file, so `../services` from one feature and `../hooks`
 * inside another are told apart, which a pattern over the import string cannot do.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** `src/web/features/services/api/x` -> ['src', 'web', 'features', 'services', 'api', 'x'] */
function parts(file) {
  return path.relative(root, file).split(path.sep);
}

function problem(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const from = parts(fromFile);
  const to = parts(path.resolve(path.dirname(fromFile), spec));
  const under = (p, ...prefix) => prefix.every((segment, i) => p[i] === segment);
  if (under(from, 'src', 'server') && under(to, 'src', 'web')) {
    return 'the server never imports the web app; put what both need in src/domain';
  }
  if (under(from, 'src', 'web') && !under(from, 'src', 'web', 'app') && under(to, 'src', 'web', 'app')) {
    const top = ['main.tsx', 'prerender.tsx', 'prerender.test.tsx'];
    if (from.length === 3 && top.includes(from[2])) return null;
    return "only the app's top imports src/web/app; shared code belongs in src/web/lib";
  }
  if (under(from, 'src', 'web', 'lib') && under(to, 'src', 'web', 'features')) {
    return 'src/web/lib is below the features and imports none of them';
  }
  if (under(from, 'src', 'web', 'features') && under(to, 'src', 'web', 'features') && from[3] !== to[3]) {
    const throughIndex = to.length === 4 || (to.length === 5 && to[4] === 'index');
    if (!throughIndex && !/\.test\.tsx?$/.test(from.at(-1))) {
      return `import the feature "${to[3]}" through its index (src/web/features/${to[3]}/index.ts)`;
    }
  }
  return null;
}

const layers = {
  meta: { type: 'problem', schema: [], docs: { description: 'imports run one way between the layers' } },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const message = problem(context.filename, node.source.value);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers } };
