/**
 * The page editor's list operations (app/features/pages/block-list.ts) and the preview's protocol
 * (app/features/pages/preview-protocol.ts): what the buttons do to the list, what a collapsed block
 * says, which block each message belongs to, and how often the preview is posted to.
 */
import { describe, expect, it } from 'vitest';
import {
  addableBlockTypes,
  applyListChange,
  blockSummary,
  canDuplicateBlock,
  canMoveBlock,
  duplicateBlock,
  errorCountsByBlock,
  errorsOfBlock,
  followBlocks,
  insertBlock,
  moveBlock,
  newBlock,
  newDocumentPart,
  removeBlock,
  takenOnceTypes,
} from '#app/features/pages/block-list.ts';
import { cardsWithStyle, heroWithLayout } from '#app/features/pages/block-variants.ts';
import { BLOCK_COPY } from '#app/features/pages/blocks/block-copy.ts';
import {
  BLOCK_TYPES,
  type BlockInput,
  blockSchema,
  CARD_TEXT_REQUIRED,
  HEADING_REQUIRED,
  LIST_CARD_NEEDS_POINTS,
  ONCE_PER_PAGE,
  pageBlocksSchema,
} from '#app/features/pages/blocks/block-schemas.ts';
import {
  blocksMessage,
  blocksOfMessage,
  createThrottledPost,
  editorHelloMessage,
  frameReadyMessage,
  isEditorHello,
  isFrameReady,
  previewEntries,
} from '#app/features/pages/preview-protocol.ts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const faq = (id: string, title = 'Questions'): BlockInput => ({
  id,
  type: 'faq',
  heading: { title },
  items: [{ question: 'Why?', answer: 'Because.' }],
});
const hero = (id = 'hero'): BlockInput => ({ id, type: 'hero', layout: 'centered', headline: 'Welcome' });
const ids = (blocks: BlockInput[]) => blocks.map((block) => block.id);

describe('new blocks', () => {
  /** Every text a block holds, but its id, its type and the values of its selects. */
  const SELECTS = new Set(['id', 'type', 'layout', 'tone', 'style', 'icon', 'color', 'imageSide']);
  const textsOf = (value: unknown, key = ''): string[] => {
    if (typeof value === 'string') return SELECTS.has(key) ? [] : [value];
    if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
    return [];
  };

  it.each(BLOCK_TYPES)('a new %s has a fresh valid id and no words of ours', (type) => {
    const block = newBlock(type);
    expect(block.type).toBe(type);
    expect(block.id).toMatch(ID);
    expect(newBlock(type).id).not.toBe(block.id);
    expect(textsOf(block).filter((text) => text !== '')).toEqual([]);
  });

  it('a new copy block does not pass its schema until it is filled in; a placed one does at once', () => {
    for (const type of [
      'hero',
      'cards',
      'steps',
      'comparison',
      'faq',
      'stats',
      'logos',
      'image-text',
      'cta',
      'document',
    ] as const) {
      expect(blockSchema.safeParse(newBlock(type)).success, type).toBe(false);
    }
    for (const type of ['featured-case-studies', 'testimonials', 'contact-form', 'roi-calculator'] as const) {
      expect(blockSchema.safeParse(newBlock(type)).success, type).toBe(true);
    }
  });

  it('a new hero asks for its headline, a button and an image, by path', () => {
    const result = blockSchema.safeParse(newBlock('hero', 'h'));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['headline', 'buttons.0.label', 'buttons.0.href', 'image.src']));
  });
});

