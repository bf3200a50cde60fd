import { describe, expect, it } from 'vitest';
import { DRAFT_KEY_PREFIX, draftKey, forgetDrafts, readDraft, serializeDraft } from '#app/lib/studio-drafts.ts';

const loaded = { title: 'Invoice Bot', tags: ['RPA'], featured: false, teamSize: '4', sections: { a: 'x' } };
const savedAt = '2026-11-25T14:32:00.000Z';
const stored = (values: unknown, at: unknown = savedAt) => JSON.stringify({ values, savedAt: at });

describe('draftKey', () => {
  it.each([
    ['user-1', 'simple', 'study-9', 'studio-draft:v1:user-1:simple:study-9'],
    ['user-1', 'full', 'study-9', 'studio-draft:v1:user-1:full:study-9'],
    ['user-2', 'full', undefined, 'studio-draft:v1:user-2:full:new'],
  ] as const)('%s %s %s -> %s', (account, editor, study, key) => {
    expect(draftKey(account, editor, study)).toBe(key);
    expect(key.startsWith(DRAFT_KEY_PREFIX)).toBe(true);
  });
});

describe('readDraft', () => {
  it('reads back what serializeDraft stored, with its time', () => {
    const values = { ...loaded, title: 'Invoice Bot v2', tags: ['RPA', 'SAP'] };
    expect(readDraft(serializeDraft(values, loaded, new Date(savedAt)), loaded)).toEqual({ values, savedAt });
  });

  it('stores only the changed fields: read back over a study saved since, it keeps the newer fields', () => {
    const raw = serializeDraft({ ...loaded, teamSize: '6', sections: { a: 'y' } }, loaded, new Date(savedAt));
    expect(JSON.parse(raw)).toEqual({ values: { teamSize: '6', sections: { a: 'y' } }, savedAt });
    const savedSince = { ...loaded, title: 'Renamed by a colleague' };
    expect(readDraft(raw, savedSince)?.values).toEqual({ ...savedSince, teamSize: '6', sections: { a: 'y' } });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"values":'],
    ['not an object', '"text"'],
    ['no values', JSON.stringify({ savedAt })],
    ['values not an object', stored(['a'])],
    ['no time', JSON.stringify({ values: { title: 'Other' } })],
    ['a time that is not one', stored({ title: 'Other' }, 'yesterday')],
    ['the same as what was loaded', stored(loaded)],
    ['only fields the editor does not have', stored({ ...loaded, legacy: 'field' })],
  ])('offers nothing for %s', (_case, raw) => {
    expect(readDraft(raw, loaded)).toBeNull();
  });

  it('takes only the fields the editor has, holding the same kind of value; the rest is what was loaded', () => {
    const draft = readDraft(
      stored({ title: 'Changed', tags: 'not a list', featured: 'yes', teamSize: 5, sections: null, extra: 1 }),
      loaded,
    );
    expect(draft?.values).toEqual({ ...loaded, title: 'Changed' });
  });

  it('keeps lists, nested objects and booleans that differ', () => {
    const changed = { ...loaded, tags: [], featured: true, sections: { a: 'y' } };
    expect(readDraft(stored(changed), loaded)?.values).toEqual(changed);
  });
});

describe('forgetDrafts', () => {
  it('removes every draft key, of every account, and nothing else', () => {
    const items = new Map([
      ['studio-draft:v1:user-1:full:new', '{}'],
      ['testimonials-visible', 'true'],
      ['studio-draft:v1:user-1:simple:abc', '{}'],
      ['studio-draft:v1:user-2:full:def', '{}'],
    ]);
    forgetDrafts({
      get length() {
        return items.size;
      },
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
    });
    expect([...items.keys()]).toEqual(['testimonials-visible']);
  });
});
