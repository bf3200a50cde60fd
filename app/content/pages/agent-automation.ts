/** /agent-automation as a page (SPEC 2.6), from the copy of app/content/agents.ts. */
import type { PageInput } from '../../lib/page.ts';
import {
  agentFeatures,
  agentImplementation,
  agentsCta,
  agentsHero,
  agentsMeta,
  agentUseCases,
  comparison,
} from '../agents.ts';
import { cardsBlock, ctaBlock, heroBlock, stepsBlock } from './seed-blocks.ts';

export const agentAutomationPage: PageInput = {
  path: '/agent-automation',
  title: agentsMeta.title,
  metaDescription: agentsMeta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [
    heroBlock(agentsHero),
    {
      id: 'comparison',
      type: 'comparison',
      anchor: 'comparison',
      heading: comparison.heading,
      tone: 'white',
      caption: comparison.caption,
      columns: { label: comparison.columns.capability, left: comparison.columns.rpa, right: comparison.columns.agents },
      rows: comparison.rows.map((row) => ({ label: row.capability, left: row.rpa, right: row.agents })),
    },
    cardsBlock('features', agentFeatures.heading, agentFeatures.items, { tone: 'muted' }),
    cardsBlock('agent-use-cases', agentUseCases.heading, agentUseCases.items, {
      link: { label: agentUseCases.linkLabel, href: agentUseCases.linkHref },
    }),
    stepsBlock('implementation', agentImplementation.heading, agentImplementation.steps, 'dark'),
    ctaBlock('agents-cta', agentsCta),
  ],
};
