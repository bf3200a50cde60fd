/**
 * Reads of public content that every render repeats (the site documents, the published page at a
 * path), kept in this process until the next change to public content: the page cache's generation
 * (store.ts) moves on every save here and, within a second, on every save made on another instance,
 * so a kept read is exactly as fresh as a cached page. Unlike the page cache, this works with
 * PAGE_CACHE=off too: an uncached render then costs the render, not the same queries again.
 *
 * A read that fails is not kept (the next request tries again), and a read started before a change
 * is dropped with the rest when the generation moves, so it cannot outlive the change.
 */

export interface Generation {
  /** Moves whenever public content changed, here or on another instance. */
  readonly version: number;
}

export class PublicReads {
  readonly #generation: Generation;
  readonly #maxEntries: number;
  #seen = -1;
  readonly #reads = new Map<string, Promise<unknown>>();

  constructor(generation: Generation, options: { maxEntries?: number } = {}) {
    this.#generation = generation;
    // Keys come from request paths, which anyone can make up: bounded, oldest dropped first.
    this.#maxEntries = options.maxEntries ?? 500;
  }

  /** `load()`'s value for `key`, read once per generation. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.#generation.version;
    if (generation !== this.#seen) {
      this.#reads.clear();
      this.#seen = generation;
    }
    const kept = this.#reads.get(key);
    if (kept) return kept as Promise<T>;
    const read = load();
    this.#reads.set(key, read);
    if (this.#reads.size > this.#maxEntries) this.#reads.delete(this.#reads.keys().next().value as string);
    read.catch(() => {
      if (this.#reads.get(key) === read) this.#reads.delete(key);
    });
    return read;
  }
}
