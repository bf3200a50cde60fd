import { Quote } from 'lucide-react';
import type { DisplayTestimonial } from '../../lib/case-study.ts';
import { cn } from '../../lib/cn.ts';
import { safeContentUrl } from '../../lib/safe-url.ts';
import { initialsOf, titleAtCompany } from './case-study-view.ts';

/** A person's photo, or their initials on a tinted disc when there is none. */
export function AuthorAvatar({ name, image, size = 'md' }: { name: string; image: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 text-lg' : 'size-12 text-base';
  const pixels = size === 'lg' ? 64 : 48;
  const src = safeContentUrl(image);
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full object-cover ring-2 ring-white', box)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-600 to-violet-600 font-semibold text-white ring-2 ring-white',
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

/** One testimonial: the quote, the author (photo or initials) with 'title at company', and optional stats. */
export function TestimonialCard({ testimonial }: { testimonial: DisplayTestimonial }) {
  const byline = titleAtCompany(testimonial.title, testimonial.company);
  return (
    <figure className="relative flex h-full flex-col rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-12">
      <Quote aria-hidden className="size-10 text-blue-600/25" strokeWidth={1.5} />
      <blockquote className="mt-4 flex-1 text-lg leading-8 font-medium text-slate-800 sm:text-xl sm:leading-9">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      {testimonial.stats && testimonial.stats.length > 0 && (
        <dl className="mt-8 grid grid-cols-2 gap-4 border-t border-slate-100 pt-6 sm:grid-cols-3">
          {testimonial.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold tracking-tight text-blue-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <figcaption className="mt-8 flex items-center gap-4">
        <AuthorAvatar name={testimonial.authorName} image={testimonial.image} />
        <div>
          <p className="font-semibold text-slate-900">{testimonial.authorName}</p>
          {byline && <p className="text-sm text-slate-600">{byline}</p>}
        </div>
      </figcaption>
    </figure>
  );
}
