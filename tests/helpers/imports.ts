/**
 * Reading the import graph of app/ as text, for the tests that keep its layers apart
 * (tests/unit/delivery-boundary.test.ts, tests/unit/lib-purity.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * Every module of the app that `file` imports or re-exports (type-only imports too), resolved to a
 * path; package imports are skipped. `text` defaults to the file's own.
 */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('#app/')) return [path.join(app, specifier.slice('#app/'.length))];
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}
