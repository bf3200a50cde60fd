import { Eye, Target } from 'lucide-react';
import { CtaBand } from '../components/marketing/cta-band.tsx';
import { FeatureGrid } from '../components/marketing/feature-grid.tsx';
import { MarketingHero } from '../components/marketing/marketing-hero.tsx';
import { Reveal } from '../components/marketing/reveal.tsx';
import { Section, SectionHeading } from '../components/marketing/section.tsx';
import { TextBesideStats } from '../components/marketing/text-beside-stats.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { aboutCta, aboutHero, aboutMeta, mission, story, values, valuesSection, vision } from '../content/about.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/about';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'About Us', path: '/about' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...aboutMeta, path: '/about', siteUrl: siteUrlFrom(matches) });

const purpose = [
  { id: 'mission-title', icon: Target, ...mission },
  { id: 'vision-title', icon: Eye, ...vision },
];

/** SPEC 2.5: hero, Our Story, Mission, Vision, six values, contact call to action. */
export default function About() {
  return (
    <>
      <MarketingHero copy={aboutHero} />

      <Section id="story" labelledBy="story-title">
        <TextBesideStats
          heading={<SectionHeading id="story-title" copy={story.heading} align="left" />}
          paragraphs={story.paragraphs}
          stats={story.stats}
        />
      </Section>

      <section aria-label="Mission and vision" className="bg-slate-50 py-20 sm:py-24 lg:py-28">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          {purpose.map((item, index) => (
            <Reveal
              as="article"
              key={item.id}
              delay={index * 120}
              className="relative overflow-hidden rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10"
            >
              <div
                aria-hidden
                className="absolute -top-16 -right-16 size-48 rounded-full bg-gradient-to-br from-blue-100 to-violet-100"
              />
              <span className="relative flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-violet-600 text-white shadow-lg shadow-indigo-600/25">
                <item.icon aria-hidden className="size-6" />
              </span>
              <p className="relative mt-6 text-sm font-semibold tracking-wider text-blue-700 uppercase">
                {item.heading.eyebrow}
              </p>
              <h2 id={item.id} className="relative mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {item.heading.title}
              </h2>
              <p className="relative mt-4 text-lg leading-8 text-slate-600">{item.text}</p>
            </Reveal>
          ))}
        </div>
      </section>

      <Section id="values" labelledBy="values-title">
        <SectionHeading id="values-title" copy={valuesSection} />
        <FeatureGrid features={values} className="mt-14" />
      </Section>

      <CtaBand id="about-cta-title" copy={aboutCta} />
    </>
  );
}
