/**
 * Rollup's manualChunks for the web app's build (vite.config.ts, issue 9): the library modules the
 * pages load on demand go into a few chunks by library (Mantine, icons) instead of one chunk per
 * component, hook or icon. /Services loaded some seventy files, most under 1 KB, each a request and a
 * <link rel="modulepreload"> the router adds (one long task) before the page can render.
 *
 * The modules the entry script uses are named for the entry chunk: Rollup moves a grouped module's
 * dependencies into its group unless they belong to a chunk of their own, which would take React and
 * Mantine's core out of the entry. Finding exactly those modules needs care, because libraries are
 * imported through barrels (@mantine/core's index re-exports all of Mantine): through a barrel only
 * the modules of the names imported are followed. Were a module missed or one too many taken, the
 * build would still work; the first-load budget (scripts/test.mjs) tells.
 */
import path from 'node:path';
import type { ManualChunkMeta } from 'rollup';

/** Mantine and the packages it depends on: in chunks of their own they would import each other. */
const MANTINE_PACKAGES = [
  '@mantine/core',
  '@mantine/hooks',
  '@floating-ui/[^/]+',
  'tabbable',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'detect-node-es',
  'get-nonce',
  'tslib',
  'react-number-format',
  'react-textarea-autosize',
  'use-composed-ref',
  'use-latest',
  'use-isomorphic-layout-effect',
  '@babel/runtime',
];

/**
 * The small widgets the pages share (src/web/components/widgets/, each well under 1 KB): one chunk for
 * all of them, or each would be a chunk of its own and a name in the entry's table of what every page
 * preloads, which the first-load budget pays for (issue 29's shared pieces added 18 of them, 500
 * bytes). By folder, so that a new widget joins the chunk where it is put; a larger component, or one
 * with a library of its own, goes beside the folder, not in it.
 */
const SHARED_WIDGETS = /\/src\/web\/components\/widgets\/[^/]+\.tsx?$/;

const GROUPS: Array<[RegExp, string]> = [
  [SHARED_WIDGETS, 'widgets'],
  [/\/node_modules\/@tabler\/icons-react\//, 'icons'],
  [new RegExp(`/node_modules/(${MANTINE_PACKAGES.join('|')})/`), 'mantine'],
];

type GetModuleInfo = ManualChunkMeta['getModuleInfo'];
/** An imported binding: the specifier it comes from and its name there ('*' for all of it). */
interface Binding {
  specifier: string;
  name: string;
}

/** `a as b, c` → [[a, b], [c, c]] (type-only names left out). */
function bindings(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((binding) => binding.trim())
    .filter((binding) => binding && !binding.startsWith('type '))
    .map((binding) => {
      const [name, alias] = binding.split(/\s+as\s+/);
      return [name!.trim(), (alias ?? name)!.trim()];
    });
}

/** The import and export statements of a module's code, and whether that is all there is. */
function statements(code: string) {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imports = new Map<string, Binding>(); // local name → binding
  const imported: Binding[] = []; // every binding imported or re-exported, by where it comes from
  const exports = new Map<string, Binding | string>(); // exported name → binding, or a local name
  const stars: string[] = [];
  const from = String.raw`\s*from\s*['"]([^'"]+)['"]\s*;?`;
  const patterns: Array<[RegExp, (match: RegExpMatchArray) => void]> = [
    [
      new RegExp(String.raw`import\s*\{([^}]*)\}${from}`, 'g'),
      ([, list, specifier]) => {
        for (const [name, local] of bindings(list!)) imports.set(local, { specifier: specifier!, name });
      },
    ],
    [
      new RegExp(String.raw`import\s*\*\s*as\s+([\w$]+)${from}`, 'g'),
      ([, local, specifier]) => {
        imports.set(local!, { specifier: specifier!, name: '*' });
      },
    ],
    [
      new RegExp(String.raw`import\s+([\w$]+)\s*(?:,\s*\{([^}]*)\})?${from}`, 'g'),
      ([, local, list, specifier]) => {
        imports.set(local!, { specifier: specifier!, name: 'default' });
        for (const [name, alias] of bindings(list ?? '')) imports.set(alias, { specifier: specifier!, name });
      },
    ],
    [
      new RegExp(String.raw`import\s*['"]([^'"]+)['"]\s*;?`, 'g'),
      ([, specifier]) => {
        imported.push({ specifier: specifier!, name: '*' });
      },
    ],
    [
      new RegExp(String.raw`export\s*\{([^}]*)\}${from}`, 'g'),
      ([, list, specifier]) => {
        for (const [name, alias] of bindings(list!)) exports.set(alias, { specifier: specifier!, name });
      },
    ],
    [
      new RegExp(String.raw`export\s*\*\s*from\s*['"]([^'"]+)['"]\s*;?`, 'g'),
      ([, specifier]) => {
        stars.push(specifier!);
      },
    ],
    [
      /export\s*\{([^}]*)\}\s*;?/g,
      ([, list]) => {
        for (const [local, name] of bindings(list!)) exports.set(name, local);
      },
    ],
  ];
  let rest = source;
  for (const [pattern, take] of patterns) {
    for (const match of rest.matchAll(pattern)) take(match);
    rest = rest.replace(pattern, '');
  }
  imported.push(...imports.values());
  for (const target of exports.values()) if (typeof target !== 'string') imported.push(target);
  for (const specifier of stars) imported.push({ specifier, name: '*' });
  return { imports, imported, exports, stars, barrel: rest.trim() === '' };
}

