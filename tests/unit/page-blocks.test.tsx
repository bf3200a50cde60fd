import { describe, expect, it } from 'vitest';
import { BLOCK_COPY } from '#app/features/pages/blocks/block-copy.ts';
import {
  ALT_REQUIRED_MESSAGE,
  BLOCK_TYPES,
  type Block,
  type BlockOf,
  blockSchema,
  COOKIE_CHOICE_ONCE,
  FEATURE_LINKS_DIFFER,
  HEADING_REQUIRED,
  HERO_NOT_FIRST,
  hasCookieChoice,
  IMAGE_SRC_MESSAGE,
  LINK_HREF_MESSAGE,
  MARKUP_LINK_MESSAGE,
  ONCE_PER_PAGE,
  onlyOncePerPage,
  pageBlocksSchema,
  STATEMENT_NEEDS_NAME,
  TABLE_ROW_CELLS,
  TOO_MANY_BLOCKS,
} from '#app/features/pages/blocks/block-schemas.ts';
import { internalLinksOf } from '#app/features/pages/blocks/links.ts';
import { PageBlocks } from '#app/features/pages/blocks/page-blocks.tsx';
import { DocumentView } from '#app/features/pages/blocks/views/document-view.tsx';
import { faqJsonLd } from '#app/features/pages/blocks/views/faq-view.tsx';
import { blockExamples } from '../helpers/block-examples.ts';
import { renderInRouter, textOf } from '../helpers/static-markup.tsx';

const render = renderInRouter;
const text = textOf;

const examples = blockExamples;

const parsed = <T extends keyof typeof examples>(type: T) => blockSchema.parse(examples[type]) as BlockOf<T>;

