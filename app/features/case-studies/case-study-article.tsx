import { ArrowLeft, Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { safeContentUrl } from '../../lib/safe-url.ts';
import type { JsonLdObject } from '../../lib/structured-data.ts';
import { contactHeadingFor, caseStudyDetailCopy as copy } from './case-study-copy.ts';
import { ContactBand, RoiBanner } from './case-study-cta.tsx';
import { CaseStudyImage } from './case-study-image.tsx';
import type { CaseStudyBody, PublicCaseStudy } from './case-study-page.ts';
import { type DetailTestimonial, industryChipColor } from './case-study-view.ts';
import { Deferred, LoadingState } from './deferred.tsx';
import { DetailBlocks } from './detail-blocks.tsx';
import type { Resolvable } from './resolvable.ts';
import { loadingTexts } from './showcase-copy.ts';
import { AuthorAvatar } from './testimonial-card.tsx';

export function BackToCaseStudies() {
  return (
    <Link
      to="/use-cases"
      className="inline-flex items-center gap-2 text-sm font-semibold text-blue-700 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {copy.back}
    </Link>
  );
}

/** A database case study (SPEC 2.9 'Database version'). The body may be streamed ('Loading...'). */
export function CaseStudyArticle({
  caseStudy,
  body,
  jsonLd,
}: {
  caseStudy: PublicCaseStudy;
  body: Resolvable<CaseStudyBody>;
  /** The Article for search engines; none for an admin preview (admin pages are noindex). */
  jsonLd?: JsonLdObject;
}) {
  const image = caseStudy.mainImageUrl
    ? { src: caseStudy.mainImageUrl, alt: caseStudy.mainImageAlt?.trim() || caseStudy.title }
    : null;
  return (
    <article>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <header className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-indigo-50/50 to-white pt-28 pb-40 sm:pt-36 sm:pb-48">
        <div aria-hidden className="absolute -top-40 -right-32 size-[32rem] rounded-full bg-blue-200/40 blur-3xl" />
        <div aria-hidden className="absolute -bottom-24 -left-32 size-96 rounded-full bg-violet-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <BackToCaseStudies />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Badge color={industryChipColor(caseStudy.clientIndustry)} className="uppercase">
              {caseStudy.clientIndustry}
            </Badge>
            <span className="text-sm font-semibold text-slate-700">{caseStudy.clientName}</span>
          </div>
          <h1 className="mt-5 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {caseStudy.title}
          </h1>
          {caseStudy.subtitle && (
            <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-600 sm:text-xl">{caseStudy.subtitle}</p>
          )}
        </div>
      </header>

      <div className="relative mx-auto -mt-28 max-w-6xl px-4 sm:-mt-36 sm:px-6 lg:px-8">
        <CaseStudyImage
          image={image}
          placeholderLabel={caseStudy.clientName}
          priority
          sizes="(min-width: 1152px) 1088px, 100vw"
          className="rounded-3xl shadow-2xl ring-1 shadow-slate-900/20 ring-slate-900/10"
        />
      </div>

      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div className="min-w-0">
            {caseStudy.executiveSummary && (
              <p className="border-l-4 border-blue-600 pl-6 text-xl leading-9 font-medium text-slate-800">
                {caseStudy.executiveSummary}
              </p>
            )}
            <Deferred value={body} fallback={<LoadingState text={loadingTexts.detail} className="min-h-96" />}>
              {(content) => <ArticleBody body={content} />}
            </Deferred>
          </div>
          <AtAGlance caseStudy={caseStudy} />
        </div>

        <div className="mt-20 space-y-10">
          <RoiBanner />
          <ContactBand heading={contactHeadingFor(caseStudy.clientIndustry)} />
        </div>
      </div>
    </article>
  );
}

function ArticleBody({ body }: { body: CaseStudyBody }) {
  return (
    <div className="mt-14 space-y-16">
      {body.metrics.length > 0 && (
        <section aria-labelledby="key-results-title">
          <h2 id="key-results-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.keyResults}
          </h2>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            {body.metrics.map((metric) => (
              <div
                key={metric.id}
                className={
                  metric.emphasis
                    ? 'flex flex-col rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-600 p-6 text-white shadow-lg shadow-blue-900/20'
                    : 'flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200'
                }
              >
                <dt className={metric.emphasis ? 'font-semibold text-white' : 'font-semibold text-slate-900'}>
                  {metric.label}
                </dt>
                <dd
                  className={
                    metric.emphasis
                      ? 'order-first text-4xl font-bold tracking-tight text-white'
                      : 'order-first text-4xl font-bold tracking-tight text-blue-700'
                  }
                >
                  {metric.value}
                </dd>
                {metric.description && (
                  <dd className={metric.emphasis ? 'mt-2 text-sm text-blue-50' : 'mt-2 text-sm text-slate-600'}>
                    {metric.description}
                  </dd>
                )}
              </div>
            ))}
          </dl>
        </section>
      )}

      <DetailBlocks blocks={body.blocks} />

      {body.testimonial && <TestimonialBlock testimonial={body.testimonial} />}

      {body.processes.length > 0 && (
        <section aria-labelledby="processes-title">
          <h2 id="processes-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.processesHeading}
          </h2>
          <ol className="mt-8 space-y-6">
            {body.processes.map((step, i) => (
              <li key={step.id} className="relative flex gap-5">
                <span
                  aria-hidden
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white shadow-sm"
                >
                  {i + 1}
                </span>
                <div className="pt-1.5">
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  {step.description && <p className="mt-1 leading-7 text-slate-600">{step.description}</p>}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      {body.media.length > 0 && (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.galleryHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {body.media.map((item) => (
              <li key={item.id} className={body.media.length === 1 ? 'sm:col-span-2' : undefined}>
                <MediaItem item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function MediaItem({ item }: { item: CaseStudyBody['media'][number] }) {
  const url = safeContentUrl(item.url);
  if (!url) return null;
  const caption = item.caption && <figcaption className="px-4 py-3 text-sm text-slate-600">{item.caption}</figcaption>;
  let content: ReactNode;
  if (item.kind !== 'image') {
    // Videos and documents open in the browser's own viewer (which offers its captions and controls).
    content = (
      <a
        href={url}
        className="flex items-center gap-3 px-4 py-6 font-semibold text-blue-700 underline underline-offset-4"
      >
        {item.alt || item.caption || (item.kind === 'video' ? 'Watch the video' : 'Open the document')}
      </a>
    );
  } else {
    content = (
      <img
        src={url}
        alt={item.alt ?? ''}
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full bg-white object-cover"
      />
    );
  }
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200">
      {content}
      {caption}
    </figure>
  );
}

function TestimonialBlock({ testimonial }: { testimonial: DetailTestimonial }) {
  return (
    <figure className="relative overflow-hidden rounded-3xl bg-slate-950 p-8 text-white sm:p-12">
      <div aria-hidden className="absolute -top-20 -right-20 size-72 rounded-full bg-blue-600/30 blur-3xl" />
      <Quote aria-hidden className="relative size-12 text-blue-400" strokeWidth={1.5} />
      {testimonial.quote && (
        <blockquote className="relative mt-6 text-xl leading-9 font-medium sm:text-2xl sm:leading-10">
          <p>“{testimonial.quote}”</p>
        </blockquote>
      )}
      {(testimonial.author || testimonial.byline) && (
        <figcaption className="relative mt-8 flex items-center gap-4">
          {testimonial.author && <AuthorAvatar name={testimonial.author} image={testimonial.image} size="lg" />}
          <div>
            {testimonial.author && <p className="text-lg font-semibold">{testimonial.author}</p>}
            {testimonial.byline && <p className="text-slate-300">{testimonial.byline}</p>}
          </div>
        </figcaption>
      )}
    </figure>
  );
}

function AtAGlance({ caseStudy }: { caseStudy: PublicCaseStudy }) {
  const facts: [string, string][] = [
    ['Client', caseStudy.clientName],
    [copy.facts.industry, caseStudy.clientIndustry],
    ...(caseStudy.clientLocation ? [[copy.facts.location, caseStudy.clientLocation] as [string, string]] : []),
    ...(caseStudy.clientSize ? [['Company size', caseStudy.clientSize] as [string, string]] : []),
    ...(caseStudy.projectDuration ? [[copy.facts.duration, caseStudy.projectDuration] as [string, string]] : []),
    ...(caseStudy.teamSize ? [[copy.facts.team, `${caseStudy.teamSize} specialists`] as [string, string]] : []),
  ];
  return (
    <aside aria-labelledby="at-a-glance-title" className="lg:sticky lg:top-28 lg:self-start">
      <div className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 id="at-a-glance-title" className="text-sm font-semibold tracking-wider text-slate-500 uppercase">
          At a glance
        </h2>
        <dl className="mt-4 divide-y divide-slate-200">
          {facts.map(([label, value]) => (
            <div key={label} className="py-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {caseStudy.clientDescription && (
          <p className="mt-4 border-t border-slate-200 pt-4 text-sm leading-6 text-slate-600">
            {caseStudy.clientDescription}
          </p>
        )}
        {caseStudy.technologyUsed.length > 0 && (
          <>
            <h3 className="mt-6 text-sm font-semibold tracking-wider text-slate-500 uppercase">
              {copy.technologiesHeading}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {caseStudy.technologyUsed.map((technology) => (
                <li
                  key={technology}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
                >
                  {technology}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </aside>
  );
}
