/**
 * Unsaved editor changes kept in the browser (issue 18, draft recovery): the storage key, what is
 * stored, and how a stored draft is read back. The editor hook (use-draft-recovery.ts) does the
 * reading and writing; everything here is pure and takes the storage as an argument.
 */

/** Every draft key starts with this: Sign Out removes them all by it. */
export const DRAFT_KEY_PREFIX = 'studio-draft:';

/**
 * Bump the version when the shape of the editor values changes: an old draft is then ignored rather
 * than restored into fields that no longer hold what it says.
 */
const DRAFT_VERSION = 'v1';

/** The case-study editors, and the page editor (issue 28). */
export type DraftEditor = 'full' | 'simple' | 'page';

/** One key per account, editor and record ('new' for one not yet saved). */
export function draftKey(account: string, editor: DraftEditor, studyId: string | undefined): string {
  return `${DRAFT_KEY_PREFIX}${DRAFT_VERSION}:${account}:${editor}:${studyId ?? 'new'}`;
}

export interface StoredDraft<V> {
  /** Stored: the changed fields only; read back: the editor's values with those changes. */
  values: V;
  /** When the changes were made (ISO 8601). */
  savedAt: string;
}

/**
 * What is stored: only the fields changed from what was loaded. Restored later over a study someone
 * has saved since, the draft then brings back these changes without undoing the other fields.
 */
export function serializeDraft<V extends object>(values: V, loaded: V, savedAt: Date): string {
  const changed = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(loaded[field as keyof V]),
    ),
  ) as Partial<V>;
  return JSON.stringify({ values: changed, savedAt: savedAt.toISOString() } satisfies StoredDraft<Partial<V>>);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameKind = (a: unknown, b: unknown) =>
  Array.isArray(a) ? Array.isArray(b) : typeof a === typeof b && (a === null) === (b === null);

/**
 * The draft stored as `raw`, laid over what the editor loaded (`loaded`), or null when there is none
 * worth offering: nothing stored, unreadable, or no different from what was loaded. Only fields the
 * editor has, holding the same kind of value, are taken, so a stale or tampered draft cannot put a
 * string where a list belongs and break the form.
 */
export function readDraft<V extends object>(raw: string | null, loaded: V): StoredDraft<V> | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.values) || typeof parsed.savedAt !== 'string') return null;
  if (Number.isNaN(Date.parse(parsed.savedAt))) return null;
  const stored = parsed.values;
  const values = Object.fromEntries(
    Object.entries(loaded).map(([field, value]) => [
      field,
      field in stored && sameKind(stored[field], value) ? stored[field] : value,
    ]),
  ) as V;
  if (JSON.stringify(values) === JSON.stringify(loaded)) return null;
  return { values, savedAt: new Date(parsed.savedAt).toISOString() };
}

/** Removes every stored draft (Sign Out): nothing personal stays in the browser. */
export function forgetDrafts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  // Keys first: removing while walking the indexes would skip some.
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key);
}
