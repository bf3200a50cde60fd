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
import { SEED_PAGES } from '#app/content/pages/index.ts';
import { BlockForm } from '#app/features/pages/admin/block-forms.tsx';
import { BlockChoices, BlockListEditor } from '#app/features/pages/admin/block-list-editor.tsx';
import { PagePreview } from '#app/features/pages/admin/page-preview.tsx';
import { newBlock } from '#app/features/pages/block-list.ts';
import {
  BLOCK_COPY,
  BLOCK_EDITOR_COPY as C,
  INTERACTIVE_BLOCK_NOTE,
  BLOCK_FIELD_LABELS as L,
  LIVE_BLOCK_NOTE,
} from '#app/features/pages/blocks/block-copy.ts';
import {
  BLOCK_TYPES,
  type BlockInput,
  COOKIE_CHOICE_ONCE,
  INTERACTIVE_BLOCK_TYPES,
  TABLE_ROW_CELLS,
} from '#app/features/pages/blocks/block-schemas.ts';

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
    expect(featured.map((control) => control.name)).toEqual([
      'blocks.2.anchor',
      'blocks.2.max',
      'blocks.2.industry',
      'blocks.2.category',
    ]);
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
    // Service cards stand in threes: no column count to choose.
    expect(names).not.toContain('blocks.3.columns');
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

