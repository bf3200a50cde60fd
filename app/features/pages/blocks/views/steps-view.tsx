import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Reveal } from '../../../../components/marketing/reveal.tsx';
import { StepList } from '../../../../components/marketing/step-list.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import type { BlockOf } from '../block-schemas.ts';
import { BLOCK_ICON_DRAWINGS } from './block-icons.ts';
import { imageAttributes } from './block-image.ts';
import { BlockSection } from './block-section.tsx';

type StepsBlock = BlockOf<'steps'>;

/**
 * A numbered process under a section heading: the marketing pages' StepList (an ordered list).
 * With a panel (`aside`), the home page's 'Process & ROI': heading and steps on the left, the
 * dark panel of figures beside them.
 */
export function StepsView({ block }: { block: StepsBlock }) {
  if (block.aside) return <StepsBesidePanel block={block} aside={block.aside} />;
  return (
    <BlockSection block={block}>
      {(heading) => (
        <>
          {heading}
          <StepList steps={block.steps} className="mt-16" />
        </>
      )}
    </BlockSection>
  );
}

function StepsBesidePanel({ block, aside }: { block: StepsBlock; aside: NonNullable<StepsBlock['aside']> }) {
  return (
    <BlockSection block={block} align="left">
      {(heading) => (
        <div className="grid gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            {heading}
            <ol className="mt-12 space-y-4">
              {block.steps.map((step, index) => (
                <Reveal
                  as="li"
                  key={step.title}
                  delay={index * 100}
                  className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
                >
                  <span
                    aria-hidden
                    className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-violet-600 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="flex flex-wrap items-baseline gap-x-3 font-semibold text-slate-900">
                      <span>
                        <span className="sr-only">Step {index + 1}: </span>
                        {step.title}
                      </span>
                      {step.meta && <span className="text-sm font-medium text-blue-700">{step.meta}</span>}
                    </h3>
                    <p className="mt-1.5 leading-7 text-slate-600">{step.description}</p>
                  </div>
                </Reveal>
              ))}
            </ol>
          </div>
          <Panel aside={aside} />
        </div>
      )}
    </BlockSection>
  );
}

/** The dark panel: an image, a title, figures with their labels, a note and a button. */
function Panel({ aside }: { aside: NonNullable<StepsBlock['aside']> }) {
  const ButtonIcon = aside.buttonIcon ? BLOCK_ICON_DRAWINGS[aside.buttonIcon] : null;
  const image = aside.image ? imageAttributes(aside.image) : null;
  return (
    <Reveal className="relative isolate self-start overflow-hidden rounded-3xl bg-slate-950 p-8 text-slate-300 shadow-2xl shadow-slate-900/20 sm:p-10 lg:sticky lg:top-28">
      <div aria-hidden className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-blue-600/30 blur-3xl" />
      <div aria-hidden className="absolute -bottom-24 -left-16 -z-10 size-72 rounded-full bg-violet-600/25 blur-3xl" />
      {image && (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="mx-auto mb-8 h-auto w-full max-w-xs rounded-2xl bg-white/95 p-2"
        />
      )}
      <h3 className="text-2xl font-bold text-white">{aside.title}</h3>
      <ul className="mt-6 divide-y divide-white/10">
        {aside.stats.map((stat) => (
          <li key={stat.label} className="flex items-baseline gap-4 py-4">
            <span className="w-36 shrink-0 text-2xl font-bold tracking-tight whitespace-nowrap text-white sm:w-44 sm:text-3xl">
              {stat.value}
            </span>{' '}
            <span className="text-slate-300">{stat.label}</span>
          </li>
        ))}
      </ul>
      {aside.note && <p className="mt-4 text-sm text-slate-400">{aside.note}</p>}
      {aside.button && (
        <Link
          to={aside.button.href}
          className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8 w-full' })}
        >
          {ButtonIcon && <ButtonIcon aria-hidden className="size-5" />}
          {aside.button.label}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      )}
    </Reveal>
  );
}