describe('a new document', () => {
  it('starts with one section of one empty paragraph, and asks for its title, the anchor and the words, by path', () => {
    const result = blockSchema.safeParse(newBlock('document', 'd'));
    const paths = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect([...paths]).toEqual(['title', 'sections.0.anchor', 'sections.0.title', 'sections.0.parts.0.text']);
  });

  it('a new part of each kind is empty, with the fewest items its schema takes, and passes once filled in', () => {
    const fill = (value: unknown): unknown =>
      typeof value === 'string' ? 'x' : Array.isArray(value) ? value.map(fill) : value;
    for (const kind of ['paragraph', 'list', 'subheading', 'table', 'cookie-choice'] as const) {
      const part = newDocumentPart(kind);
      expect(part.type).toBe(kind);
      const filled = Object.fromEntries(
        Object.entries(part).map(([key, value]) => [key, key === 'type' ? value : fill(value)]),
      );
      const document = {
        id: 'd',
        type: 'document',
        title: 'T',
        sections: [{ anchor: 'a', title: 'A', parts: [filled] }],
      };
      expect(blockSchema.safeParse(document).success, kind).toBe(true);
    }
    expect(newDocumentPart('table')).toEqual({ type: 'table', caption: '', columns: ['', ''], rows: [['', '']] });
  });
});

