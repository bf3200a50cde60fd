import { describe, expect, it } from 'vitest';
import { PublicReads } from '../../app/.server/page-cache/public-reads.ts';

/** A generation that moves when told to, as the page cache's does on a change. */
const generation = () => ({ version: 0 });

describe('reads of public content kept until the next change', () => {
  it('reads once per generation, and again after a change', async () => {
    const source = generation();
    const reads = new PublicReads(source);
    let stored = 'first';
    let queries = 0;
    const load = async () => {
      queries += 1;
      return stored;
    };
    expect(await reads.read('page /about', load)).toBe('first');
    stored = 'second';
    expect(await reads.read('page /about', load)).toBe('first');
    expect(queries).toBe(1);
    source.version += 1;
    expect(await reads.read('page /about', load)).toBe('second');
    expect(queries).toBe(2);
  });

  it('keeps each key apart', async () => {
    const reads = new PublicReads(generation());
    expect(await reads.read('page /a', async () => 'a')).toBe('a');
    expect(await reads.read('page /b', async () => 'b')).toBe('b');
  });

  it('does not keep a read that failed: the next request reads again', async () => {
    const reads = new PublicReads(generation());
    await expect(reads.read('site documents', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await reads.read('site documents', async () => 'read')).toBe('read');
  });

  it('shares one read between requests that ask at once', async () => {
    const reads = new PublicReads(generation());
    let queries = 0;
    const load = async () => {
      queries += 1;
      return queries;
    };
    const [a, b] = await Promise.all([reads.read('k', load), reads.read('k', load)]);
    expect([a, b, queries]).toEqual([1, 1, 1]);
  });

  it('keeps at most maxEntries reads, dropping the oldest (paths are anyone’s to make up)', async () => {
    const reads = new PublicReads(generation(), { maxEntries: 2 });
    let queries = 0;
    const load = async () => ++queries;
    await reads.read('/a', load);
    await reads.read('/b', load);
    await reads.read('/c', load);
    expect(await reads.read('/b', load)).toBe(2);
    expect(await reads.read('/a', load)).toBe(4);
  });
});
