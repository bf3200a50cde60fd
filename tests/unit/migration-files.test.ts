/**
 * One file per migration (app/.server/db/migrations/NNNN_name.ts): every file is registered under its
 * own name, in order, and no two share a number, so parallel branches that each add one collide
 * visibly here instead of silently in one long file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '#app/.server/db/migrations/index.ts';

const folder = path.resolve(import.meta.dirname, '../../app/.server/db/migrations');
const files = readdirSync(folder)
  .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('migration files', () => {
  it.each(['sqlite', 'postgres'] as const)('are all registered, in order, on %s', (dialect) => {
    expect(Object.keys(migrations(dialect))).toEqual(files);
  });

  it('number each migration once, from 0001 without gaps', () => {
    const numbers = files.map((file) => Number(file.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('keep nothing else in the folder but the index and the shared helpers', () => {
    const others = readdirSync(folder).filter((file) => !/^\d{4}_[a-z0-9_]+\.ts$/.test(file));
    expect(others.sort()).toEqual(['index.ts', 'shared.ts']);
  });
});