describe('a change to a list inside a block', () => {
  const list = ['a', 'b', 'c'];
  it('adds at the end, moves by one, removes, and an edit leaves the order', () => {
    expect(applyListChange(list, { kind: 'add' }, () => 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(applyListChange(list, { kind: 'move', index: 0, delta: 1 })).toEqual(['b', 'a', 'c']);
    expect(applyListChange(list, { kind: 'move', index: 0, delta: -1 })).toEqual(['a', 'b', 'c']);
    expect(applyListChange(list, { kind: 'remove', index: 1 })).toEqual(['a', 'c']);
    expect(applyListChange(list, { kind: 'edit', index: 1 })).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('blocks a page shows once', () => {
  const contact: BlockInput = { id: 'contact', type: 'contact-form' };
  const testimonials: BlockInput = { id: 'quotes', type: 'testimonials' };

  it('are not offered again, and the page says which it has', () => {
    const blocks = [hero(), faq('a'), contact, testimonials];
    const offered = addableBlockTypes(blocks, BLOCK_TYPES);
    expect(offered).not.toContain('contact-form');
    expect(offered).not.toContain('testimonials');
    expect(offered).not.toContain('hero');
    expect(offered).toContain('faq');
    expect(offered).toContain('roi-calculator');
    expect(takenOnceTypes(blocks, BLOCK_TYPES)).toEqual(['testimonials', 'contact-form']);
    // Whatever "Add a block" offers, the page still passes the schema's once-per-page rule.
    for (const type of offered) {
      const result = pageBlocksSchema.safeParse([...blocks, newBlock(type)]);
      const once = result.error?.issues.filter((issue) => issue.message.includes('only once')) ?? [];
      expect(once, type).toEqual([]);
    }
  });

  it('are not duplicated', () => {
    for (const type of Object.keys(ONCE_PER_PAGE) as (keyof typeof ONCE_PER_PAGE)[]) {
      expect(canDuplicateBlock([faq('a'), newBlock(type)], 1), type).toBe(false);
    }
    expect(canDuplicateBlock([faq('a'), newBlock('featured-case-studies')], 1)).toBe(true);
  });
});

describe('changing a hero layout or a card style', () => {
  const split: Extract<BlockInput, { type: 'hero' }> = {
    id: 'h',
    type: 'hero',
    layout: 'split',
    headline: 'Automation that pays',
    buttons: [{ label: 'Talk to us', href: '/contact' }],
    highlights: ['Fast'],
    image: { src: '/images/a.svg', alt: 'A diagram' },
  };

  it('clears what the new layout does not show, and gives a split hero what it needs', () => {
    const document = heroWithLayout(split, 'document');
    expect(document).toMatchObject({ layout: 'document', buttons: [], highlights: [], stats: [] });
    expect(document.image).toBeUndefined();
    expect(blockSchema.safeParse({ ...document, updated: '2025-09-18' }).success).toBe(true);
    const home = heroWithLayout({ ...document, updated: '2025-09-18' }, 'home');
    expect(home.updated).toBeUndefined();
    expect(home.image).toBeUndefined();
    const back = heroWithLayout(document, 'split');
    expect(back.buttons).toEqual([{ label: '', href: '' }]);
    expect(back.image).toEqual({ src: '', alt: '', decorative: false });
    // The home layout keeps the image and the buttons, and drops the highlights it does not draw.
    expect(heroWithLayout(split, 'home')).toMatchObject({ image: split.image, buttons: split.buttons, highlights: [] });
  });

  const feature: Extract<BlockInput, { type: 'cards' }> = {
    id: 'c',
    type: 'cards',
    heading: { title: 'Use cases' },
    style: 'feature',
    cards: [{ icon: 'bot', title: 'Invoices', text: 'Captured.', link: { label: 'More', href: '/rpa' } }],
  };

  it('clears the card parts the new style does not show; a heading comes back when leaving statement cards', () => {
    const list = cardsWithStyle(feature, 'list');
    expect(list.cards[0]).toMatchObject({ title: 'Invoices', text: undefined, link: undefined, points: [] });
    const messages = blockSchema.safeParse(list).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([LIST_CARD_NEEDS_POINTS]);
    const statement = cardsWithStyle({ ...feature, heading: undefined }, 'statement');
    expect(statement.heading).toBeUndefined();
    const backToFeature = cardsWithStyle({ ...statement, accessibleName: 'Mission' }, 'feature');
    expect(backToFeature.heading).toEqual({ eyebrow: '', title: '', lead: '' });
    expect(backToFeature.accessibleName).toBeUndefined();
    expect(blockSchema.safeParse(backToFeature).error?.issues.map((issue) => issue.message)).toEqual([
      HEADING_REQUIRED,
    ]);
    // Back from list cards, each card asks for the text it lost.
    const fromList = cardsWithStyle(list, 'feature');
    expect(fromList.cards[0]?.text).toBe('');
    expect(blockSchema.safeParse(fromList).error?.issues.map((issue) => issue.message)).toEqual([CARD_TEXT_REQUIRED]);
  });
});

describe('moving', () => {
  const list = [faq('a'), faq('b'), faq('c')];

  it('moves a block up or down by one and leaves the list as it was at either end', () => {
    expect(ids(moveBlock(list, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveBlock(list, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveBlock(list, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveBlock(list, 2, 1))).toEqual(['a', 'b', 'c']);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('never moves a block above the hero, nor the hero down', () => {
    const withHero = [hero(), faq('a'), faq('b')];
    expect(canMoveBlock(withHero, 1, -1)).toBe(false);
    expect(canMoveBlock(withHero, 0, 1)).toBe(false);
    expect(canMoveBlock(withHero, 2, -1)).toBe(true);
    expect(ids(moveBlock(withHero, 1, -1))).toEqual(['hero', 'a', 'b']);
  });
});

describe('duplicating, removing and inserting', () => {
  it('puts a deep copy with a new id right after the original', () => {
    const list = [faq('a', 'First'), faq('b')];
    const next = duplicateBlock(list, 0, 'copy');
    expect(ids(next)).toEqual(['a', 'copy', 'b']);
    expect(next[1]).toEqual({ ...list[0], id: 'copy' });
    // A deep copy: editing the copy's questions leaves the original's alone.
    (next[1] as Extract<BlockInput, { type: 'faq' }>).items.push({ question: 'New', answer: 'Yes' });
    expect((list[0] as Extract<BlockInput, { type: 'faq' }>).items).toHaveLength(1);
    expect(duplicateBlock(list, 1)[2]?.id).toMatch(ID);
    expect(duplicateBlock(list, 1)[2]?.id).not.toBe('b');
  });

  it('does not double a hero, nor add to a full page', () => {
    expect(canDuplicateBlock([hero(), faq('a')], 0)).toBe(false);
    expect(ids(duplicateBlock([hero(), faq('a')], 0))).toEqual(['hero', 'a']);
    const full = Array.from({ length: 60 }, (_, i) => faq(`b${i}`));
    expect(canDuplicateBlock(full, 3)).toBe(false);
    expect(addableBlockTypes(full, BLOCK_TYPES)).toEqual([]);
  });

  it('removes the block at an index', () => {
    expect(ids(removeBlock([faq('a'), faq('b'), faq('c')], 1))).toEqual(['a', 'c']);
  });

  it('inserts at an index, clamped, and a hero always first', () => {
    const list = [faq('a'), faq('b')];
    expect(ids(insertBlock(list, 1, faq('x')))).toEqual(['a', 'x', 'b']);
    expect(ids(insertBlock(list, 99, faq('x')))).toEqual(['a', 'b', 'x']);
    expect(ids(insertBlock(list, 2, hero('h')))).toEqual(['h', 'a', 'b']);
    // Nothing goes above a hero.
    expect(ids(insertBlock([hero('h'), faq('a')], 0, faq('x')))).toEqual(['h', 'x', 'a']);
  });

  it('offers a hero only while the page has none', () => {
    expect(addableBlockTypes([faq('a')], BLOCK_TYPES)).toContain('hero');
    expect(addableBlockTypes([hero(), faq('a')], BLOCK_TYPES)).not.toContain('hero');
    expect(addableBlockTypes([hero()], BLOCK_TYPES)).toHaveLength(BLOCK_TYPES.length - 1);
  });
});

describe('the line a collapsed block shows', () => {
  it("is the block's headline or title", () => {
    expect(blockSummary(hero())).toBe('Welcome');
    expect(blockSummary(faq('a', 'Common questions'))).toBe('Common questions');
    expect(blockSummary({ id: 'l', type: 'logos', heading: 'Trusted by', logos: [] })).toBe('Trusted by');
    expect(
      blockSummary({ id: 'c', type: 'cta', title: 'Talk to us', lead: '', primary: { label: '', href: '' } }),
    ).toBe('Talk to us');
    expect(
      blockSummary({ id: 'r', type: 'rich-text', html: '<p>Our <strong>story</strong> began&nbsp;here</p>' }),
    ).toBe('Our story began here');
  });

  it("is a document's title, or statement cards' name for screen readers", () => {
    expect(blockSummary({ id: 'd', type: 'document', title: 'Terms of Service', sections: [] })).toBe(
      'Terms of Service',
    );
    expect(
      blockSummary({ id: 's', type: 'cards', style: 'statement', accessibleName: 'Mission and vision', cards: [] }),
    ).toBe('Mission and vision');
  });

  it("is the type's description while the block has none", () => {
    expect(blockSummary(newBlock('cards'))).toBe(BLOCK_COPY.cards.description);
    expect(blockSummary(newBlock('contact-form'))).toBe(BLOCK_COPY['contact-form'].description);
    expect(blockSummary({ id: 't', type: 'testimonials', heading: { title: '  ' } })).toBe(
      BLOCK_COPY.testimonials.description,
    );
  });
});

describe('errors per block', () => {
  const errors = {
    'blocks.0.headline': 'The headline is required',
    'blocks.2.cards.0.title': 'The card title is required',
    'blocks.2.cards': 'Add at least one card',
    'blocks.3': 'Choose a block type',
    'blocks.12.image.alt': 'Describe the image',
    title: 'The title is required',
    blocksx: 'not a block',
  };

  it('counts the messages of each block by index, the block itself included', () => {
    expect(Object.fromEntries(errorCountsByBlock(errors))).toEqual({ 0: 1, 2: 2, 3: 1, 12: 1 });
    expect(errorCountsByBlock({}).size).toBe(0);
  });

  it("gives a block's messages by their path inside it", () => {
    expect(errorsOfBlock(errors, 2)).toEqual({
      'cards.0.title': 'The card title is required',
      cards: 'Add at least one card',
    });
    expect(errorsOfBlock(errors, 3)).toEqual({ '': 'Choose a block type' });
    expect(errorsOfBlock(errors, 1)).toEqual({});
  });
});

describe('messages following their blocks', () => {
  const errors = {
    'blocks.0.headline': 'The headline is required',
    'blocks.2.items.0.answer': 'The answer is required',
    'blocks.2': 'Something about the FAQ',
    'blocks.3.cards': 'Add at least one card',
    title: 'The title is required',
  };

  it('moves the messages of a moved block with it, and drops those of a removed one', () => {
    expect(followBlocks(errors, ['h', 'a', 'f', 'c'], ['h', 'f', 'a'])).toEqual({
      'blocks.0.headline': 'The headline is required',
      'blocks.1.items.0.answer': 'The answer is required',
      'blocks.1': 'Something about the FAQ',
      title: 'The title is required',
    });
  });

  it('leaves them as they are while the list is as it was', () => {
    expect(followBlocks(errors, ['h', 'a', 'f', 'c'], ['h', 'a', 'f', 'c'])).toEqual(errors);
  });
});

describe('the preview protocol', () => {
  it('tells its messages apart from any other', () => {
    expect(isFrameReady(frameReadyMessage())).toBe(true);
    expect(isFrameReady(blocksMessage([]))).toBe(false);
    expect(isEditorHello(editorHelloMessage())).toBe(true);
    expect(isEditorHello(frameReadyMessage())).toBe(false);
    expect(blocksOfMessage(editorHelloMessage())).toBeNull();
    expect(blocksOfMessage(blocksMessage([hero()]))).toEqual([hero()]);
    expect(blocksOfMessage({ kind: 'page-preview:blocks', blocks: 'x' })).toBeNull();
    expect(blocksOfMessage('hello')).toBeNull();
    expect(blocksOfMessage(null)).toBeNull();
  });

  it('parses each block on its own: a valid one is drawn, an incomplete one says what it lacks', () => {
    const entries = previewEntries([hero(), newBlock('faq', 'f'), { type: 'nonsense' }, 42]);
    expect(entries[0]).toMatchObject({ kind: 'block', block: { id: 'hero', headline: 'Welcome' } });
    expect(entries[1]).toEqual({ kind: 'incomplete', key: 'f', type: 'faq', message: 'The section title is required' });
    expect(entries[2]).toMatchObject({ kind: 'incomplete', key: 'index-2', type: null });
    expect(entries[3]).toMatchObject({ kind: 'incomplete', key: 'index-3', type: null });
  });

  it('posts at most once per interval, on a frame, always the latest value', () => {
    let time = 0;
    let timers: { at: number; run: () => void }[] = [];
    const frames: (() => void)[] = [];
    const posted: number[] = [];
    const post = createThrottledPost((value: number) => posted.push(value), {
      intervalMs: 150,
      now: () => time,
      wait: (run, ms) => timers.push({ at: time + ms, run }),
      frame: (run) => frames.push(run),
    });
    const advance = (to: number) => {
      time = to;
      const due = timers.filter((timer) => timer.at <= to);
      timers = timers.filter((timer) => timer.at > to);
      const before = posted.length;
      for (const timer of due) timer.run();
      // Posts wait for an animation frame.
      expect(posted).toHaveLength(before);
      for (const run of frames.splice(0)) run();
    };

    post(1);
    expect(posted).toEqual([]);
    advance(0);
    expect(posted).toEqual([1]);

    time = 50;
    post(2);
    post(3);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.at).toBe(150);
    advance(100);
    expect(posted).toEqual([1]);
    advance(150);
    expect(posted).toEqual([1, 3]);

    // Quiet for longer than the interval: the next change goes on the next frame.
    time = 1000;
    post(4);
    expect(timers[0]?.at).toBe(1000);
    advance(1000);
    expect(posted).toEqual([1, 3, 4]);
  });
});
