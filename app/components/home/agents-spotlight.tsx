import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { agentsSpotlight } from '../../content/home.ts';
import { Reveal } from '../marketing/reveal.tsx';
import { Section, SectionHeading } from '../marketing/section.tsx';
import { buttonClasses } from '../ui/button.tsx';

/** Home: the AI agent service, which has no place in the main navigation, gets its own band. */
export function AgentsSpotlight() {
  const { stat } = agentsSpotlight;
  return (
    <Section id="ai-agents" labelledBy="ai-agents-title" tone="dark" className="overflow-hidden">
      <div
        aria-hidden
        className="absolute top-0 left-1/2 h-px w-3/4 -translate-x-1/2 bg-gradient-to-r from-transparent via-blue-400/50 to-transparent"
      />
      <div aria-hidden className="absolute -top-40 left-[10%] size-[30rem] rounded-full bg-indigo-600/20 blur-3xl" />
      <div className="relative grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading id="ai-agents-title" copy={agentsSpotlight.heading} align="left" />
          <ul className="mt-8 space-y-4">
            {agentsSpotlight.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-200">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-blue-500/20 text-blue-300">
                  <Check aria-hidden className="size-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <Link
            to={agentsSpotlight.action.href}
            className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-10' })}
          >
            {agentsSpotlight.action.label}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
        <Reveal className="relative">
          <img
            src={agentsSpotlight.image.src}
            alt={agentsSpotlight.image.alt}
            width={agentsSpotlight.image.width}
            height={agentsSpotlight.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl bg-white p-4 shadow-2xl shadow-black/40"
          />
          <p className="mt-4 rounded-2xl border border-white/10 bg-slate-900/95 px-5 py-4 shadow-xl backdrop-blur sm:absolute sm:-top-8 sm:-left-6 sm:mt-0 sm:max-w-[17rem]">
            <span className="block text-3xl font-bold text-white">{stat.value}</span>
            <span className="block text-sm text-slate-300">
              {stat.label} <span className="text-slate-400">{agentsSpotlight.statNote}</span>
            </span>
          </p>
        </Reveal>
      </div>
    </Section>
  );
}
