/**
 * The simple case-study editor (SPEC 2.11): one page with the cards Basic Information, Key Results,
 * Content Sections, Testimonial and Publication Settings, then Cancel and Create/Update. On submit
 * the four required fields are checked in SPEC 5's order, each failure a toast titled
 * 'Validation Error'; the server checks everything again.
 */
import { BarChart3, FileText, MessageSquareQuote, Newspaper, Send } from 'lucide-react';
import {
  firstSimpleValidationError,
  parseSimpleDisplayOrder,
  resultsToMetrics,
  type SimpleEditorValues,
} from '../../../lib/case-study-form.ts';
import { EDITOR_FIELDS_MARKER } from '../../../lib/case-study-form-fields.ts';
import { publishChecklist } from '../../../lib/publish-checklist.ts';
import { LIMITS, validateSimpleEditor } from '../../../lib/schemas/case-study.ts';
import { slugify } from '../../../lib/slug.ts';
import { InputField, TextAreaField } from '../field.tsx';
import { EditorActionBar, FormError, UnsavedChangesDialog, useEditorForm, type Validation } from './editor-form.tsx';
import { ChipListField, EditorCard, fieldNames, NumberField, SlugField, StatusField, SwitchField } from './fields.tsx';
import { PublishChecklistPanel } from './publish-checklist-panel.tsx';
import { ResultsEditor } from './results-editor.tsx';
import { MainImageFields, SeoFields, TestimonialFields } from './shared-sections.tsx';

/** SPEC 5's order first (one toast, the first failing check), then the other rules of the schema. */
function validateSimple(values: SimpleEditorValues): Validation | null {
  const first = firstSimpleValidationError(values);
  const result = validateSimpleEditor(values);
  if (!first && result.success) return null;
  const errors = result.success ? {} : result.errors;
  if (first) errors[first.field] = first.message;
  return { errors, message: first?.message ?? Object.values(errors)[0] ?? 'Check the highlighted fields' };
}

