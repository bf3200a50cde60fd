/**
 * The blocks both editors show, each bound to the editor's state (`useEditorForm`): the headline
 * (title, slug, subtitle), the executive summary, the main image with its alt text, the testimonial,
 * the search engine fields with a preview of the result snippet, and the publication settings.
 */
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { brand } from '../../../content/brand.ts';
import { cn } from '../../../lib/cn.ts';
import { slugify } from '../../../lib/slug.ts';
import type { FullEditorValues, SimpleEditorValues } from '../case-study-form.ts';
import { LIMITS } from '../case-study-schema.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../publish-checklist.ts';
import type { CheckboxBinding, ImageBinding, KeysOf, ListBinding, TextBinding } from './editor-form.tsx';
import { EditorCard, NumberField, SlugField, StatusField } from './fields.tsx';

/** The values both editors have. */
type CommonValues = Pick<FullEditorValues, keyof FullEditorValues & keyof SimpleEditorValues>;

/** What a shared block needs of either editor (a part of what useEditorForm returns). */
export interface SharedEditor {
  values: CommonValues;
  errors: Record<string, string>;
  patch: (changes: Partial<CommonValues>) => void;
  text: (key: KeysOf<CommonValues, string>) => TextBinding;
  image: (key: KeysOf<CommonValues, string>) => ImageBinding;
  checkbox: (key: KeysOf<CommonValues, boolean>) => CheckboxBinding;
  list: <Path extends KeysOf<CommonValues, string[]>>(key: Path) => ListBinding<Path>;
}

const SWITCHES = {
  showTestimonial: { label: 'Show testimonial', hint: 'Appears only when a quote and an author are filled in.' },
  featured: { label: 'Featured', hint: "Featured published studies appear in 'See our work' and the carousels." },
  clientApprovalRequired: {
    label: 'Client approval required',
    hint: 'The client named here must approve the study in a review before it is published. Change it later in its Client review panel.',
  },
};

/** Title, slug (following the title until edited by hand) and subtitle. */
export function HeadlineFields({
  editor: { values, errors, patch, text },
  saved,
}: {
  editor: SharedEditor;
  /** The study as stored, when editing one. */
  saved: { slug: string; status: string } | null;
}) {
  return (
    <>
      <TextField
        label="Title"
        required
        maxLength={LIMITS.title}
        {...text('title')}
        onChange={(event) => {
          const title = event.target.value;
          patch(values.slugEdited ? { title } : { title, slug: slugify(title) });
        }}
      />
      <SlugField
        title={values.title}
        slug={values.slug}
        edited={values.slugEdited}
        savedSlug={saved?.slug ?? null}
        published={saved?.status === 'published'}
        error={errors.slug}
        onChange={patch}
      />
      <TextField label="Subtitle" maxLength={LIMITS.subtitle} {...text('subtitle')} />
    </>
  );
}

export function ExecutiveSummaryField({ editor, required }: { editor: SharedEditor; required?: boolean }) {
  return (
    <TextAreaField
      label="Executive summary"
      required={required}
      rows={4}
      maxLength={LIMITS.summary}
      hint="Two or three sentences: the problem, what was done and the result. Shown on cards."
      {...editor.text('executiveSummary')}
    />
  );
}

/** Client name and industry, both required (SPEC 5). Under the full editor's Client heading, the industry is 'Industry'. */
export function ClientFields({
  editor: { text },
  industryLabel,
  industryPlaceholder,
}: {
  editor: SharedEditor;
  industryLabel: string;
  industryPlaceholder: string;
}) {
  return (
    <>
      <TextField label="Client name" required maxLength={LIMITS.name} {...text('clientName')} />
      <TextField
        label={industryLabel}
        required
        maxLength={LIMITS.industry}
        placeholder={industryPlaceholder}
        {...text('clientIndustry')}
      />
    </>
  );
}

