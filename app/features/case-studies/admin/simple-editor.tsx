/**
 * The simple case-study editor (SPEC 2.11): one page with the cards Basic Information, Key Results,
 * Content Sections, Testimonial and Publication Settings, then Cancel and Create/Update. On submit
 * the four required fields are checked in SPEC 5's order, each failure a toast titled
 * 'Validation Error'; the server checks everything again.
 */
import { BarChart3, FileText, MessageSquareQuote, Newspaper, Send } from 'lucide-react';
import { TextAreaField } from '../../../components/forms/field.tsx';
import { slugify } from '../../../lib/slug.ts';
import {
  firstSimpleValidationError,
  parseSimpleDisplayOrder,
  resultsToMetrics,
  type SimpleEditorValues,
} from '../case-study-form.ts';
import { editorValuesFromForm } from '../case-study-form-fields.ts';
import { LIMITS, validateSimpleEditor } from '../case-study-schema.ts';
import { DraftRecoveryNotice } from './draft-recovery-notice.tsx';
import { EditorColumns, EditorForm, useEditorForm, type Validation } from './editor-form.tsx';
import { ChipListField, EditorCard } from './fields.tsx';
import { PublishChecklistPanel } from './publish-checklist-panel.tsx';
import { ResultsEditor } from './results-editor.tsx';
import * as Shared from './shared-sections.tsx';
import { useDraftRecovery } from './use-draft-recovery.ts';

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
  saved: { slug: string; status: SimpleEditorValues['status']; version: number } | null;
}) {
  const editor = useEditorForm({
    initial,
    version: saved?.version,
    validate: validateSimple,
    readForm: editorValuesFromForm,
  });
  const draft = useDraftRecovery('simple', initial, editor);
  const { values, patch, errors, text, list } = editor;
  const slug = values.slug || slugify(values.title);

  return (
    <EditorForm editor={editor} editing={saved !== null} onReloadTheirs={draft.forget}>
      <DraftRecoveryNotice draft={draft} />
      <EditorColumns
        side={
          <>
            <EditorCard
              title="Publication Settings"
              description="Who sees it, where it appears and how search engines show it."
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              <Shared.PublicationFields
                editor={editor}
                creating={saved === null}
                stacked
                displayOrder={{
                  hint: '0 to 9999; lower comes first. Default 0.',
                  normalise: (typed) => String(parseSimpleDisplayOrder(typed)),
                }}
              />
              <ChipListField {...list('tags')} />
            </EditorCard>

            <PublishChecklistPanel
              values={values}
              sections={[
                { label: 'Challenge', content: values.challenge },
                { label: 'Solution', content: values.solution },
                { label: 'Outcome', content: values.outcome },
              ]}
              metricCount={resultsToMetrics(values.results).length}
            />
          </>
        }
      >
        <EditorCard
          title="Basic Information"
          description="What the story is and who it is about."
          icon={<FileText className="size-4" aria-hidden="true" />}
        >
          <Shared.HeadlineFields editor={editor} saved={saved} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Shared.ClientFields editor={editor} industryLabel="Client industry" industryPlaceholder="Healthcare" />
          </div>
          <Shared.ExecutiveSummaryField editor={editor} required />
          <Shared.MainImageFields editor={editor} />
          <div className="grid gap-5 sm:grid-cols-2">
            <ChipListField {...list('technologyUsed')} />
            <ChipListField {...list('teamRoles')} />
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
              label={section[0]?.toUpperCase() + section.slice(1)}
              rows={5}
              maxLength={LIMITS.plainSection}
              {...text(section)}
            />
          ))}
        </EditorCard>

        <Shared.TestimonialFields editor={editor} icon={<MessageSquareQuote className="size-4" aria-hidden="true" />} />
        <Shared.SeoFields editor={editor} slug={slug} />
      </EditorColumns>
    </EditorForm>
  );
}