/** The messages of a failed parse, by path ('buttons', 'cards.0.link.href'). */
function errorsOf(
  input: unknown,
  schema: {
    safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  } = blockSchema,
) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('block schemas', () => {
  it.each(BLOCK_TYPES)('accepts a realistic %s block, and the studio has words for it', (type) => {
    const result = blockSchema.safeParse(examples[type]);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(BLOCK_COPY[type].name).not.toBe('');
  });

  it('accepts every example as one page', () => {
    expect(pageBlocksSchema.safeParse(Object.values(examples)).success).toBe(true);
  });

  it('refuses a javascript: link, a protocol-relative link and a plain http: address', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'http://example.com']) {
      const cta = { ...examples.cta, primary: { label: 'Go', href } };
      expect(errorsOf(cta)['primary.href']).toBe(LINK_HREF_MESSAGE);
    }
  });

  it('refuses a hero with three buttons', () => {
    const buttons = [...examples.hero.buttons, { label: 'Third', href: '/about' }];
    expect(errorsOf({ ...examples.hero, buttons }).buttons).toBe('A hero has at most 2 buttons');
  });

  it('a split hero needs an image; a centred one does not', () => {
    const { image: _image, ...withoutImage } = examples.hero;
    expect(errorsOf(withoutImage).image).toContain('The split layout needs an image');
    expect(blockSchema.safeParse({ ...withoutImage, layout: 'centered', buttons: [] }).success).toBe(true);
  });

  it('refuses cards in 5 columns, and feature cards with different links', () => {
    expect(errorsOf({ ...examples.cards, columns: 5 }).columns).toBe('Choose 2, 3 or 4 columns');
    const [first, second] = examples.cards.cards;
    const cards = [first, { ...second, link: { label: 'Read more', href: '/rpa' } }];
    expect(errorsOf({ ...examples.cards, cards }).cards).toBe(FEATURE_LINKS_DIFFER);
    expect(blockSchema.safeParse({ ...examples.cards, style: 'service', cards }).success).toBe(true);
  });

  it('takes images from this site only, which the Content-Security-Policy allows', () => {
    for (const src of ['https://cdn.example.com/agents.png', '//cdn.example.com/a.png', 'javascript:alert(1)']) {
      const image = { src, alt: 'An agent' };
      expect(errorsOf({ ...examples['image-text'], image })['image.src']).toBe(IMAGE_SRC_MESSAGE);
    }
  });

  it('requires alt text unless the image is decorative', () => {
    const image = { src: '/uploads/team.jpg', alt: ' ' };
    expect(errorsOf({ ...examples['image-text'], image })['image.alt']).toBe(ALT_REQUIRED_MESSAGE);
    expect(blockSchema.safeParse({ ...examples['image-text'], image: { ...image, decorative: true } }).success).toBe(
      true,
    );
  });

  it('says which text is too long, and that a title is required', () => {
    const errors = errorsOf({
      ...examples.faq,
      heading: { title: '' },
      items: [{ question: 'Q'.repeat(301), answer: 'A' }],
    });
    expect(errors['heading.title']).toBe('The section title is required');
    expect(errors['items.0.question']).toBe('The question must be at most 300 characters');
  });

  it('refuses an unknown type, an unknown icon and a bad id', () => {
    expect(blockSchema.safeParse({ id: 'x', type: 'carousel' }).success).toBe(false);
    const cards = [{ ...examples.cards.cards[0], icon: 'rocket' }];
    expect(errorsOf({ ...examples.cards, cards })['cards.0.icon']).toBe('Choose an icon');
    expect(errorsOf({ ...examples.cta, id: 'has space' }).id).toContain('A block id is');
  });

  it('refuses 61 blocks, two blocks with one id and a hero below the top', () => {
    const many = Array.from({ length: 61 }, (_, index) => ({ ...examples.cta, id: `b${index}` }));
    expect(errorsOf(many, pageBlocksSchema)['']).toBe(TOO_MANY_BLOCKS);
    expect(pageBlocksSchema.safeParse(many.slice(0, 60)).success).toBe(true);
    expect(errorsOf([examples.cta, examples.cta], pageBlocksSchema)['1.id']).toBe('Two blocks share the id cta-1');
    expect(errorsOf([examples.cta, examples.hero], pageBlocksSchema)['1.type']).toBe(HERO_NOT_FIRST);
  });

  it('refuses a second contact form, lead form, assessment, ROI calculator, testimonials or carousel', () => {
    const twice = (type: keyof typeof ONCE_PER_PAGE) =>
      errorsOf([examples.hero, { id: 'first', type }, examples.cta, { id: 'second', type }], pageBlocksSchema);
    expect(twice('contact-form')['3.type']).toBe('A page can show the contact form only once');
    expect(twice('project-request-form')['3.type']).toBe('A page can show the lead intake form only once');
    expect(twice('process-assessment-form')['3.type']).toBe('A page can show the process assessment form only once');
    expect(twice('roi-calculator')['3.type']).toBe('A page can show the ROI calculator only once');
    expect(twice('testimonials')['3.type']).toBe('A page can show the testimonials only once');
    expect(twice('case-study-carousel')['3.type']).toBe('A page can show the case-study carousel only once');
    expect(onlyOncePerPage('contact-form')).toBe('A page can show the contact form only once');

    // One of each on one page is fine, and so are several featured selections (each has its own id).
    const featured = examples['featured-case-studies'];
    const oneOfEach = [
      ...(Object.keys(ONCE_PER_PAGE) as (keyof typeof ONCE_PER_PAGE)[]).map((type) => ({ id: type, type })),
      featured,
      { ...featured, id: 'featured-2' },
    ];
    expect(pageBlocksSchema.safeParse(oneOfEach).success).toBe(true);
  });

  it('limits the featured case studies and their category', () => {
    const block = examples['featured-case-studies'];
    expect(errorsOf({ ...block, max: 13 }).max).toBe('Show at most 12 case studies');
    expect(errorsOf({ ...block, category: 'ml' }).category).toBe('Choose RPA or AI agents');
  });
});

