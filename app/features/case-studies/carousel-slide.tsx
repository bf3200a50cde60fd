import { ArrowRight, CircleCheck, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import type { CarouselItem } from '../../lib/showcase.ts';
import { carouselSlideCopy as copy } from './case-study-copy.ts';
import { CaseStudyImage } from './case-study-image.tsx';
import { caseStudyPath, industryChipColor, titleAtCompany } from './case-study-view.ts';
import { AuthorAvatar } from './testimonial-card.tsx';
import { carouselTestimonial, summaryOf } from './view-models.ts';

/** One slide of the featured carousel: the case study's image, testimonial, summary and first metrics. */
export function CaseStudySlide({ item, index }: { item: CarouselItem; index: number }) {
  const { caseStudy, metrics } = item;
  const testimonial = carouselTestimonial(caseStudy, index);
  const byline = titleAtCompany(testimonial.title, testimonial.company);
  const image = caseStudy.mainImageUrl
    ? { src: caseStudy.mainImageUrl, alt: caseStudy.mainImageAlt?.trim() || caseStudy.title }
    : null;
  return (
    <article className="grid h-full overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
      <div className="relative lg:col-start-1 lg:row-start-1">
        <CaseStudyImage
          image={image}
          placeholderLabel={caseStudy.clientName}
          sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
        />
        <Badge color={industryChipColor(caseStudy.clientIndustry)} className="absolute top-4 left-4 shadow-sm">
          {caseStudy.clientIndustry}
        </Badge>
      </div>
      <figure className="order-last bg-slate-900 p-6 text-slate-200 sm:p-8 lg:order-none lg:col-start-1 lg:row-start-2">
        <Quote aria-hidden className="size-7 text-blue-400" strokeWidth={1.5} />
        <blockquote className="mt-3 text-base leading-7 text-white">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <AuthorAvatar name={testimonial.authorName} image={testimonial.image} />
          <div>
            <p className="font-semibold text-white">{testimonial.authorName}</p>
            {byline && <p className="text-sm text-slate-300">{byline}</p>}
          </div>
        </figcaption>
      </figure>
      <div className="flex flex-col p-6 sm:p-10 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <p className="text-sm font-semibold text-blue-700">{caseStudy.clientName}</p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{caseStudy.title}</h3>
        <p className="mt-4 line-clamp-5 text-base leading-7 text-slate-600 lg:line-clamp-none">
          {summaryOf(caseStudy)}
        </p>
        <h4 className="mt-8 text-sm font-semibold tracking-wider text-slate-500 uppercase">{copy.resultsHeading}</h4>
        {metrics.length > 0 ? (
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {metrics.map((metric) => (
              <div key={metric.id} className="flex flex-col rounded-2xl bg-blue-50/60 p-4 ring-1 ring-blue-100">
                <dt className="text-sm leading-5 text-slate-600">{metric.label}</dt>
                <dd className="order-first text-2xl font-bold tracking-tight text-blue-700 sm:text-3xl">
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <ul className="mt-4 space-y-3">
            {copy.defaultResults.map((result) => (
              <li key={result} className="flex gap-3 text-slate-700">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {result}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-8">
          <Link
            to={caseStudyPath(caseStudy.slug)}
            className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
          >
            {copy.readMore}
            <span className="sr-only">: {caseStudy.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
