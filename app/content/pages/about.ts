/** /about as a page (SPEC 2.5), from the copy of app/content/about.ts. */
import { Eye, Target } from 'lucide-react';
import type { PageInput } from '../../lib/page.ts';
import { aboutCta, aboutHero, aboutMeta, mission, story, values, valuesSection, vision } from '../about.ts';
import { cardsBlock, ctaBlock, heroBlock, statementCardsBlock, statsBlock } from './seed-blocks.ts';

export const aboutPage: PageInput = {
  path: '/about',
  title: aboutMeta.title,
  metaDescription: aboutMeta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [
    heroBlock(aboutHero),
    statsBlock('story', story.heading, story.stats, { paragraphs: story.paragraphs }),
    statementCardsBlock(
      'purpose',
      'Mission and vision',
      [
        { icon: Target, ...mission },
        { icon: Eye, ...vision },
      ],
      'muted',
    ),
    cardsBlock('values', valuesSection, values),
    ctaBlock('about-cta', aboutCta),
  ],
};
