/**
 * Field groups both editors show: the main image with its alt text, the testimonial, and the search
 * engine fields with a preview of the result snippet.
 */
import { Search } from 'lucide-react';
import { brand } from '../../../content/brand.ts';
import { cn } from '../../../lib/cn.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../../lib/publish-checklist.ts';
import { LIMITS } from '../../../lib/schemas/case-study.ts';
import { InputField, TextAreaField } from '../field.tsx';
import { ImageUpload } from '../image-upload.tsx';
import { EditorCard, fieldNames, SwitchField } from './fields.tsx';

type Errors = Record<string, string>;

export function MainImageFields({
  url,
  alt,
  onChange,
  errors,
}: {
  url: string;
  alt: string;
  onChange: (changes: { mainImageUrl?: string; mainImageAlt?: string }) => void;
  errors: Errors;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ImageUpload
        {...fieldNames('mainImageUrl')}
        label="Main image"
        value={url}
        onChange={(mainImageUrl) => onChange({ mainImageUrl })}
        error={errors.mainImageUrl}
        hint="Shown on cards and at the top of the page; landscape, at least 1600 px wide is best. JPEG, PNG, WebP or GIF, up to 50MB."
      />
      <TextAreaField
        {...fieldNames('mainImageAlt')}
        label="Alt text"
        required={url.trim() !== ''}
        value={alt}
        rows={3}
        maxLength={LIMITS.alt}
        className="[&_textarea]:min-h-24"
        hint="Describe what the image shows for people who cannot see it. Required with a main image."
        error={errors.mainImageAlt}
        onChange={(event) => onChange({ mainImageAlt: event.target.value })}
      />
    </div>
  );
}

export interface TestimonialValues {
  testimonialQuote: string;
  testimonialAuthor: string;
  testimonialTitle: string;
  testimonialCompany: string;
  testimonialImage: string;
  showTestimonial: boolean;
}

export function TestimonialFields({
  values,
  onChange,
  errors,
  icon,
}: {
  values: TestimonialValues;
  onChange: (changes: Partial<TestimonialValues>) => void;
  errors: Errors;
  icon?: React.ReactNode;
}) {
  const text = (key: keyof Omit<TestimonialValues, 'showTestimonial'>) => ({
    ...fieldNames(key),
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [key]: event.target.value } as Partial<TestimonialValues>),
  });
  const incomplete =
    values.showTestimonial && (values.testimonialQuote.trim() === '') !== (values.testimonialAuthor.trim() === '');
  return (
    <EditorCard
      title="Testimonial"
      description="A quote from the client, shown on the page and in the home page carousels."
      icon={icon}
    >
      <SwitchField
        path="showTestimonial"
        label="Show testimonial"
        description="Appears only when a quote and an author are filled in."
        checked={values.showTestimonial}
        onCheckedChange={(showTestimonial) => onChange({ showTestimonial })}
      />
      <TextAreaField label="Quote" rows={4} maxLength={LIMITS.quote} {...text('testimonialQuote')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Author" maxLength={LIMITS.person} autoComplete="off" {...text('testimonialAuthor')} />
        <InputField label="Author title" maxLength={LIMITS.person} autoComplete="off" {...text('testimonialTitle')} />
        <InputField label="Company" maxLength={LIMITS.person} autoComplete="off" {...text('testimonialCompany')} />
      </div>
      {incomplete ? (
        <p className="text-xs font-medium text-amber-800">
          Add both a quote and an author, or the testimonial stays hidden.
        </p>
      ) : null}
      <ImageUpload
        {...fieldNames('testimonialImage')}
        label="Author photo"
        shape="round"
        value={values.testimonialImage}
        onChange={(testimonialImage) => onChange({ testimonialImage })}
        error={errors.testimonialImage}
        hint="Optional. A square portrait works best. JPEG, PNG, WebP or GIF, up to 50MB."
      />
    </EditorCard>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn('tabular-nums', length > max ? 'font-semibold text-amber-700' : 'text-slate-500')}>
      {length}/{max}
    </span>
  );
}

export function SeoFields({
  metaTitle,
  metaDescription,
  fallbackTitle,
  fallbackDescription,
  slug,
  onChange,
  errors,
}: {
  metaTitle: string;
  metaDescription: string;
  fallbackTitle: string;
  fallbackDescription: string;
  slug: string;
  onChange: (changes: { metaTitle?: string; metaDescription?: string }) => void;
  errors: Errors;
}) {
  const title = metaTitle.trim() || fallbackTitle.trim() || 'Case study title';
  const description = metaDescription.trim() || fallbackDescription.trim();
  return (
    <EditorCard
      title="Search engines"
      description="How the page appears in search results and when shared."
      icon={<Search className="size-4" aria-hidden="true" />}
    >
      <InputField
        {...fieldNames('metaTitle')}
        label="Meta title"
        value={metaTitle}
        maxLength={LIMITS.metaTitle}
        error={errors.metaTitle}
        hint={
          <span className="flex justify-between gap-3">
            <span>Up to {META_TITLE_MAX} characters are shown. Empty uses the title.</span>
            <Counter length={metaTitle.trim().length} max={META_TITLE_MAX} />
          </span>
        }
        onChange={(event) => onChange({ metaTitle: event.target.value })}
      />
      <TextAreaField
        {...fieldNames('metaDescription')}
        label="Meta description"
        value={metaDescription}
        rows={3}
        maxLength={LIMITS.metaDescription}
        className="[&_textarea]:min-h-20"
        error={errors.metaDescription}
        hint={
          <span className="flex justify-between gap-3">
            <span>Up to {META_DESCRIPTION_MAX} characters are shown.</span>
            <Counter length={metaDescription.trim().length} max={META_DESCRIPTION_MAX} />
          </span>
        }
        onChange={(event) => onChange({ metaDescription: event.target.value })}
      />
      <figure className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Search preview
        </figcaption>
        <p className="truncate text-xs text-slate-600">
          {brand.domain} › use-cases › {slug || '…'}
        </p>
        <p className="mt-0.5 truncate text-lg text-blue-800">{title.length > 60 ? `${title.slice(0, 59)}…` : title}</p>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">
          {description
            ? description.length > 160
              ? `${description.slice(0, 159)}…`
              : description
            : 'Add a meta description to choose the text shown here.'}
        </p>
      </figure>
    </EditorCard>
  );
}