/** The module a specifier of `from` names, among the modules it imports. */
function resolve(getModuleInfo: GetModuleInfo, from: string, specifier: string): string | undefined {
  const candidates = getModuleInfo(from)?.importedIds ?? [];
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(from), specifier);
    return candidates.find(
      (id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`),
    );
  }
  const packagePath = new RegExp(
    `/node_modules/${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|\\.|$)`,
  );
  return candidates.find((id) => packagePath.test(id));
}

/** Every module the entry scripts use, following barrels by the names taken from them. */
function entryModules({ getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
  const parsed = new Map<string, ReturnType<typeof statements> | null>();
  const parse = (id: string) => {
    if (!parsed.has(id)) {
      const code = getModuleInfo(id)?.code;
      parsed.set(id, code == null ? null : statements(code));
    }
    return parsed.get(id)!;
  };
  const used = new Set<string>();
  const namesTaken = new Map<string, Set<string>>(); // barrel → names already followed
  const queue: Array<[string, string]> = [...getModuleIds()]
    .filter((id) => getModuleInfo(id)?.isEntry)
    .map((id) => [id, '*']);

  /** Takes `name` of module `id` ('*': all of it). */
  function take(id: string, name: string) {
    const module = parse(id);
    if (!module?.barrel || name === '*') {
      if (used.has(id)) return;
      used.add(id);
      if (!module) {
        for (const imported of getModuleInfo(id)?.importedIds ?? []) queue.push([imported, '*']);
        return;
      }
      // its own imports, by name; what it imports without a statement found here, whole
      const reached = new Set<string>();
      for (const binding of module.imported) {
        const target = resolve(getModuleInfo, id, binding.specifier);
        if (target) {
          reached.add(target);
          queue.push([target, binding.name === 'default' && !parse(target)?.barrel ? '*' : binding.name]);
        }
      }
      for (const imported of getModuleInfo(id)?.importedIds ?? []) {
        if (!reached.has(imported)) queue.push([imported, '*']);
      }
      return;
    }
    // a barrel: only the module the name comes from
    const taken = namesTaken.get(id) ?? new Set<string>();
    namesTaken.set(id, taken);
    if (taken.has(name)) return;
    taken.add(name);
    // the barrel itself stays out of the entry's modules: one imported on demand (import('x')) makes
    // its chunk build the module's namespace, which would import every module it names
    const target = module.exports.get(name);
    const binding = typeof target === 'string' ? module.imports.get(target) : target;
    const targets = binding ? [binding] : module.stars.map((specifier) => ({ specifier, name }));
    if (targets.length === 0) return take(id, '*'); // a name it does not list: all of it
    for (const { specifier, name: sourceName } of targets) {
      const resolved = resolve(getModuleInfo, id, specifier);
      if (!resolved) return take(id, '*');
      queue.push([resolved, sourceName]);
    }
  }

  for (let next = queue.pop(); next; next = queue.pop()) take(...next);
  return used;
}

/** The chunk of a library module the entry does not use: its group, else one per package. */
function libraryChunk(id: string): string | undefined {
  const group = GROUPS.find(([pattern]) => pattern.test(id))?.[1];
  if (group) return group;
  const packageName = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  return packageName && `lib-${packageName.replace('@', '').replace('/', '-')}`;
}

/**
 * A manualChunks function with its own memory of the build's entry modules, which it names for
 * `entryChunk` (the entry's own chunk name, "index"). Every other library module is named too (its
 * group or its package): left unnamed, one a barrel re-exports would follow the barrel into the entry.
 */
export function lazyLibraryChunks(entryChunk: string) {
  let used: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    used ??= entryModules(meta);
    return used.has(id) ? entryChunk : libraryChunk(id);
  };
}
