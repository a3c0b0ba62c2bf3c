// ESLint rule: no cycle between folders. import-x/no-cycle sees cycles between files only; two
// features can still depend on each other through different files (auth → company for one thing,
// company → auth for another), which ties them together as one. This rule builds the folder graph
// of each app once per lint run and reports an import whose target folder leads back.
//
// A "folder" is a unit of the layout (ARCHITECTURE.md §3): `features/<name>` and `platform/<name>`
// on the server, `features/<name>`, `app`, `ui` and `test` in the web, each under `apps/<app>/src`;
// a file directly under `src`, `features` or `platform` is a unit of its own.
// Test files are left out of the graph: a test may compose several features.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The folder unit of a file, or undefined outside `apps/<app>/src`. */
export function unitOf(file) {
  const match = /[/\\]apps[/\\]([^/\\]+)[/\\]src[/\\](.+)$/.exec(file);
  if (!match) return undefined;
  const parts = match[2].split(/[/\\]/);
  // A file directly under src (main, app.ts, config.ts) composes or is shared alone: its own unit.
  if (parts.length === 1) return `${match[1]}:${parts[0].replace(/\.(ts|tsx|js)$/, '')}`;
  if (parts[0] !== 'features' && parts[0] !== 'platform') return `${match[1]}:${parts[0]}`;
  return `${match[1]}:${parts[0]}/${parts[1].replace(/\.(ts|tsx|js)$/, '')}`;
}

function walk(dir, files) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(full);
  }
  return files;
}

// One graph per app, rebuilt when older than a few seconds: a lint run over the repository reads
// the files a handful of times at most, and an editor's long-lived ESLint still sees new imports.
const GRAPH_TTL_MS = 5000;
const graphs = new Map();

/** unit → Set of units it imports, for the app whose `src` folder is `srcDir`. */
function graphOf(srcDir) {
  const cached = graphs.get(srcDir);
  if (cached && Date.now() - cached.builtAt < GRAPH_TTL_MS) return cached.graph;
  const graph = new Map();
  for (const file of walk(srcDir, [])) {
    const from = unitOf(file);
    if (!from || from.endsWith(':test')) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = unitOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  graphs.set(srcDir, { graph, builtAt: Date.now() });
  return graph;
}

/** A path of units from `start` to `goal`, or undefined. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const route = [];
      for (let at = goal; at !== undefined; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(unit) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const strip = (unit) => unit.slice(unit.indexOf(':') + 1);

export const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that close a cycle between folders (features, platform parts, app, ui).' },
    schema: [],
    messages: { cycle: 'Folder cycle: {{route}}. Move the shared part down (domain, platform, app) instead.' },
  },
  create(context) {
    const file = context.filename;
    const own = unitOf(file);
    if (!own || TEST.test(file) || own.endsWith(':test')) return {};
    const srcDir = file.slice(0, file.search(/[/\\]src[/\\]/) + 4);
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = unitOf(path.resolve(path.dirname(file), specifier));
      if (!target || target === own || target.endsWith(':test')) return;
      const back = pathBetween(graphOf(srcDir), target, own);
      if (back) context.report({ node, messageId: 'cycle', data: { route: [own, ...back].map(strip).join(' → ') } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-folder-cycle': noFolderCycle } };
