/**
 * The form pages every database starts with (issue 28; app/content/pages/form-pages.ts): each is
 * its hero in the words of app/content/form-pages.ts and then its own form, so it draws what the
 * page showed before it was built from blocks.
 */

import { describe, expect, it } from 'vitest';
import { assessmentPageCopy, contactPageCopy, projectRequestPageCopy } from '#app/content/form-pages.ts';
import { contactPage, leadIntakePage, processAssessmentPage } from '#app/content/pages/form-pages.ts';
import { SEED_PAGES } from '#app/content/pages/index.ts';
import { pageBlocksSchema } from '#app/features/pages/blocks/block-schemas.ts';
import { INTERACTIVE_BLOCK_ANCHORS } from '#app/features/pages/blocks/interactive-placement.ts';

describe.each([
  ['/contact', contactPage, contactPageCopy, 'contact-form'],
  ['/process-assessment', processAssessmentPage, assessmentPageCopy, 'process-assessment-form'],
  ['/lead-intake', leadIntakePage, projectRequestPageCopy, 'project-request-form'],
] as const)('the seed page %s', (path, page, copy, form) => {
  it('is seeded, published, with the page’s title and description', () => {
    expect(SEED_PAGES).toContain(page);
    expect(page).toMatchObject({
      path,
      title: copy.meta.title,
      metaDescription: copy.meta.description,
      status: 'published',
      noindex: false,
    });
  });

  it('is its centred hero, then its form, and nothing else', () => {
    const parsed = pageBlocksSchema.safeParse(page.blocks);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual([
      {
        id: 'hero',
        type: 'hero',
        layout: 'centered',
        eyebrow: copy.hero.eyebrow,
        headline: copy.hero.title,
        subline: copy.hero.lead,
        buttons: [],
        highlights: [],
        stats: [],
      },
      // Its id is the anchor the block has on any other page.
      { id: INTERACTIVE_BLOCK_ANCHORS[form], type: form },
    ]);
  });
});
