/**
 * The page editor's forms, rendered to HTML (the unit project has no DOM): every type has its
 * form, every control has a label tied to it and a name and id from its value path, and a message
 * keyed by a path shows under that field. The block list shows each block's name, its line and its
 * count of problems, and buttons that say which block they act on.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FieldLook } from '#app/components/forms/field.tsx';
import { BlockForm } from '#app/features/pages/admin/block-forms.tsx';
import { BlockListEditor } from '#app/features/pages/admin/block-list-editor.tsx';
import { PagePreview } from '#app/features/pages/admin/page-preview.tsx';
import { newBlock } from '#app/features/pages/block-list.ts';
import {
  BLOCK_COPY,
  INTERACTIVE_BLOCK_NOTE,
  BLOCK_FIELD_LABELS as L,
  LIVE_BLOCK_NOTE,
} from '#app/features/pages/blocks/block-copy.ts';
import { BLOCK_TYPES, type BlockInput, INTERACTIVE_BLOCK_TYPES } from '#app/features/pages/blocks/block-schemas.ts';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FieldLook value="studio">{node}</FieldLook>
    </MemoryRouter>,
  );
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const text = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const noop = () => {};

const form = (block: BlockInput, index = 2, errors: Record<string, string> = {}) =>
  render(<BlockForm block={block} path={`blocks.${index}`} errors={errors} onChange={noop} />);

/** Every form control that a person operates: not hidden fields, not the file input behind an image picker. */
function controls(html: string) {
  return [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .map((match) => ({ tag: match[1], attributes: match[2] ?? '' }))
    .filter(({ attributes }) => !/type="(hidden|file)"/.test(attributes))
    .map(({ tag, attributes }) => ({
      tag,
      id: /\bid="([^"]+)"/.exec(attributes)?.[1],
      name: /\bname="([^"]+)"/.exec(attributes)?.[1],
      attributes,
    }));
}

/** A cards block with every optional part present. */
const fullCards: BlockInput = {
  id: 'cards-1',
  type: 'cards',
  heading: { eyebrow: 'Why us', title: 'What we do', lead: 'Three things.' },
  tone: 'muted',
  anchor: 'services',
  style: 'service',
  columns: 3,
  cards: [
    { icon: 'bot', title: 'RPA', text: 'Bots.', color: 'blue', link: { label: 'More', href: '/rpa' } },
    { icon: 'brain-circuit', title: 'Agents', text: 'Agents.', color: 'purple' },
  ],
  stats: [{ value: '78%', label: 'Touchless' }],
  footnote: { text: 'Looking for agents?', link: { label: 'See agents', href: '/agent-automation' } },
};

describe('the block forms', () => {
  it.each(BLOCK_TYPES)('the %s form: each control labelled, named and identified by its path', (type) => {
    const html = form(newBlock(type, 'b'));
    // Placed blocks have nothing to fill in; a new testimonials block only offers its optional heading.
    const fieldless = [...INTERACTIVE_BLOCK_TYPES, 'case-study-carousel', 'testimonials'] as string[];
    expect(controls(html).length > 0, 'has fields').toBe(!fieldless.includes(type));
    for (const control of controls(html)) {
      expect(control.name, control.attributes).toMatch(/^blocks\.2\.[A-Za-z0-9.]+$/);
      expect(control.id).toBe(`cs-${control.name?.replace(/[^a-zA-Z0-9]+/g, '-')}`);
      expect(html, `label of ${control.name}`).toContain(`for="${control.id}"`);
    }
  });

  it('the live blocks say they update themselves; the interactive ones only that they are placed', () => {
    for (const type of ['featured-case-studies', 'testimonials', 'case-study-carousel'] as const) {
      expect(text(form(newBlock(type))), type).toContain(LIVE_BLOCK_NOTE);
    }
    for (const type of INTERACTIVE_BLOCK_TYPES) {
      const html = form(newBlock(type));
      expect(text(html), type).toContain(INTERACTIVE_BLOCK_NOTE);
      expect(controls(html), type).toEqual([]);
    }
    const featured = controls(form(newBlock('featured-case-studies')));
    expect(featured.map((control) => control.name)).toEqual(['blocks.2.max', 'blocks.2.industry', 'blocks.2.category']);
    expect(controls(form(newBlock('case-study-carousel')))).toEqual([]);
  });

  it('a hero: layout, headline, subline, a button, highlights and an image with alt text', () => {
    const html = form(newBlock('hero'), 0);
    const names = controls(html).map((control) => control.name);
    expect(names).toEqual([
      'blocks.0.layout',
      'blocks.0.eyebrow',
      'blocks.0.headline',
      'blocks.0.subline',
      'blocks.0.buttons.0.label',
      'blocks.0.buttons.0.href',
      'blocks.0.image.alt',
      'blocks.0.image.decorative',
    ]);
    for (const label of [L.layout, L.headline, L.subline, L.buttons, L.highlights, L.image, L.alt, L.decorative]) {
      expect(text(html)).toContain(label);
    }
    expect(text(html)).toContain('Button 1');
    expect(text(html)).toContain('Add highlight');
    // The image picker posts its address under the path too.
    expect(html).toContain('name="blocks.0.image.src"');
  });

  it('a centred hero has no image fields', () => {
    const html = form({ id: 'h', type: 'hero', layout: 'centered', headline: 'Hi' }, 0);
    expect(html).not.toContain('blocks.0.image');
  });

  it('cards: every optional part, the service colour, and an icon select of every icon', () => {
    const html = form(fullCards, 3);
    const names = controls(html).map((control) => control.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'blocks.3.heading.eyebrow',
        'blocks.3.heading.title',
        'blocks.3.heading.lead',
        'blocks.3.tone',
        'blocks.3.anchor',
        'blocks.3.style',
        'blocks.3.columns',
        'blocks.3.cards.0.icon',
        'blocks.3.cards.0.color',
        'blocks.3.cards.0.title',
        'blocks.3.cards.0.text',
        'blocks.3.cards.0.link.label',
        'blocks.3.cards.0.link.href',
        'blocks.3.cards.1.title',
        'blocks.3.stats.0.value',
        'blocks.3.stats.0.label',
        'blocks.3.stats.0.description',
        'blocks.3.footnote.text',
        'blocks.3.footnote.link.label',
        'blocks.3.footnote.link.href',
      ]),
    );
    expect(names).not.toContain('blocks.3.cards.1.link.label');
    expect(text(html)).toContain('Add a link');
    expect(html).toMatch(/<option value="brain-circuit"[^>]*>Brain circuit<\/option>/);
    expect(html).toContain('value="Looking for agents?"');
    // Rows can be moved and removed, and say which row.
    expect(html).toContain('Move card 2 up');
    expect(html).toContain('Remove card 1');
  });

  it('a message lands under the field its path names, and marks that field', () => {
    const errors = {
      'blocks.3.cards.0.title': 'The card title is required',
      'blocks.3.cards': 'Service cards need a link each',
      'blocks.3.footnote.link.href': 'Enter a path on this site',
    };
    const html = form(fullCards, 3, errors);
    expect(html).toMatch(
      /id="cs-blocks-3-cards-0-title" aria-invalid="true" aria-describedby="cs-blocks-3-cards-0-title-error"/,
    );
    expect(text(/id="cs-blocks-3-cards-0-title-error"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '')).toContain(
      'The card title is required',
    );
    expect(html).toContain('id="cs-blocks-3-cards-error"');
    expect(text(html)).toContain('Service cards need a link each');
    expect(html).toMatch(/id="cs-blocks-3-footnote-link-href" aria-invalid="true"/);
  });

  it("an image's missing picture is said at the image", () => {
    const html = form(newBlock('image-text', 'i'), 1, { 'blocks.1.image.src': 'Choose an image' });
    expect(html).toContain('id="cs-blocks-1-image-src-error"');
    expect(text(html)).toContain('Choose an image');
  });

  it('rich text has its editor field (TipTap loads in the browser) and an optional heading', () => {
    const html = form(newBlock('rich-text', 'r'), 4);
    expect(html).toContain('id="cs-blocks-4-html-label"');
    expect(html).toContain('name="blocks.4.html"');
    expect(text(html)).toContain('Add a section heading');
  });
});