export function SimpleCaseStudyEditor({
  initial,
  saved,
}: {
  initial: SimpleEditorValues;
  saved: { slug: string; status: SimpleEditorValues['status'] } | null;
}) {
  const { values, patch, errors, dirty, submitting, form, blocker } = useEditorForm({
    initial,
    validate: validateSimple,
  });
  const slug = values.slug || slugify(values.title);
  const checklist = publishChecklist({
    mainImageUrl: values.mainImageUrl,
    mainImageAlt: values.mainImageAlt,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    sections: [
      { label: 'Challenge', content: values.challenge },
      { label: 'Solution', content: values.solution },
      { label: 'Outcome', content: values.outcome },
    ],
    metricCount: resultsToMetrics(values.results).length,
  });

  return (
    <>
      <form {...form} aria-label="Case study">
        <input type="hidden" name={EDITOR_FIELDS_MARKER.name} value={EDITOR_FIELDS_MARKER.value} />
        <FormError message={errors.form} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <EditorCard
              title="Basic Information"
              description="What the story is and who it is about."
              icon={<FileText className="size-4" aria-hidden="true" />}
            >
              <InputField
                {...fieldNames('title')}
                label="Title"
                required
                value={values.title}
                maxLength={LIMITS.title}
                error={errors.title}
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
              <InputField
                {...fieldNames('subtitle')}
                label="Subtitle"
                value={values.subtitle}
                maxLength={LIMITS.subtitle}
                error={errors.subtitle}
                onChange={(event) => patch({ subtitle: event.target.value })}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  {...fieldNames('clientName')}
                  label="Client name"
                  required
                  value={values.clientName}
                  maxLength={LIMITS.name}
                  error={errors.clientName}
                  onChange={(event) => patch({ clientName: event.target.value })}
                />
                <InputField
                  {...fieldNames('clientIndustry')}
                  label="Client industry"
                  required
                  value={values.clientIndustry}
                  maxLength={LIMITS.industry}
                  placeholder="Healthcare"
                  error={errors.clientIndustry}
                  onChange={(event) => patch({ clientIndustry: event.target.value })}
                />
              </div>
              <TextAreaField
                {...fieldNames('executiveSummary')}
                label="Executive summary"
                required
                value={values.executiveSummary}
                rows={4}
                maxLength={LIMITS.summary}
                hint="Two or three sentences: the problem, what was done and the result. Shown on cards."
                error={errors.executiveSummary}
                onChange={(event) => patch({ executiveSummary: event.target.value })}
              />
              <MainImageFields url={values.mainImageUrl} alt={values.mainImageAlt} onChange={patch} errors={errors} />
              <div className="grid gap-5 sm:grid-cols-2">
                <ChipListField
                  path="technologyUsed"
                  label="Technologies"
                  itemName="technology"
                  values={values.technologyUsed}
                  placeholder="UiPath"
                  error={errors.technologyUsed}
                  onChange={(technologyUsed) => patch({ technologyUsed })}
                />
                <ChipListField
                  path="teamRoles"
                  label="Team roles"
                  itemName="role"
                  values={values.teamRoles}
                  placeholder="Solution Architect"
                  error={errors.teamRoles}
                  onChange={(teamRoles) => patch({ teamRoles })}
                />
              </div>
            </EditorCard>

            <EditorCard
              title="Key Results"
              description="The figures a reader should remember, shown in the Key Results grid."
              icon={<BarChart3 className="size-4" aria-hidden="true" />}
            >
              <ResultsEditor results={values.results} onChange={(results) => patch({ results })} errors={errors} />
            </EditorCard>

            <EditorCard
              title="Content Sections"
              description="Plain text; leave a blank line between paragraphs. Sections left empty are not saved."
              icon={<Newspaper className="size-4" aria-hidden="true" />}
            >
              {(['challenge', 'solution', 'outcome'] as const).map((section) => (
                <TextAreaField
                  key={section}
                  {...fieldNames(section)}
                  label={section[0]?.toUpperCase() + section.slice(1)}
                  value={values[section]}
                  rows={5}
                  maxLength={LIMITS.plainSection}
                  error={errors[section]}
                  onChange={(event) => patch({ [section]: event.target.value } as Partial<SimpleEditorValues>)}
                />
              ))}
            </EditorCard>

            <TestimonialFields
              values={values}
              onChange={patch}
              errors={errors}
              icon={<MessageSquareQuote className="size-4" aria-hidden="true" />}
            />

            <SeoFields
              metaTitle={values.metaTitle}
              metaDescription={values.metaDescription}
              fallbackTitle={values.title}
              fallbackDescription={values.executiveSummary}
              slug={slug}
              onChange={patch}
              errors={errors}
            />
          </div>

          <div className="space-y-6 lg:sticky lg:top-24">
            <EditorCard
              title="Publication Settings"
              description="Who sees it, where it appears and how search engines show it."
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              <StatusField
                value={values.status}
                onChange={(status) => patch({ status })}
                error={errors.status}
                stacked
              />
              <SwitchField
                path="featured"
                label="Featured"
                description="Featured published studies appear in 'See our work' and the carousels."
                checked={values.featured}
                onCheckedChange={(featured) => patch({ featured })}
              />
              <NumberField
                path="displayOrder"
                label="Display order"
                value={values.displayOrder}
                hint="0 to 9999; lower comes first. Default 0."
                error={errors.displayOrder}
                normalise={(typed) => String(parseSimpleDisplayOrder(typed))}
                onChange={(displayOrder) => patch({ displayOrder })}
              />
              <ChipListField
                path="tags"
                label="Tags"
                itemName="tag"
                values={values.tags}
                placeholder="Patient Intake"
                hint="Type a tag and press Enter or Add."
                error={errors.tags}
                onChange={(tags) => patch({ tags })}
              />
            </EditorCard>

            <PublishChecklistPanel items={checklist} publishing={values.status === 'published'} />
          </div>
        </div>

        <EditorActionBar
          submitLabel={saved ? 'Update' : 'Create'}
          pendingLabel={saved ? 'Updating...' : 'Creating...'}
          submitting={submitting}
          dirty={dirty}
        />
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
