/**
 * Import circles in src (issue 29), as `madge --circular` counts them: every file's static relative
 * imports and re-exports, type-only ones included (a circle of types is still two modules that cannot
 * be understood, moved or tested apart); `import()` left out (a lazy import is loaded after both
 * modules have run). `--runtime-only` leaves type-only imports out, which shows the circles that can
 * see a half-initialised module. Prints each circle; `--check` exits 1 when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const withTypes = !process.argv.includes('--runtime-only');
const extensions = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : walk(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  const stripped = base.replace(/\.(js|mjs)$/, '');
  for (const ext of extensions) if (fs.existsSync(stripped + ext)) return stripped + ext;
  return null;
}

/** Static value imports and re-exports of a file's source. */
function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const found = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    if (match[2] && !withTypes) continue;
    const clause = match[3] ?? '';
    // `import { type A, type B } from` is type-only too
    const names = clause.match(/\{([^}]*)\}/);
    if (
      !withTypes &&
      names &&
      !/^\s*[\w$]+\s*,/.test(clause) &&
      names[1].split(',').every((n) => !n.trim() || /^\s*type\s/.test(n))
    )
      continue;
    const target = resolve(file, match[4]);
    if (target) found.push(target);
  }
  return found;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function importCircles(dir = path.join(root, 'src')) {
  const files = walk(dir);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  let index = 0;
  const stack = [];
  const meta = new Map();
  const circles = [];
  const visit = (file) => {
    meta.set(file, { index, low: index, onStack: true });
    index++;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!meta.has(next)) {
        visit(next);
        meta.get(file).low = Math.min(meta.get(file).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(file).low = Math.min(meta.get(file).low, meta.get(next).index);
      }
    }
    if (meta.get(file).low === meta.get(file).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(path.relative(root, member));
      } while (member !== file);
      if (component.length > 1 || graph.get(file).includes(file)) circles.push(component.sort());
    }
  };
  for (const file of files) if (!meta.has(file)) visit(file);
  return circles;
}

if (process.argv[1] === import.meta.filename) {
  const circles = importCircles();
  for (const circle of circles) console.log(`circle of ${circle.length}:\n  ${circle.join('\n  ')}`);
  console.log(`${circles.length} import circle(s) in src`);
  if (process.argv.includes('--check') && circles.length > 0) process.exit(1);
}
