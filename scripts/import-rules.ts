// The layering rules of src/, checked over the import graph (run by `npm run lint`):
// - client primitives (components/) know no feature and no shell;
// - server modules never load the seed (test data, its default password and hash cache);
// - src/shared runs on both sides, so it imports only itself (and packages);
// - client feature folders, and server module folders, import each other without cycles, so
//   what several of them share has a home of its own (see docs/decisions/0070-client-structure.md);
// - client features never import app/ (the shells and the router compose them);
// - comments cite only files in the repository (comment-rules.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { commentProblems } from './comment-rules';

export type Problem = { rule: string; message: string };

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// `from '…'`, `import '…'`, `import('…')` and `export … from '…'`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g;
const ALIASES: Record<string, string> = { '@client/': 'src/client/', '@shared/': 'src/shared/' };

export function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The imported path relative to the root (posix), or null for a package. */
function target(root: string, fromFile: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return null;
  return relative(root, resolve(dirname(fromFile), specifier))
    .split(sep)
    .join('/');
}

export type Edge = { from: string; to: string };

export function importEdges(root: string): Edge[] {
  return sourceFiles(join(root, 'src')).flatMap((file) => {
    const from = relative(root, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const to = target(root, file, match[1]);
      return to ? [{ from, to }] : [];
    });
  });
}

const under = (path: string, dir: string) => path.startsWith(`${dir}/`);

const LAYER_RULES: { rule: string; from: string; to: string[]; why: string }[] = [
  {
    rule: 'components-know-no-feature',
    from: 'src/client/components',
    to: ['src/client/features', 'src/client/app'],
    why: 'primitives know no feature: move the file to app/ or the feature',
  },
  {
    rule: 'modules-never-load-seed',
    from: 'src/server/modules',
    to: ['src/server/seed'],
    why: 'the seed uses modules, never the other way',
  },
];

function layerProblems(edges: Edge[]): Problem[] {
  const problems: Problem[] = [];
  for (const { from, to } of edges) {
    for (const layer of LAYER_RULES) {
      if (under(from, layer.from) && layer.to.some((dir) => under(to, dir))) {
        problems.push({ rule: layer.rule, message: `${from} imports ${to}: ${layer.why}` });
      }
    }
    if (under(from, 'src/shared') && !under(to, 'src/shared')) {
      problems.push({
        rule: 'shared-imports-only-shared',
        message: `${from} imports ${to}: src/shared runs on both sides and imports only itself`,
      });
    }
  }
  return problems;
}

/** The folder directly under `parent` that holds `path`, or null. */
function folderOf(path: string, parent: string): string | null {
  if (!under(path, parent)) return null;
  const rest = path.slice(parent.length + 1);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : null;
}

/** Strongly connected components of more than one folder (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

const FOLDER_GRAPHS = [
  { rule: 'no-cycle-between-client-features', parent: 'src/client/features' },
  { rule: 'no-cycle-between-server-modules', parent: 'src/server/modules' },
];

function cycleProblems(edges: Edge[]): Problem[] {
  return FOLDER_GRAPHS.flatMap(({ rule, parent }) => {
    const graph = new Map<string, Set<string>>();
    const examples = new Map<string, string>();
    for (const { from, to } of edges) {
      const a = folderOf(from, parent);
      const b = folderOf(to, parent);
      if (!a || !b || a === b) continue;
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
      if (!examples.has(`${a}>${b}`)) examples.set(`${a}>${b}`, `${from} imports ${to}`);
    }
    return cycles(graph).map((component) => {
      const loop = shortestCycle(graph, component);
      const steps = loop.map(
        (folder, i) => `\n    ${examples.get(`${folder}>${loop[(i + 1) % loop.length]}`)}`,
      );
      return {
        rule,
        message: `${parent}: ${component.join(', ')} import each other in a cycle (give what they share a home of its own), e.g.:${steps.join('')}`,
      };
    });
  });
}

/** The shortest loop through the component's folders, as the folders in order. */
function shortestCycle(graph: Map<string, Set<string>>, component: string[]): string[] {
  let best: string[] = [];
  for (const start of component) {
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      if ([...(graph.get(node) ?? [])].includes(start)) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        if (best.length === 0 || path.length < best.length) best = path;
        break;
      }
      for (const next of graph.get(node) ?? []) {
        if (component.includes(next) && next !== start && !cameFrom.has(next)) {
          cameFrom.set(next, node);
          queue.push(next);
        }
      }
    }
  }
  return best;
}

export function checkImports(root: string): Problem[] {
  const edges = importEdges(root);
  return [
    ...layerProblems(edges),
    ...cycleProblems(edges),
    ...featureShellProblems(edges),
    ...commentProblems(root),
  ];
}

// ---- features never import the shell ----
// app/ (router, guards, shells) composes the features; a feature that imported a shell would
// make the two depend on each other. A page that needs a frame gets it from its route
// (app/session-frames.tsx).

function featureShellProblems(edges: Edge[]): Problem[] {
  return edges
    .filter(({ from, to }) => under(from, 'src/client/features') && under(to, 'src/client/app'))
    .map(({ from, to }) => ({
      rule: 'features-never-import-app',
      message: `${from} imports ${to}: app/ composes the features, never the other way (give the page its frame in the router)`,
    }));
}