describe('block schemas for the seeded copy pages (issue 28)', () => {
  const statement = {
    id: 'purpose',
    type: 'cards',
    style: 'statement',
    accessibleName: 'Mission and vision',
    tone: 'muted',
    columns: 2,
    cards: [{ icon: 'target', eyebrow: 'Mission', title: 'Give people their time back', text: 'Our mission.' }],
  };

  it('statement cards may go without a section heading when they have a name for screen readers; others may not', () => {
    expect(blockSchema.safeParse(statement).success).toBe(true);
    const { accessibleName: _name, ...unnamed } = statement;
    expect(errorsOf(unnamed).accessibleName).toBe(STATEMENT_NEEDS_NAME);
    const { heading: _heading, ...headless } = examples.cards;
    expect(errorsOf(headless)['heading.title']).toBe(HEADING_REQUIRED);
  });

  it('a footnote may lead with an icon from the list', () => {
    const footnote = {
      icon: 'refresh-ccw',
      text: 'Combine robots with AI agents.',
      link: { label: 'Compare', href: '/rpa' },
    };
    expect(blockSchema.safeParse({ ...examples.cards, footnote }).success).toBe(true);
    expect(errorsOf({ ...examples.cards, footnote: { ...footnote, icon: 'rocket' } })['footnote.icon']).toBe(
      'Choose an icon',
    );
  });

  it('a document header takes a date and a subline in inline markup, whose links must be safe', () => {
    const header = {
      id: 'hero',
      type: 'hero',
      layout: 'document',
      headline: 'Terms of Service',
      updated: '2025-09-18',
    };
    expect(blockSchema.safeParse({ ...header, subline: 'Ask [us](mailto:legal@example.com).' }).success).toBe(true);
    expect(errorsOf({ ...header, updated: '18/09/2025' }).updated).toBe('Enter a date as YYYY-MM-DD');
    expect(errorsOf({ ...header, subline: 'See [this](javascript:alert(1)).' }).subline).toBe(MARKUP_LINK_MESSAGE);
  });

  it('a document refuses a row with the wrong number of cells, two sections with one anchor and two cookie choices', () => {
    const [first, second] = examples.document.sections as [
      (typeof examples.document.sections)[0],
      (typeof examples.document.sections)[1],
    ];
    const table = { type: 'table', caption: 'Cookies', columns: ['Name', 'Purpose'], rows: [['a', 'b', 'c']] };
    const errors = errorsOf({
      ...examples.document,
      sections: [
        { ...first, parts: [...first.parts, table, { type: 'cookie-choice' }] },
        { ...second, anchor: 'essential' },
      ],
    });
    expect(errors['sections.0.parts.5.rows.0']).toBe(TABLE_ROW_CELLS);
    expect(errors['sections.0.parts.6']).toBe(COOKIE_CHOICE_ONCE);
    expect(errors['sections.1.anchor']).toBe('Two sections share the anchor essential');
    expect(errorsOf({ ...examples.document, sections: [] }).sections).toBe('Add at least one section');
    expect(errorsOf({ ...examples.document, contact: 'Write to [us](http://example.com).' }).contact).toBe(
      MARKUP_LINK_MESSAGE,
    );
  });

  it('says whether a document holds the cookie choice (it then hydrates)', () => {
    expect(hasCookieChoice(parsed('document'))).toBe(true);
    const [, changes] = parsed('document').sections;
    expect(hasCookieChoice({ ...parsed('document'), sections: [changes!] })).toBe(false);
  });
});

describe('internalLinksOf', () => {
  it('lists every path on this site the blocks link to, once, without query or fragment', () => {
    const blocks = pageBlocksSchema.parse([
      examples.hero,
      examples.cards,
      {
        ...examples['rich-text'],
        html: '<p><a href="/about#story">About</a> <a href="https://example.com">out</a> <a href=\'/rpa?x=1\'>RPA</a> <a href="mailto:a@b.c">mail</a> <a href="#top">top</a></p>',
      },
      examples['image-text'],
      examples.cta,
      examples.faq,
    ]);
    expect(internalLinksOf(blocks)).toEqual([
      '/contact',
      '/roi-calculator',
      '/use-cases',
      '/agent-automation',
      '/about',
      '/rpa',
    ]);
  });

  it('is empty for blocks without links', () => {
    expect(internalLinksOf([parsed('stats'), parsed('testimonials')])).toEqual([]);
  });
});

