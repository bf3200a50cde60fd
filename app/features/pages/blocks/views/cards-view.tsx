import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_SERVICE_BUTTON_TEXT, ServiceCard } from '../../../../components/home/service-card.tsx';
import { FeatureGrid } from '../../../../components/marketing/feature-grid.tsx';
import { PanelGrid } from '../../../../components/marketing/panel-grid.tsx';
import { StatGrid } from '../../../../components/marketing/stat-grid.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BLOCK_ICON_DRAWINGS } from './block-icons.ts';
import { BlockSection } from './block-section.tsx';

type CardsBlock = BlockOf<'cards'>;

/**
 * Cards under a section heading. 'feature': the marketing pages' FeatureGrid (one shared link, as
 * the agent use cases' 'Learn More'); 'service': the home page's ServiceCards, each with its button;
 * 'panel': the consulting deliverables' cards on a dark band. Optional figures (StatGrid) and a note
 * with a link follow, as on /rpa and the home page.
 */
export function CardsView({ block }: { block: CardsBlock }) {
  return (
    <BlockSection block={block}>
      {(heading) => (
        <>
          {heading}
          <Cards block={block} />
          {block.stats && <StatGrid stats={block.stats} className="mx-auto mt-8 max-w-4xl" />}
          {block.footnote && (
            <p className="mt-12 text-center text-slate-600">
              {block.footnote.text}{' '}
              <Link
                to={block.footnote.link.href}
                className="inline-flex items-center gap-1 font-semibold text-blue-700 underline-offset-4 hover:underline"
              >
                {block.footnote.link.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </p>
          )}
        </>
      )}
    </BlockSection>
  );
}

function Cards({ block }: { block: CardsBlock }) {
  const cards = block.cards.map((card) => ({ ...card, Icon: BLOCK_ICON_DRAWINGS[card.icon] }));
  if (block.style === 'service') {
    return (
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {cards.map((card, index) => (
          <li key={card.title} className="md:last:col-span-2 lg:last:col-span-1">
            <ServiceCard
              service={{
                title: card.title,
                description: card.text,
                icon: card.Icon,
                link: card.link?.href ?? '/',
                color: card.color,
                delay: index * 120,
                // The generic label gets the card's name for screen readers (ServiceCard does it).
                buttonText: card.link?.label === DEFAULT_SERVICE_BUTTON_TEXT ? undefined : card.link?.label,
              }}
            />
          </li>
        ))}
      </ul>
    );
  }
  const features = cards.map((card) => ({ icon: card.Icon, title: card.title, description: card.text }));
  if (block.style === 'panel') return <PanelGrid items={features} columns={block.columns} className="mt-14" />;
  return (
    <FeatureGrid
      features={features}
      columns={block.columns}
      // The schema lets feature cards share one link or none.
      action={block.cards[0]?.link}
      className={block.columns === 2 ? 'mx-auto mt-14 max-w-5xl' : 'mt-14'}
    />
  );
}