/** A seeded page's blocks (app/content/pages), as the editor opens them. */
const seeded = (path: string) => {
  const page = SEED_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no seeded page at ${path}`);
  return page.blocks as BlockInput[];
};
const seededBlock = <T extends BlockInput['type']>(path: string, type: T, which = 0) => {
  const block = seeded(path).filter((candidate) => candidate.type === type)[which];
  if (!block) throw new Error(`no ${type} block on ${path}`);
  return block as Extract<BlockInput, { type: T }>;
};
const namesOf = (html: string) => controls(html).map((control) => control.name);
/** The value of the text field or text area named `name`. */
const fieldValue = (html: string, name: string) => {
  const input = new RegExp(`<input[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>`).exec(html)?.[0];
  if (input) return decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  const area = new RegExp(`<textarea[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>([^<]*)</textarea>`).exec(html);
  return area ? decode(area[1] ?? '') : undefined;
};

describe('the forms of the seeded pages', () => {
  it.each(SEED_PAGES.map((page) => page.path))(
    'every block of %s: each control labelled, named by its path, no id twice',
    (path) => {
      seeded(path).forEach((block, index) => {
        const html = form(block, index);
        for (const control of controls(html)) {
          expect(control.name, `${path} ${block.id}`).toMatch(new RegExp(`^blocks\\.${index}\\.[A-Za-z0-9.]+$`));
          expect(html, `label of ${control.name}`).toContain(`for="${control.id}"`);
        }
        // No id twice: a row's box is not its text field.
        const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
        expect(
          ids.filter((id, at) => ids.indexOf(id) !== at),
          `${path} ${block.id}`,
        ).toEqual([]);
      });
    },
  );
});

describe('the document form', () => {
  const terms = seededBlock('/terms', 'document');

  it('edits the title, each section with its anchor and its parts, and the closing note, and says how to write links', () => {
    const html = form(terms, 1);
    const words = text(html);
    expect(words).toContain(C.markupHint);
    expect(fieldValue(html, 'blocks.1.title')).toBe(terms.title);
    terms.sections.forEach((section, index) => {
      expect(fieldValue(html, `blocks.1.sections.${index}.title`)).toBe(section.title);
      expect(fieldValue(html, `blocks.1.sections.${index}.anchor`)).toBe(section.anchor);
    });
    expect(words).toContain(`Section ${terms.sections.length}`);
    expect(fieldValue(html, 'blocks.1.contact')).toBe(terms.contact);
    // Each part under a legend naming its kind, its buttons naming its section.
    expect(words).toContain('Part 1: Paragraph');
    expect(html).toContain('title="Move part 1 of section 2 down"');
    expect(html).toContain('title="Remove part 1 of section 1"');
    expect(html).toContain('title="Move section 2 up"');
  });

  it('adds a part of each kind with its own button; the cookie choice only while the document has none', () => {
    const empty = form(newBlock('document', 'd'), 1);
    for (const label of [
      'Add paragraph',
      'Add list',
      'Add subheading',
      'Add table',
      'Add the visitor’s cookie choice',
    ]) {
      expect(text(empty), label).toContain(label);
    }
    expect(text(empty)).toContain('Add section');
    expect(text(empty)).toContain('Add a summary box');
    const cookies = seededBlock('/cookies', 'document');
    const html = form(cookies, 1);
    expect(text(html)).not.toContain('Add the visitor’s cookie choice');
    expect(text(html)).toMatch(/Part \d+: The visitor’s cookie choice/);
    expect(text(html)).toContain(C.cookieChoiceNote);
  });

  const table: BlockInput = {
    id: 'doc',
    type: 'document',
    title: 'Cookie Policy',
    summary: { title: 'At a glance', points: ['We use **few** cookies.'] },
    sections: [
      {
        anchor: 'list',
        title: 'The cookies',
        parts: [
          { type: 'subheading', text: 'Necessary' },
          { type: 'list', points: ['One', 'Two'] },
          {
            type: 'table',
            caption: 'Cookies we set',
            columns: ['Name', 'Purpose', ''],
            rows: [
              ['__session', 'Sign-in', '1 year'],
              ['consent', 'Your choice'],
            ],
          },
          { type: 'cookie-choice' },
        ],
      },
    ],
  };

  it('a table: caption, column headings, and one cell per column in each row, labelled by its column', () => {
    const html = form(table, 4);
    const names = namesOf(html);
    expect(names).toEqual(
      expect.arrayContaining([
        'blocks.4.summary.title',
        'blocks.4.summary.points.0',
        'blocks.4.sections.0.parts.0.text',
        'blocks.4.sections.0.parts.1.points.1',
        'blocks.4.sections.0.parts.2.caption',
        'blocks.4.sections.0.parts.2.columns.2',
        'blocks.4.sections.0.parts.2.rows.0.2',
      ]),
    );
    expect(html).toMatch(/for="cs-blocks-4-sections-0-parts-2-rows-0-0"[^>]*>Name/);
    // A heading not written yet: the cell is named by its column's place.
    expect(html).toMatch(/for="cs-blocks-4-sections-0-parts-2-rows-0-2"[^>]*>Column 3/);
    // A short row shows a field for each column all the same.
    expect(names).toContain('blocks.4.sections.0.parts.2.rows.1.2');
    expect(html).toMatch(/for="cs-blocks-4-sections-0-parts-2-columns-0"[^>]*>Heading/);
    expect(text(html)).toContain('Add column');
    expect(text(html)).toContain('Add row');
  });

  it('a message about a row or a part shows at the top of that row', () => {
    const html = form(table, 4, {
      'blocks.4.sections.0.parts.2.rows.1': TABLE_ROW_CELLS,
      'blocks.4.sections.0.parts.3': COOKIE_CHOICE_ONCE,
      'blocks.4.sections.0.anchor': 'Two sections share the anchor list',
    });
    expect(text(/id="cs-blocks-4-sections-0-parts-2-rows-1-error"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '')).toContain(
      TABLE_ROW_CELLS,
    );
    expect(html).toContain('id="cs-blocks-4-sections-0-parts-3-error"');
    expect(text(html)).toContain(COOKIE_CHOICE_ONCE);
    expect(html).toMatch(/id="cs-blocks-4-sections-0-anchor" aria-invalid="true"/);
  });
});

describe('the hero of each layout', () => {
  it('a document header: date and subline in inline markup, no buttons, highlights or image', () => {
    const hero = seededBlock('/terms', 'hero');
    const html = form(hero, 0);
    expect(namesOf(html)).toEqual([
      'blocks.0.layout',
      'blocks.0.eyebrow',
      'blocks.0.headline',
      'blocks.0.updated',
      'blocks.0.subline',
    ]);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*name="blocks\.0\.updated"[^>]*value="\d{4}-\d{2}-\d{2}"/);
    expect(text(html)).toContain(C.markupHint);
    expect(text(html)).toContain(C.layoutHint);
  });

  it("the home page's: highlighted words, up to three figures, buttons and an image", () => {
    const hero = seededBlock('/', 'hero');
    const html = form(hero, 0);
    const names = namesOf(html);
    expect(names).toEqual(
      expect.arrayContaining([
        'blocks.0.highlight',
        'blocks.0.buttons.1.href',
        'blocks.0.stats.0.value',
        'blocks.0.stats.2.label',
        'blocks.0.image.alt',
      ]),
    );
    expect(names).not.toContain('blocks.0.stats.0.description');
    expect(names).not.toContain('blocks.0.updated');
    expect(fieldValue(html, 'blocks.0.highlight')).toBe(hero.highlight);
    // Three figures are all a home hero shows.
    expect(text(html)).toContain('At most 3 figures.');
    expect(text(html)).not.toContain('Add highlight');
  });

  it('a centred hero: buttons, and neither image nor highlights', () => {
    const names = namesOf(form({ id: 'h', type: 'hero', layout: 'centered', headline: 'Hi', buttons: [] }, 0));
    expect(names).toEqual(['blocks.0.layout', 'blocks.0.eyebrow', 'blocks.0.headline', 'blocks.0.subline']);
  });
});

describe('the cards of each style', () => {
  it("statement cards (/about's mission and vision): no heading needed, then a name for screen readers; each card's eyebrow", () => {
    const statement = seededBlock('/about', 'cards', 0);
    expect(statement.style).toBe('statement');
    const html = form(statement, 2);
    const names = namesOf(html);
    expect(text(html)).toContain('Add a section heading');
    expect(fieldValue(html, 'blocks.2.accessibleName')).toBe(statement.accessibleName);
    expect(names).toContain('blocks.2.cards.0.eyebrow');
    expect(fieldValue(html, 'blocks.2.cards.1.eyebrow')).toBe(statement.cards[1]?.eyebrow);
    expect(names).not.toContain('blocks.2.heading.title');
    expect(names).not.toContain('blocks.2.columns');
    expect(text(html)).not.toContain('Add a link');
    // With a heading, the name for screen readers is not asked for.
    const headed = namesOf(form({ ...statement, heading: { title: 'Why' } }, 2));
    expect(headed).toContain('blocks.2.heading.title');
    expect(headed).not.toContain('blocks.2.accessibleName');
  });

  it("list cards (the home page's use cases): points instead of text, and a button under the cards", () => {
    const list = seededBlock('/', 'cards', 1);
    expect(list.style).toBe('list');
    const html = form(list, 8);
    const names = namesOf(html);
    expect(names).toContain('blocks.8.cards.0.points.0');
    expect(names).not.toContain('blocks.8.cards.0.text');
    expect(names).toEqual(expect.arrayContaining(['blocks.8.button.label', 'blocks.8.button.href']));
    expect(fieldValue(html, 'blocks.8.button.label')).toBe(list.button?.label);
  });

  it("a note under the cards may have an icon (/rpa's pointer to AI agents)", () => {
    const rpa = seeded('/rpa').find(
      (block): block is Extract<BlockInput, { type: 'cards' }> => block.type === 'cards' && !!block.footnote?.icon,
    );
    if (!rpa) throw new Error('no cards with an icon in their note on /rpa');
    const html = form(rpa, 3);
    expect(html).toMatch(/<select[^>]*name="blocks\.3\.footnote\.icon"[^>]*>.*?<option value="">No icon<\/option>/);
    expect(html).toMatch(new RegExp(`<option value="${rpa.footnote?.icon}" selected=""`));
  });
});

describe('the other additions', () => {
  it("steps with a panel beside them (the home page's Process & ROI)", () => {
    const steps = seededBlock('/', 'steps');
    const html = form(steps, 4);
    expect(text(html)).toContain(L.aside);
    expect(namesOf(html)).toEqual(
      expect.arrayContaining([
        'blocks.4.aside.image.alt',
        'blocks.4.aside.title',
        'blocks.4.aside.stats.0.value',
        'blocks.4.aside.stats.0.label',
        'blocks.4.aside.note',
        'blocks.4.aside.button.label',
        'blocks.4.aside.buttonIcon',
      ]),
    );
    expect(fieldValue(html, 'blocks.4.aside.title')).toBe(steps.aside?.title);
    expect(text(form(newBlock('steps'), 4))).toContain('Add a panel beside the steps');
  });

  it('image with text: a figure over the image', () => {
    const agents = seededBlock('/', 'image-text');
    const html = form(agents, 5);
    expect(namesOf(html)).toEqual(
      expect.arrayContaining(['blocks.5.figure.value', 'blocks.5.figure.label', 'blocks.5.figure.note']),
    );
    expect(fieldValue(html, 'blocks.5.figure.value')).toBe(agents.figure?.value);
    expect(text(form(newBlock('image-text'), 5))).toContain('Add a figure over the image');
  });

  it('featured case studies: an anchor', () => {
    const featured = seededBlock('/', 'featured-case-studies');
    expect(fieldValue(form(featured, 3), 'blocks.3.anchor')).toBe('see-our-work');
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
    // A page shows its contact form once: no copy.
    expect(disabled('Duplicate: Contact form, block 4 of 4')).toBe(true);
    expect(disabled('Duplicate: FAQ, block 3 of 4')).toBe(false);
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

  it('"Add a block" leaves out what a page shows once and has, and says why', () => {
    const words = text(render(<BlockChoices blocks={blocks} labelledBy="t" onChoose={noop} />));
    const choice = (type: keyof typeof BLOCK_COPY) => `${BLOCK_COPY[type].name} ${BLOCK_COPY[type].description}`;
    expect(words).not.toContain(choice('contact-form'));
    expect(words).not.toContain(choice('hero'));
    expect(words).toContain(C.heroTaken);
    expect(words).toContain(C.onceTaken([BLOCK_COPY['contact-form'].name]));
    expect(words).toContain(choice('faq'));
    expect(words).toContain(choice('testimonials'));
    const fresh = text(render(<BlockChoices blocks={[]} labelledBy="t" onChoose={noop} />));
    expect(fresh).toContain(choice('contact-form'));
    expect(fresh).toContain(choice('hero'));
    expect(fresh).not.toContain('Already on this page');
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
