import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_SERVICE_BUTTON_TEXT, ServiceCard } from '../../../../components/home/service-card.tsx';
import { FeatureGrid } from '../../../../components/marketing/feature-grid.tsx';
import { PanelGrid } from '../../../../components/marketing/panel-grid.tsx';
import { Reveal } from '../../../../components/marketing/reveal.tsx';
import { StatGrid } from '../../../../components/marketing/stat-grid.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { BlockOf } from '../block-schemas.ts';
import { BLOCK_ICON_DRAWINGS } from './block-icons.ts';
import { BlockSection } from './block-section.tsx';

type CardsBlock = BlockOf<'cards'>;

/**
 * Cards under a section heading. 'feature': the marketing pages' FeatureGrid (one shared link, as
 * the agent use cases' 'Learn More'); 'service': the home page's ServiceCards, each with its button;
 * 'panel': the consulting deliverables' cards on a dark band; 'statement': /about's mission and
 * vision (no section heading: each card's title is an h2); 'list': the home page's use cases by
 * department (icon and title over a short list). Optional figures (StatGrid), a button and a note
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
          {block.button && (
            <div className="mt-12 text-center">
              <Link to={block.button.href} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {block.button.label}
                <ArrowRight aria-hidden className="size-5" />
              </Link>
            </div>
          )}
          {block.footnote && <Footnote footnote={block.footnote} />}
        </>
      )}
    </BlockSection>
  );
}

/** The line under the cards; with an icon, as /rpa's pointer to AI agents (icon, text and link in a row). */
function Footnote({ footnote }: { footnote: NonNullable<CardsBlock['footnote']> }) {
  const link = (
    <Link
      to={footnote.link.href}
      className="inline-flex items-center gap-1 font-semibold text-blue-700 underline-offset-4 hover:underline"
    >
      {footnote.link.label}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
  if (!footnote.icon) {
    return (
      <p className="mt-12 text-center text-slate-600">
        {footnote.text} {link}
      </p>
    );
  }
  const Icon = BLOCK_ICON_DRAWINGS[footnote.icon];
  return (
    <p className="mt-12 flex flex-col items-center justify-center gap-2 text-center text-slate-600 sm:flex-row">
      <Icon aria-hidden className="size-5 text-indigo-600" />
      {footnote.text}
      {link}
    </p>
  );
}

/** /about's mission and vision: large cards, each with an eyebrow and its title as the h2 of its part. */
function StatementCards({ cards }: { cards: CardsBlock['cards'] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {cards.map((card, index) => {
        const Icon = BLOCK_ICON_DRAWINGS[card.icon];
        return (
          <Reveal
            as="article"
            key={card.title}
            delay={index * 120}
            className="relative overflow-hidden rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10"
          >
            <div
              aria-hidden
              className="absolute -top-16 -right-16 size-48 rounded-full bg-gradient-to-br from-blue-100 to-violet-100"
            />
            <span className="relative flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-violet-600 text-white shadow-lg shadow-indigo-600/25">
              <Icon aria-hidden className="size-6" />
            </span>
            {card.eyebrow && (
              <p className="relative mt-6 text-sm font-semibold tracking-wider text-blue-700 uppercase">
                {card.eyebrow}
              </p>
            )}
            <h2 className="relative mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{card.title}</h2>
            <p className="relative mt-4 text-lg leading-8 text-slate-600">{card.text}</p>
          </Reveal>
        );
      })}
    </div>
  );
}

function Cards({ block }: { block: CardsBlock }) {
  if (block.style === 'statement') return <StatementCards cards={block.cards} />;
  const cards = block.cards.map((card) => ({ ...card, Icon: BLOCK_ICON_DRAWINGS[card.icon] }));
  if (block.style === 'service') {
    return (
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {cards.map((card, index) => (
          <li key={card.title} className="md:last:col-span-2 lg:last:col-span-1">
            <ServiceCard
              service={{
                title: card.title,
                description: card.text ?? '',
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
  if (block.style === 'list') return <ListCards cards={cards} columns={block.columns} />;
  // The schema requires the text of every card but list cards'.
  const features = cards.map((card) => ({ icon: card.Icon, title: card.title, description: card.text ?? '' }));
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

const LIST_COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Icon and title over a short list of points, each card revealed a little after its row neighbour. */
function ListCards({
  cards,
  columns,
}: {
  cards: (CardsBlock['cards'][number] & { Icon: LucideIcon })[];
  columns: CardsBlock['columns'];
}) {
  return (
    <ul className={cn('mt-14 grid gap-6', LIST_COLUMNS[columns])}>
      {cards.map((card, index) => (
        <Reveal
          as="li"
          key={card.title}
          delay={(index % columns) * 100}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
        >
          <div className="flex items-center gap-4">
            <span className="flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-inset ring-blue-100">
              <card.Icon aria-hidden className="size-5" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          </div>
          <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-5">
            {card.points.map((point) => (
              <li key={point} className="flex items-center gap-2.5 text-slate-600">
                <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-indigo-500" />
                {point}
              </li>
            ))}
          </ul>
        </Reveal>
      ))}
    </ul>
  );
}
