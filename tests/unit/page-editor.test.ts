/**
 * The page editor's rules (issue 28): its schema (app/features/pages/page-schema.ts), the error keys
 * the block editor reads (`pageIssuesToErrors`), what a save stores, the addresses a page may link to
 * without a page behind them (kept in step with app/routes.ts), and how History compares two versions.
 */
import { describe, expect, it } from 'vitest';
import { PUBLISH_AT_PAST } from '#app/features/case-studies/case-study-schema.ts';
import { HERO_NOT_FIRST, IMAGE_SRC_MESSAGE, TOO_MANY_BLOCKS } from '#app/features/pages/blocks/block-schemas.ts';
import { blocksText, diffPages } from '#app/features/pages/history.server.ts';
import { emptyPageValues, type PageEditorValues, pageValuesToInput } from '#app/features/pages/page-form.ts';
import { toPageRows } from '#app/features/pages/page-rows.ts';
import { PAGE_MESSAGES, pageIssuesToErrors, validatePageEditor } from '#app/features/pages/page-schema.ts';
import { APP_ROUTE_PATHS } from '#app/features/pages/site-routes.ts';
import type { Page } from '#app/lib/page.ts';
import { routeTable } from '../helpers/route-table.ts';

const hero = { id: 'hero', type: 'hero', layout: 'centered', headline: 'Automation for insurers' } as const;

const values = (changes: Partial<PageEditorValues> = {}): PageEditorValues => ({
  ...emptyPageValues('Europe/Berlin'),
  title: 'Automation for insurance',
  path: '/industries/insurance',
  blocks: [hero],
  ...changes,
});

const errorsOf = (changes: Partial<PageEditorValues>) => {
  const result = validatePageEditor(values(changes));
  return result.success ? {} : result.errors;
};

describe('the page editor’s schema', () => {
  it('accepts a page, normalising its path, applying the blocks’ defaults and reading "Publish at" in its zone', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const result = validatePageEditor(
      values({ path: ' Industries/Insurance/ ', publishAt: `${nextYear}-06-01T09:30`, ogImage: '/uploads/og.png' }),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.path).toBe('/industries/insurance');
    expect(result.data.publishAt).toBe(`${nextYear}-06-01T07:30:00.000Z`);
    expect(result.data.blocks[0]).toMatchObject({ type: 'hero', buttons: [], highlights: [] });
    expect(pageValuesToInput(result.data)).toMatchObject({ ogImage: '/uploads/og.png', status: 'draft' });
  });

  it('says what is wrong with each field, by its key', () => {
    expect(errorsOf({ title: '  ' })).toEqual({ title: PAGE_MESSAGES.titleRequired });
    expect(errorsOf({ title: 'x'.repeat(121) })).toEqual({ title: 'The title must be at most 120 characters' });
    expect(errorsOf({ path: '' })).toEqual({ path: 'Enter the page’s address, like /industries/insurance' });
    expect(errorsOf({ path: '/admin/pages' })).toEqual({
      path: '/admin belongs to the site itself. Choose another path.',
    });
    expect(errorsOf({ path: '/a/b/c/d/e/f' })).toEqual({
      path: "A page's path has at most 5 parts, like /industries/insurance.",
    });
    expect(errorsOf({ metaDescription: 'x'.repeat(301) })).toEqual({
      metaDescription: 'The meta description must be at most 300 characters',
    });
    expect(errorsOf({ ogImage: 'https://elsewhere.example/og.png' })).toEqual({ ogImage: IMAGE_SRC_MESSAGE });
    expect(errorsOf({ publishAt: '2020-01-01T09:00' })).toEqual({ publishAt: PUBLISH_AT_PAST });
    // A published page does not wait for its time: the field is not checked, and nothing is stored.
    const published = validatePageEditor(values({ status: 'published', publishAt: '2020-01-01T09:00' }));
    expect(published.success && published.data.publishAt).toBeNull();
  });

  it('keys block errors as the block editor reads them: the field, the block, the list', () => {
    expect(
      errorsOf({
        blocks: [
          hero,
          { id: 'cards', type: 'cards', heading: { title: 'Why' }, cards: [{ icon: 'zap', title: '', text: 'Fast' }] },
          { id: 'x', type: 'no-such-block' } as never,
        ],
      }),
    ).toEqual({
      'blocks.1.cards.0.title': 'The card title is required',
      'blocks.2': 'Choose a block type',
    });
    // The list's own rules apply once every block passes.
    expect(errorsOf({ blocks: [hero, { ...hero, id: 'second-hero' }] })).toEqual({ 'blocks.1': HERO_NOT_FIRST });
    const many = Array.from({ length: 61 }, (_, index) => ({ id: `b${index}`, type: 'testimonials' as const }));
    expect(errorsOf({ blocks: many })).toEqual({ blocks: TOO_MANY_BLOCKS });
  });

  it('refuses a form or the calculator on the home page and the cookie policy, whose routes draw none, and allows it elsewhere', () => {
    const form = { id: 'contact', type: 'contact-form' } as const;
    for (const path of ['/', '/cookies']) {
      expect(errorsOf({ path, blocks: [hero, form] })['blocks.1']).toBe(PAGE_MESSAGES.noFormsHere);
    }
    expect(errorsOf({ path: '/about', blocks: [hero, form] })['blocks.1']).toBeUndefined();
  });

  it('maps issues without a path to the form, and keeps the first message of a key', () => {
    expect(
      pageIssuesToErrors([
        { path: [], message: 'Unreadable' },
        { path: ['blocks', 0, 'id'], message: 'Two blocks share the id a' },
        { path: ['blocks', 0, 'type'], message: 'second' },
      ]),
    ).toEqual({ form: 'Unreadable', 'blocks.0': 'Two blocks share the id a' });
  });
});

