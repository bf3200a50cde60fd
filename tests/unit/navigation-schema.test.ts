/** The navigation editor's rules (issue 29): every bound and message, on the default navigation and on edits of it. */
import { describe, expect, it } from 'vitest';
import { defaultNavigation } from '#app/content/default-navigation.ts';
import {
  NAVIGATION_LIMITS as L,
  NAVIGATION_MESSAGES as M,
  validateNavigation,
} from '#app/features/navigation/navigation-schema.ts';
import type { Navigation } from '#app/lib/navigation.ts';

const copy = (): Navigation => structuredClone(defaultNavigation);
const errorsOf = (navigation: unknown) => {
  const result = validateNavigation(navigation);
  return result.success ? {} : result.errors;
};
const link = (label: string, target = '/about') => ({ kind: 'link' as const, label, target });

describe('the navigation schema', () => {
  it('accepts today’s navigation as it is (SPEC 2.2 on a fresh install)', () => {
    const result = validateNavigation(defaultNavigation);
    expect(result).toEqual({ success: true, data: defaultNavigation });
  });

  it('trims texts and drops what a document does not hold', () => {
    const navigation = copy() as unknown as { header: Record<string, unknown>[] };
    navigation.header[0] = { kind: 'link', label: '  Home ', target: ' / ', extra: 'x' };
    navigation.header[1] = { kind: 'services', label: 'Services', target: '/rpa' };
    const result = validateNavigation(navigation);
    expect(result.success && result.data.header.slice(0, 2)).toEqual([
      { kind: 'link', label: 'Home', target: '/' },
      { kind: 'services', label: 'Services' },
    ]);
  });

  it('needs a text of at most 40 characters on every link', () => {
    const navigation = copy();
    navigation.header[0] = link(' ');
    navigation.services[0] = { ...defaultNavigation.services[0]!, label: 'x'.repeat(L.label + 1) };
    navigation.footer[0]!.links[1] = { label: '', target: '/rpa' };
    expect(errorsOf(navigation)).toEqual({
      'header.0.label': M.labelRequired,
      'services.0.label': M.labelTooLong,
      'footer.0.links.1.label': M.labelRequired,
    });
    navigation.header[0] = link('x'.repeat(L.label));
    navigation.services[0] = defaultNavigation.services[0]!;
    navigation.footer[0]!.links[1] = { label: 'Docs', target: '/rpa' };
    expect(errorsOf(navigation)).toEqual({});
  });

  it('needs a target that is a path on this site', () => {
    for (const target of ['', 'about', '//evil.example/x', 'https://example.com/', '/a b', '/a\\b']) {
      const navigation = copy();
      navigation.header[0] = link('Home', target);
      expect(errorsOf(navigation)['header.0.target'], target).toBe(target === '' ? M.targetRequired : M.targetNotPath);
    }
    for (const target of ['/', '/about', '/industries/insurance', '/use-cases?tag=finance', '/about#team']) {
      const navigation = copy();
      navigation.header[0] = link('Home', target);
      expect(errorsOf(navigation), target).toEqual({});
    }
    const navigation = copy();
    navigation.footer[1]!.links[0] = { label: 'Long', target: `/${'a'.repeat(L.target)}` };
    expect(errorsOf(navigation)).toEqual({ 'footer.1.links.0.target': M.targetTooLong });
  });

  it('bounds the Services menu’s descriptions and icons', () => {
    const navigation = copy() as unknown as { services: Record<string, unknown>[] };
    navigation.services[0] = { ...navigation.services[0], description: '' };
    navigation.services[1] = { ...navigation.services[1], description: 'x'.repeat(L.description + 1) };
    navigation.services[2] = { ...navigation.services[2], icon: 'rocket' };
    expect(errorsOf(navigation)).toEqual({
      'services.0.description': M.descriptionRequired,
      'services.1.description': M.descriptionTooLong,
      'services.2.icon': M.icon,
    });
  });

  it('bounds how many items each list holds', () => {
    const navigation = copy();
    navigation.header = [];
    navigation.footer = [];
    expect(errorsOf(navigation)).toEqual({ header: M.headerEmpty, footer: M.footerEmpty });

    navigation.header = Array.from({ length: L.headerItems + 1 }, (_, index) => link(`Item ${index}`));
    navigation.services = Array.from({ length: L.services + 1 }, () => defaultNavigation.services[0]!);
    navigation.footer = Array.from({ length: L.footerColumns + 1 }, () => defaultNavigation.footer[2]!);
    expect(errorsOf(navigation)).toEqual({
      header: M.headerTooMany,
      services: M.servicesTooMany,
      footer: M.footerTooMany,
    });

    const columns = copy();
    columns.footer[0]!.links = [];
    columns.footer[1]!.links = Array.from({ length: L.footerLinks + 1 }, () => ({ label: 'A', target: '/' }));
    expect(errorsOf(columns)).toEqual({ 'footer.0.links': M.linksEmpty, 'footer.1.links': M.linksTooMany });
  });

  it('needs a heading on every footer column', () => {
    const navigation = copy();
    navigation.footer[2]!.heading = '';
    navigation.footer[1]!.heading = 'x'.repeat(L.label + 1);
    expect(errorsOf(navigation)).toEqual({
      'footer.2.heading': M.headingRequired,
      'footer.1.heading': M.headingTooLong,
    });
  });

  it('has one Services menu at most, with at least one entry', () => {
    const twice = copy();
    twice.header.push({ kind: 'services', label: 'More' });
    expect(errorsOf(twice)).toEqual({ 'header.5.label': M.oneServicesMenu });

    const empty = copy();
    empty.services = [];
    expect(errorsOf(empty)).toEqual({ services: M.servicesEmpty });

    // Without the menu in the header, its entries may be none.
    empty.header = empty.header.filter((item) => item.kind !== 'services');
    expect(errorsOf(empty)).toEqual({});
  });

  it('refuses two header items of the same name, whatever their case', () => {
    const navigation = copy();
    navigation.header.push(link('about'));
    expect(errorsOf(navigation)).toEqual({ 'header.5.label': M.labelRepeated('about') });
  });

  it('refuses what is not a navigation at all', () => {
    expect(errorsOf(null)).toHaveProperty('form');
    expect(errorsOf({ header: 'Home' })).toMatchObject({ header: expect.any(String) });
    expect(errorsOf({ ...copy(), header: [{ kind: 'dropdown', label: 'X' }] })).toHaveProperty('header.0.kind');
  });
});