describe('the block list', () => {
  const blocks: BlockInput[] = [
    { id: 'hero', type: 'hero', layout: 'centered', headline: 'Automation that pays' },
    fullCards,
    newBlock('faq', 'faq'),
    newBlock('contact-form', 'contact'),
  ];
  const list = (errors: Record<string, string> = {}) =>
    render(<BlockListEditor blocks={blocks} onChange={noop} errors={errors} />);

  it("shows each block's name, position and line, collapsed", () => {
    const html = list();
    const words = text(html);
    expect(words).toContain('Block 1 of 4: Hero Automation that pays');
    expect(words).toContain('Block 2 of 4: Cards What we do');
    expect(words).toContain(`Block 3 of 4: FAQ ${BLOCK_COPY.faq.description}`);
    expect(words).toContain(`Block 4 of 4: Contact form ${BLOCK_COPY['contact-form'].description}`);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(5);
    // Only open blocks have their forms.
    expect(controls(html)).toEqual([]);
    expect(words).toContain('Add a block');
  });

  it('names the block each button acts on, and disables what would break the page', () => {
    const html = list();
    const disabled = (label: string) => {
      const tag = new RegExp(`<button[^>]*title="${label}"[^>]*>`).exec(html)?.[0];
      expect(tag, label).toBeDefined();
      return / disabled=""/.test(tag ?? '');
    };
    expect(disabled('Move up: Cards, block 2 of 4')).toBe(true);
    expect(disabled('Move down: Hero, block 1 of 4')).toBe(true);
    expect(disabled('Duplicate: Hero, block 1 of 4')).toBe(true);
    expect(disabled('Move up: FAQ, block 3 of 4')).toBe(false);
    expect(disabled('Move down: Contact form, block 4 of 4')).toBe(true);
    expect(disabled('Remove: Contact form, block 4 of 4')).toBe(false);
  });

  it('counts the problems of each block on its card', () => {
    const words = text(
      list({
        'blocks.2.items.0.question': 'The question is required',
        'blocks.2.heading.title': 'Required',
        title: 'x',
      }),
    );
    expect(words).toContain(`FAQ ${BLOCK_COPY.faq.description} 2 problems`);
    expect(words).not.toContain('1 problem');
  });

  it('an empty page says how to start', () => {
    expect(text(render(<BlockListEditor blocks={[]} onChange={noop} errors={{}} />))).toContain(
      'This page has no blocks yet.',
    );
  });
});

describe('the preview', () => {
  it('frames /admin/pages/frame with a title, and offers the two widths as toggle buttons', () => {
    const html = render(<PagePreview blocks={[]} />);
    expect(html).toMatch(/<iframe[^>]*src="\/admin\/pages\/frame"[^>]*title="Page preview"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>.*?Phone/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>.*?Desktop/);
    expect(text(html)).toContain('Preview width');
  });
});