describe('the addresses the application answers itself', () => {
  it('are the public routes without parameters (and the files at fixed addresses) of app/routes.ts', () => {
    const found = routeTable()
      .map(({ pattern }) => pattern)
      .filter((pattern) => !/[:*]/.test(pattern) && !pattern.startsWith('/admin'));
    // The JSON endpoints are posted to, never linked.
    const endpoints = ['/api/send-contact-email', '/api/v1/use-cases'];
    expect([...APP_ROUTE_PATHS, ...endpoints].toSorted()).toEqual(found.toSorted());
  });
});

const page = (changes: Partial<Page> = {}): Page => ({
  id: 'p1',
  path: '/industries/insurance',
  title: 'Automation for insurance',
  metaDescription: '',
  ogImage: null,
  noindex: false,
  status: 'draft',
  publishAt: null,
  publishedAt: null,
  blocks: [hero],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('a page’s history and list', () => {
  it('compares two versions field by field, blocks as one line each with their words', () => {
    const faq = {
      id: 'faq',
      type: 'faq',
      heading: { title: 'Questions' },
      items: [{ question: 'How?', answer: 'So.' }],
    };
    expect(blocksText([hero, faq])).toBe('Hero: centered · Automation for insurers\nFAQ: Questions · How? · So.');
    const changes = diffPages(page(), page({ path: '/insurance', noindex: true, blocks: [hero, faq] }));
    expect(changes.map((change) => change.field)).toEqual(['Path', 'Hide from search engines', 'Blocks']);
    expect(changes[1]).toMatchObject({ before: 'No', after: 'Yes' });
  });

  it('lists the most recently changed page first, with the schedule of a draft only', () => {
    const rows = toPageRows([
      page({ id: 'old', updatedAt: '2026-01-01T00:00:00.000Z' }),
      page({ id: 'new', updatedAt: '2026-02-01T00:00:00.000Z', publishAt: '2027-01-01T00:00:00.000Z' }),
      page({
        id: 'live',
        status: 'published',
        updatedAt: '2026-01-15T00:00:00.000Z',
        publishAt: '2027-01-01T00:00:00.000Z',
      }),
    ]);
    expect(rows.map((row) => [row.id, row.scheduledFor])).toEqual([
      ['new', '2027-01-01T00:00:00.000Z'],
      ['live', null],
      ['old', null],
    ]);
  });
});
