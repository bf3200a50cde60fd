/**
 * Reading the import graph of app/ as text, for the tests that keep its layers apart
 * (tests/unit/layers.test.ts, tests/unit/delivery-boundary.test.ts, tests/unit/lib-purity.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const app = path.join(root, 'app');

/** The TypeScript sources below `dir` (React Router's generated `+types` left out). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '+types' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();

/**
 * The file an import of `target` (a path without its query, `?url`) loads: the path itself, or with
 * `.ts`/`.tsx` added, or a folder's `index.ts`/`index.tsx`. A path that is none of these (a module that
 * does not exist, as in a test's made-up source) is returned as it is.
 */
export function resolveModule(target: string): string {
  const candidates = [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? target;
}

/**
 * Every module of the app that `file` imports or re-exports (type-only imports too), resolved to a
 * file; package imports are skipped. `text` defaults to the file's own.
 */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const withoutQuery = specifier.replace(/\?.*$/, '');
    if (withoutQuery.startsWith('#app/')) return [resolveModule(path.join(app, withoutQuery.slice('#app/'.length)))];
    if (withoutQuery.startsWith('.')) return [resolveModule(path.resolve(path.dirname(file), withoutQuery))];
    return [];
  });
}

/** The import graph of `files`: each file and the files of the set it imports (each once, in order). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export function importGraph(files: readonly string[], read: (file: string) => string[] = importsOf): ImportGraph {
  const known = new Set(files);
  return new Map(files.map((file) => [file, [...new Set(read(file))].filter((target) => known.has(target))]));
}

/**
 * The import circles of a graph: its strongly connected components (Tarjan) of more than one module,
 * or of one that imports itself, each as a members list in graph order.
 */
export function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
}

/**
 * The shortest circle through `start` within its strongly connected component, as the chain of
 * imports that closes it (`a -> b -> c -> a`).
 */
export function circleThrough(graph: ImportGraph, component: readonly string[], start: string): string[] {
  const members = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [start];
        for (let step: string | undefined = file; step !== undefined && step !== start; step = cameFrom.get(step)) {
          chain.unshift(step);
        }
        chain.unshift(start);
        return chain;
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return [start];
}

/**
 * The circles of a strongly connected component, each once: the shortest one through each member
 * (a component of three modules can be two circles, `a -> b -> a` and `c -> a -> b -> c`).
 */
export function circlesIn(graph: ImportGraph, component: readonly string[]): string[][] {
  const circles = new Map<string, string[]>();
  for (const start of component) {
    const chain = circleThrough(graph, component, start);
    // The same circle found from another of its members is a rotation of this one.
    const key = [...new Set(chain)].sort().join('\n');
    if (!circles.has(key)) circles.set(key, chain);
  }
  return [...circles.values()];
}

/**
 * What the files of `folder` (a folder of app/, such as 'delivery') import of the app outside it, as
 * `app/delivery/a.tsx -> app/components/b.tsx`: nothing, for a folder that is a leaf.
 */
export function importsLeaving(folder: string, files: readonly string[], read: (file: string) => string[] = importsOf) {
  const inside = (file: string) => file.startsWith(`${path.join(app, folder)}${path.sep}`);
  return files.filter(inside).flatMap((file) =>
    read(file)
      .filter((target) => target.startsWith(`${app}${path.sep}`) && !inside(target))
      .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
  );
}