describe('block views', () => {
  it('the split hero is the page h1 with its buttons, highlights and image', () => {
    const html = render(<PageBlocks blocks={[parsed('hero')]} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(text(html)).toContain('Know exactly what to automate, and what it will return');
    expect(text(html)).toContain('Vendor-neutral advice');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/roi-calculator"');
    expect(html).toContain('alt="A process map examined under a magnifying glass."');
  });

  it('the centred hero is the page h1 with its lead and button', () => {
    const hero = blockSchema.parse({
      ...examples.hero,
      layout: 'centered',
      image: undefined,
      buttons: [examples.hero.buttons[0]],
    });
    const html = render(<PageBlocks blocks={[hero]} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(text(html)).toContain('Our process and automation audit');
    expect(html).toContain('href="/contact"');
  });

  it('rich text shows its heading and the (already sanitised) HTML', () => {
    const html = render(<PageBlocks blocks={[parsed('rich-text')]} />);
    expect(html).toMatch(/<h2[^>]*>How we work<\/h2>/);
    expect(html).toContain('<a href="/process-assessment">a process assessment</a>');
  });

  it('feature cards are a list of h3 cards sharing one named link, with the note under them', () => {
    const html = render(<PageBlocks blocks={[parsed('cards')]} />);
    expect(html).toMatch(/<h2[^>]*>Where agents earn their keep<\/h2>/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>Claims triage<\/h3>/);
    expect(text(html)).toContain('Learn More about Claims triage');
    expect(text(html)).toContain('Looking for AI that reasons? Explore AI agents');
    expect(html).toContain('<svg');
  });

  it('service and panel cards show their titles, texts and buttons', () => {
    const cards = examples.cards.cards.map((card, index) => ({
      ...card,
      link: { label: index ? 'Read on' : 'Learn More', href: `/s${index}` },
    }));
    const service = render(<PageBlocks blocks={[blockSchema.parse({ ...examples.cards, style: 'service', cards })]} />);
    expect(text(service)).toContain('Learn More about Customer service');
    expect(text(service)).toContain('Read on');
    expect(service).toContain('href="/s1"');
    const panel = render(
      <PageBlocks
        blocks={[blockSchema.parse({ ...examples.cards, style: 'panel', tone: 'dark', cards: examples.cards.cards })]}
      />,
    );
    expect(panel).toMatch(/<h3[^>]*>Customer service<\/h3>/);
    expect(text(panel)).toContain('Agents answer and route tickets.');
  });

  it('steps are an ordered list under the section heading, with the anchor as the section id', () => {
    const html = render(<PageBlocks blocks={[parsed('steps')]} />);
    expect(html).toContain('id="delivery"');
    expect(html).toContain('aria-labelledby="delivery-title"');
    expect(html).toMatch(/<ol/);
    expect(text(html)).toContain('Step 1: Discover');
    expect(text(html)).toContain('Week 1-2');
  });

  it('the comparison is a table with a caption, column and row headers', () => {
    const html = render(<PageBlocks blocks={[parsed('comparison')]} />);
    expect(html).toContain('<caption class="sr-only">Traditional RPA compared with AI agents</caption>');
    expect(html).toMatch(/<th scope="col"[^>]*>Capability<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Unstructured input<\/th>/);
    expect(text(html)).toContain('Reads emails and documents');
  });

  it('the FAQ is one group of native disclosures, the first open, with its FAQPage JSON-LD', () => {
    const html = render(<PageBlocks blocks={[parsed('faq')]} />);
    expect(html.match(/<details name="faq-faq-1"/g)).toHaveLength(2);
    expect(html).toMatch(/<details name="faq-faq-1" open=""/);
    expect(html).toMatch(/<h3>How long does an audit take\?<\/h3>/);
    expect(text(html)).toContain('Three to four weeks.');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('faqJsonLd lists every question with its answer', () => {
    expect(faqJsonLd(parsed('faq'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does an audit take?',
          acceptedAnswer: { '@type': 'Answer', text: 'Three to four weeks.' },
        },
        {
          '@type': 'Question',
          name: 'Do you sell software?',
          acceptedAnswer: { '@type': 'Answer', text: 'No: our advice is vendor-neutral.' },
        },
      ],
    });
  });

  it('stats show the paragraphs and every figure as a list item', () => {
    const html = render(<PageBlocks blocks={[parsed('stats')]} />);
    expect(text(html)).toContain('Today we run automation for forty clients.');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(text(html)).toContain('60-85% operating-cost reduction Across our RPA programmes.');
  });

  it('the logo strip names every logo once for screen readers', () => {
    const html = render(<PageBlocks blocks={[parsed('logos')]} />);
    expect(html).toMatch(/<h2 id="block-logos-1-title"[^>]*>Trusted by operations teams at<\/h2>/);
    expect(html.match(/alt="Northwind Logistics"/g)).toHaveLength(1);
    expect(html).toContain('src="/images/clients/meridian-health.svg"');
  });

  it('image with text shows its heading, points, button and image alt', () => {
    const html = render(<PageBlocks blocks={[parsed('image-text')]} />);
    expect(html).toMatch(/<h2[^>]*>AI agents that reason<\/h2>/);
    expect(text(html)).toContain('Escalates to people');
    expect(html).toContain('href="/agent-automation"');
    expect(html).toContain('alt="An agent routing a document"');
  });

  it('a decorative image gets an empty alt', () => {
    const block = blockSchema.parse({
      ...examples['image-text'],
      image: { src: '/uploads/x.png', alt: '', decorative: true },
    });
    expect(render(<PageBlocks blocks={[block]} />)).toContain('alt=""');
  });

  it('the call to action band shows its title, lead and both links', () => {
    const html = render(<PageBlocks blocks={[parsed('cta')]} />);
    expect(html).toMatch(/<h2 id="block-cta-1-title"[^>]*>Ready to automate\?<\/h2>/);
    expect(text(html)).toContain('Book a free process assessment.');
    expect(html).toContain('href="/use-cases"');
  });
});

describe('block views of the seeded copy pages (issue 28)', () => {
  it('statement cards are articles titled by h2s, in a section named for screen readers', () => {
    const html = render(
      <PageBlocks
        blocks={[
          blockSchema.parse({
            id: 'purpose',
            type: 'cards',
            style: 'statement',
            accessibleName: 'Mission and vision',
            cards: [
              { icon: 'target', eyebrow: 'Mission', title: 'Give people their time back', text: 'Our mission.' },
              { icon: 'eye', eyebrow: 'Vision', title: 'Every team with a digital colleague', text: 'Our vision.' },
            ],
          }),
        ]}
      />,
    );
    expect(html).toContain('<section aria-label="Mission and vision"');
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toMatch(/<h2[^>]*>Give people their time back<\/h2>/);
    expect(text(html)).toContain('Vision Every team with a digital colleague Our vision.');
  });

  it('a document header is the page h1 with its date and its linked introduction', () => {
    const html = render(
      <PageBlocks
        blocks={[
          blockSchema.parse({
            id: 'hero',
            type: 'hero',
            layout: 'document',
            eyebrow: 'Legal',
            headline: 'Terms of Service',
            updated: '2025-09-18',
            subline: 'Ask us at [legal@example.com](mailto:legal@example.com).',
          }),
        ]}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    expect(html).toContain('Last updated: <time dateTime="2025-09-18">September 18, 2025</time>');
    expect(html).toContain('href="mailto:legal@example.com"');
  });

  it('a document numbers its sections, lists them on the page, and puts the cookie choice where it stands', () => {
    const html = render(<DocumentView block={parsed('document')} slots={{ 'cookie-choice': <p>CHOICE</p> }} />);
    expect(html).toContain('<article aria-label="Cookie Policy"');
    expect(html).toContain('href="#essential"');
    expect(text(html)).toContain('1. Essential Cookies');
    expect(text(html)).toContain('2. Changes');
    expect(html).toContain(
      '<caption class="mb-2 text-left text-sm font-semibold text-slate-900">Cookies set by this website</caption>',
    );
    expect(html).toContain('<p>CHOICE</p>');
    expect(text(html)).toContain('At a glance We set no tracking cookies.');
    expect(html).toContain('href="/privacy"');
    // Without a slot the choice is left out (the page renders it: it hydrates).
    expect(render(<DocumentView block={parsed('document')} />)).not.toContain('CHOICE');
  });
});

describe('PageBlocks', () => {
  const page = pageBlocksSchema.parse(Object.values(examples));

  it('renders the blocks in order, and nothing for live and interactive ones without a renderer', () => {
    const html = text(render(<PageBlocks blocks={page} />));
    const order = [
      'Know exactly what to automate',
      'How we work',
      'Where agents earn',
      'Strategic FAQs',
      'Ready to automate?',
    ];
    const positions = order.map((phrase) => html.indexOf(phrase));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(render(<PageBlocks blocks={page.filter((block: Block) => block.type === 'testimonials')} />)).toBe('');
  });

  it('draws a type with the renderer given for it, with the block and its position', () => {
    const html = render(
      <PageBlocks
        blocks={page}
        render={{
          'featured-case-studies': (block, index) => <p>{`featured ${block.max} ${block.category} at ${index}`}</p>,
          'roi-calculator': () => <p>calculator</p>,
          cta: (block) => <p>{`custom ${block.title}`}</p>,
        }}
      />,
    );
    expect(html).toContain('<p>featured 3 rpa at 10</p>');
    expect(html).toContain('<p>calculator</p>');
    expect(html).toContain('<p>custom Ready to automate?</p>');
    expect(html).not.toContain('Book a free process assessment.');
  });
});
