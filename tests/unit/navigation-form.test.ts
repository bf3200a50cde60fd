/** The navigation editor's values and list operations (issue 29), which the browser and the server share. */
import { describe, expect, it } from 'vitest';
import { defaultNavigation } from '#app/content/default-navigation.ts';
import {
  applyIntent,
  intentValue,
  type NavigationValues,
  parseIntent,
  valuesFromForm,
  valuesFromNavigation,
  valuesToDocument,
} from '#app/features/navigation/navigation-form.ts';
import { validateNavigation } from '#app/features/navigation/navigation-schema.ts';

const initial = () => valuesFromNavigation(defaultNavigation);

/** The fields a form of `values` posts, named by value path as the editor names them. */
function fieldsOf(values: NavigationValues): [string, string][] {
  const fields: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
    } else fields.push([path, String(node)]);
  };
  walk(values, '');
  return fields;
}

describe('the navigation form', () => {
  it('reads a posted form back into the values it showed, and those into today’s navigation', () => {
    const values = initial();
    const read = valuesFromForm(fieldsOf(values));
    expect(read).toEqual(values);
    expect(validateNavigation(valuesToDocument(read))).toEqual({ success: true, data: defaultNavigation });
  });

  it('orders items by their index, ignores unknown fields and absurd indexes, and is safe from prototype names', () => {
    const read = valuesFromForm([
      ['header.1.label', 'Second'],
      ['header.1.target', '/b'],
      ['header.0.label', 'First'],
      ['header.0.target', '/a'],
      ['header.999999.label', 'Far'],
      ['other.0.label', 'x'],
      ['__proto__.polluted', 'yes'],
      ['header.__proto__.polluted', 'yes'],
      ['version', '3'],
    ]);
    expect(read.header).toEqual([
      { kind: 'link', label: 'First', target: '/a' },
      { kind: 'link', label: 'Second', target: '/b' },
    ]);
    expect(read.services).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses only the operations the buttons name', () => {
    expect(parseIntent('add:header')).toEqual({ op: 'add', list: 'header' });
    expect(parseIntent('add:footer.2.links')).toEqual({ op: 'add', list: 'footer.2.links' });
    expect(parseIntent('up:services.1')).toEqual({ op: 'up', list: 'services', index: 1 });
    expect(parseIntent('remove:footer.0.links.3')).toEqual({ op: 'remove', list: 'footer.0.links', index: 3 });
    expect(parseIntent('add-services-menu')).toEqual({ op: 'add-services-menu' });
    for (const value of [null, 'save', 'add:pages', 'up:header', 'up:header.x', 'drop:header.1', 'down:header.-1']) {
      expect(parseIntent(value), String(value)).toBeNull();
    }
    for (const intent of [
      { op: 'add', list: 'footer.1.links' },
      { op: 'down', list: 'header', index: 2 },
      { op: 'add-services-menu' },
    ] as const) {
      expect(parseIntent(intentValue(intent))).toEqual(intent);
    }
  });

  it('adds a blank item at the end of a list, within its bound', () => {
    const added = applyIntent(initial(), { op: 'add', list: 'services' });
    expect(added?.values.services).toHaveLength(4);
    expect(added?.values.services[3]).toEqual({ label: '', target: '', description: '', icon: 'bot' });
    expect(added?.index).toBe(3);

    const column = applyIntent(initial(), { op: 'add', list: 'footer.1.links' });
    expect(column?.values.footer[1]?.links.at(-1)).toEqual({ label: '', target: '' });
    expect(applyIntent(initial(), { op: 'add', list: 'footer.7.links' })).toBeNull();

    const full = initial();
    full.footer.push({ heading: 'More', links: [] });
    expect(full.footer).toHaveLength(4);
    expect(applyIntent({ ...full, footer: full.footer.slice(0, 3) }, { op: 'add', list: 'footer' })).toBeNull();
  });

  it('moves an item up or down, not past either end, and says where it went', () => {
    const moved = applyIntent(initial(), { op: 'down', list: 'header', index: 0 });
    expect(moved?.values.header.map((item) => item.label)).toEqual([
      'Services',
      'Home',
      'Case Studies',
      'ROI Calculator',
      'About',
    ]);
    expect(moved?.index).toBe(1);
    expect(applyIntent(initial(), { op: 'up', list: 'header', index: 0 })).toBeNull();
    expect(applyIntent(initial(), { op: 'down', list: 'services', index: 2 })).toBeNull();
    const link = applyIntent(initial(), { op: 'up', list: 'footer.0.links', index: 2 });
    expect(link?.values.footer[0]?.links.map((item) => item.label)).toEqual([
      'RPA Solutions',
      'Business Consulting',
      'Document Processing',
    ]);
  });

  it('removes an item and leaves the next in its place, or none', () => {
    const removed = applyIntent(initial(), { op: 'remove', list: 'services', index: 1 });
    expect(removed?.values.services.map((item) => item.label)).toEqual(['RPA', 'Document Processing']);
    expect(removed?.index).toBe(1);
    const last = applyIntent(initial(), { op: 'remove', list: 'services', index: 2 });
    expect(last?.index).toBe(1);
    const values = initial();
    values.footer[2]!.links = [{ label: 'Only', target: '/' }];
    expect(applyIntent(values, { op: 'remove', list: 'footer.2.links', index: 0 })?.index).toBeNull();
    expect(applyIntent(initial(), { op: 'remove', list: 'header', index: 9 })).toBeNull();
  });

  it('puts the Services menu back only when the header has none', () => {
    expect(applyIntent(initial(), { op: 'add-services-menu' })).toBeNull();
    const without = applyIntent(initial(), { op: 'remove', list: 'header', index: 1 })!.values;
    const back = applyIntent(without, { op: 'add-services-menu' });
    expect(back?.values.header.at(-1)).toEqual({ kind: 'services', label: 'Services', target: '' });
  });
});