export function MainImageFields({ editor: { values, text, image } }: { editor: SharedEditor }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ImageUpload
        label="Main image"
        {...image('mainImageUrl')}
        hint="Shown on cards and at the top of the page; landscape, at least 1600 px wide is best. JPEG, PNG, WebP or GIF, up to 50MB."
      />
      <TextAreaField
        label="Alt text"
        required={values.mainImageUrl.trim() !== ''}
        rows={3}
        maxLength={LIMITS.alt}
        className="[&_textarea]:min-h-24"
        hint="Describe what the image shows for people who cannot see it. Required with a main image."
        {...text('mainImageAlt')}
      />
    </div>
  );
}

export function TestimonialFields({
  editor: { values, text, image, checkbox },
  icon,
}: {
  editor: SharedEditor;
  icon: ReactNode;
}) {
  const incomplete =
    values.showTestimonial && (values.testimonialQuote.trim() === '') !== (values.testimonialAuthor.trim() === '');
  return (
    <EditorCard
      title="Testimonial"
      description="A quote from the client, shown on the page and in the home page carousels."
      icon={icon}
    >
      <CheckboxField appearance="switch" {...SWITCHES.showTestimonial} {...checkbox('showTestimonial')} />
      <TextAreaField label="Quote" rows={4} maxLength={LIMITS.quote} {...text('testimonialQuote')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Author" maxLength={LIMITS.person} autoComplete="off" {...text('testimonialAuthor')} />
        <TextField label="Author title" maxLength={LIMITS.person} autoComplete="off" {...text('testimonialTitle')} />
        <TextField label="Company" maxLength={LIMITS.person} autoComplete="off" {...text('testimonialCompany')} />
      </div>
      {incomplete ? (
        <p className="text-xs font-medium text-amber-800">
          Add both a quote and an author, or the testimonial stays hidden.
        </p>
      ) : null}
      <ImageUpload
        label="Author photo"
        shape="round"
        {...image('testimonialImage')}
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

export function SeoFields({ editor: { values, text }, slug }: { editor: SharedEditor; slug: string }) {
  const { metaTitle, metaDescription } = values;
  const title = metaTitle.trim() || values.title.trim() || 'Case study title';
  const description = metaDescription.trim() || values.executiveSummary.trim();
  return (
    <EditorCard
      title="Search engines"
      description="How the page appears in search results and when shared."
      icon={<Search className="size-4" aria-hidden="true" />}
    >
      <TextField
        label="Meta title"
        maxLength={LIMITS.metaTitle}
        hint={
          <span className="flex justify-between gap-3">
            <span>Up to {META_TITLE_MAX} characters are shown. Empty uses the title.</span>
            <Counter length={metaTitle.trim().length} max={META_TITLE_MAX} />
          </span>
        }
        {...text('metaTitle')}
      />
      <TextAreaField
        label="Meta description"
        rows={3}
        maxLength={LIMITS.metaDescription}
        className="[&_textarea]:min-h-20"
        hint={
          <span className="flex justify-between gap-3">
            <span>Up to {META_DESCRIPTION_MAX} characters are shown.</span>
            <Counter length={metaDescription.trim().length} max={META_DESCRIPTION_MAX} />
          </span>
        }
        {...text('metaDescription')}
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

/** Status, featured and display order; each editor has its own display-order rule (SPEC 5). */
export function PublicationFields({
  editor: { values, errors, patch, checkbox },
  displayOrder,
  stacked,
  creating,
}: {
  editor: SharedEditor;
  /** A new study: its "Client approval required" is chosen here (afterwards in the Client review panel). */
  creating?: boolean;
  displayOrder: { hint: string; normalise: (typed: string) => string };
  /** The status options one per line (a narrow column). */
  stacked?: boolean;
}) {
  return (
    <>
      <StatusField
        value={values.status}
        onChange={(status) => patch({ status })}
        error={errors.status}
        stacked={stacked}
      />
      <CheckboxField appearance="switch" {...SWITCHES.featured} {...checkbox('featured')} />
      <NumberField
        path="displayOrder"
        label="Display order"
        value={values.displayOrder}
        hint={displayOrder.hint}
        error={errors.displayOrder}
        normalise={displayOrder.normalise}
        onChange={(displayOrder) => patch({ displayOrder })}
      />
      {creating ? (
        <CheckboxField
          appearance="switch"
          {...SWITCHES.clientApprovalRequired}
          {...checkbox('clientApprovalRequired')}
        />
      ) : null}
    </>
  );
}
