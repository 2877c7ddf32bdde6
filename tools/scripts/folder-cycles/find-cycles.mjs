/**
 * Folder-level import cycles in a source tree: which folders import each other, directly or round a ring.
 * Pure enough to test with fixture trees; folder-cycles.mjs is the command that runs it on the apps.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
/**
 * Tests and their helpers may reach across folders (a screen's test renders the whole app): only the
 * shipped structure counts. The same files eslint.config.mjs treats as tests.
 */
const TEST_FILE = /\.(spec|test)\.(ts|tsx|mts|js|jsx|mjs)$/;
const TEST_FOLDER = new Set(['testing', 'test-utils']);
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]*)['"]|import\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'];

function sourceFiles(directory) {
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_FOLDER.has(entry.name)) files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The relative imports of a file that land on another source file (comments stripped first). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const targets = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) targets.push(target);
  }
  return targets;
}

/**
 * The folder a file belongs to, `depth` folders deep under the root (`screens` at 1, `screens/checkout`
 * at 2). A file shallower than that belongs to the folder it is in; a file directly under the root is its
 * own node (app.ts and config.ts are not one folder).
 */
export function folderOf(relativePath, depth) {
  const parts = relativePath.split(sep).join('/').split('/');
  if (parts.length === 1) return parts[0];
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
}

/** `stores` and `stores/support`: a folder and one inside it are one unit, already checked a level up. */
function nested(a, b) {
  return a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/**
 * The import graph between folders: `from -> to -> [file imports that make the edge]` (paths relative
 * to the root, `a.ts -> b.ts`).
 */
export function folderGraph(root, depth) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = relative(root, file);
    const fromFolder = folderOf(from, depth);
    for (const target of importsOf(file)) {
      const to = relative(root, target);
      if (to.startsWith('..')) continue;
      const toFolder = folderOf(to, depth);
      if (toFolder === fromFolder || nested(fromFolder, toFolder)) continue;
      if (!graph.has(fromFolder)) graph.set(fromFolder, new Map());
      const edges = graph.get(fromFolder);
      if (!edges.has(toFolder)) edges.set(toFolder, []);
      edges.get(toFolder).push(`${from.split(sep).join('/')} -> ${to.split(sep).join('/')}`);
    }
  }
  return graph;
}

/** The strongly connected groups of two or more folders (Tarjan), each sorted, in a stable order. */
export function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Every folder cycle of a source tree at folder depths 1 and 2, with the imports between its folders:
 * `[{ depth, folders, imports: [{ from, to, files }] }]`, empty when the folders form no ring.
 */
export function findFolderCycles(root, depths = [1, 2]) {
  const found = [];
  for (const depth of depths) {
    const graph = folderGraph(root, depth);
    for (const folders of cyclesOf(graph)) {
      const members = new Set(folders);
      const imports = [];
      for (const from of folders) {
        for (const [to, files] of graph.get(from) ?? []) if (members.has(to)) imports.push({ from, to, files: files.sort() });
      }
      found.push({ depth, folders, imports });
    }
  }
  return found;
}
