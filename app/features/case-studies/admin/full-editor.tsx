/**
 * The full case-study editor (SPEC 2.11): four tabs, Basic Info, Content, Metrics and Settings,
 * covering every case_studies field of SPEC 3 and its sections, metrics, process steps and media.
 * Tabs stay mounted (only hidden), so switching never loses what was typed; an error in another tab
 * is counted on its tab and the tab opens when the error is shown.
 */
import {
  BarChart3,
  Building2,
  CalendarRange,
  ExternalLink,
  FileText,
  History,
  ImageIcon,
  MessageSquareQuote,
  Newspaper,
  Settings2,
  Tags,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { revisionCopy } from '../../../content/revision-copy.ts';
import { SECTION_TYPES } from '../../../lib/case-study.ts';
import { cn } from '../../../lib/cn.ts';
import type { HistoryView } from '../../../lib/revisions.ts';
import { slugify } from '../../../lib/slug.ts';
import {
  type FullEditorValues,
  keptMetrics,
  parseFullDisplayOrder,
  parseTeamSize,
  SECTION_LABELS,
  scheduledPublication,
} from '../case-study-form.ts';
import { editorValuesFromForm } from '../case-study-form-fields.ts';
import { LIMITS, validateFullEditor } from '../case-study-schema.ts';
import { DraftRecoveryNotice } from './draft-recovery-notice.tsx';
import { EditorColumns, EditorForm, useEditorForm, type Validation } from './editor-form.tsx';
import { EditorPanel, type EditorTab, EditorTabList, useEditorTabs } from './editor-tabs.tsx';
import { ChipListField, EditorCard, fieldNames, NumberField } from './fields.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { MetricsEditor } from './metrics-editor.tsx';
import { MediaEditor, ProcessEditor } from './process-media-editors.tsx';
import { PublishAtField } from './publish-at-field.tsx';
import { PublishChecklistPanel } from './publish-checklist-panel.tsx';
import { SavedTimeRows, ScheduleRow } from './publishing-rows.tsx';
import { RichTextField } from './rich-text-field.tsx';
import * as Shared from './shared-sections.tsx';
import { useDraftRecovery } from './use-draft-recovery.ts';

export type TabId = 'basic' | 'content' | 'metrics' | 'settings' | 'history';

const TABS: EditorTab<TabId>[] = [
  { id: 'basic', label: 'Basic Info', icon: <FileText className="size-4" aria-hidden="true" /> },
  { id: 'content', label: 'Content', icon: <Newspaper className="size-4" aria-hidden="true" /> },
  { id: 'metrics', label: 'Metrics', icon: <BarChart3 className="size-4" aria-hidden="true" /> },
  { id: 'settings', label: 'Settings', icon: <Settings2 className="size-4" aria-hidden="true" /> },
  { id: 'history', label: revisionCopy.historyTab, icon: <History className="size-4" aria-hidden="true" /> },
];

const CONTENT_FIELDS = /^(mainImage|sections|processFlowImageUrl|processes|media|testimonial|showTestimonial)/;
const SETTINGS_FIELDS = /^(status|featured|displayOrder|publishAt|metaTitle|metaDescription|clientApprovalRequired)$/;

/** The tab that holds the field of a value path. */
export function tabOfField(path: string): TabId | null {
  if (path === 'form') return null;
  if (path.startsWith('metrics')) return 'metrics';
  if (CONTENT_FIELDS.test(path)) return 'content';
  if (SETTINGS_FIELDS.test(path)) return 'settings';
  return 'basic';
}

function validateFull(values: FullEditorValues): Validation | null {
  const result = validateFullEditor(values);
  if (result.success) return null;
  const errors = result.errors;
  return { errors, message: Object.values(errors)[0] ?? 'Check the highlighted fields' };
}

export interface SavedState {
  slug: string;
  status: FullEditorValues['status'];
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

export function FullCaseStudyEditor({
  initial,
  saved,
  history,
  initialTab = 'basic',
}: {
  initial: FullEditorValues;
  saved: SavedState | null;
  /** A stored study's versions: the History tab (a new study has none). */
  history?: HistoryView;
  initialTab?: TabId;
}) {
  const { tabs, tab, setTab, onShowErrors, errorCount } = useEditorTabs({
    all: TABS,
    initial: initialTab,
    hasHistory: history !== undefined,
    tabOf: tabOfField,
  });
  const editor = useEditorForm({
    initial,
    version: saved?.version,
    validate: validateFull,
    readForm: editorValuesFromForm,
    onShowErrors,
  });
  const draft = useDraftRecovery('full', initial, editor);
  const { values, patch, errors, text, list } = editor;
  const slug = values.slug || slugify(values.title);

  return (
    <EditorForm editor={editor} editing={saved !== null} submitNoun="Case Study" onReloadTheirs={draft.forget}>
      <DraftRecoveryNotice draft={draft} />
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as TabId)}>
        <EditorTabList tabs={tabs} errorCount={errorCount(errors)} />

        <EditorColumns
          className="mt-6"
          sideLabel="Publishing"
          side={
            <>
              <PublishingSummary values={values} saved={saved} slug={slug} />
              <PublishChecklistPanel
                values={values}
                sections={SECTION_TYPES.map((type) => ({
                  label: SECTION_LABELS[type],
                  content: values.sections[type].content,
                }))}
                metricCount={keptMetrics(values.metrics).length}
              />
            </>
          }
        >
          <EditorPanel value="basic">
            <EditorCard
              title="Case study"
              description="The headline and summary shown on cards and at the top of the page."
              icon={<FileText className="size-4" aria-hidden="true" />}
            >
              <Shared.HeadlineFields editor={editor} saved={saved} />
              <Shared.ExecutiveSummaryField editor={editor} />
            </EditorCard>

            <EditorCard title="Client" icon={<Building2 className="size-4" aria-hidden="true" />}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Shared.ClientFields editor={editor} industryLabel="Industry" industryPlaceholder="Manufacturing" />
                <TextField
                  label="Location"
                  maxLength={LIMITS.shortText}
                  placeholder="Milwaukee, USA"
                  {...text('clientLocation')}
                />
                <TextField
                  label="Company size"
                  maxLength={LIMITS.shortText}
                  placeholder="2,400 employees"
                  {...text('clientSize')}
                />
              </div>
              <TextAreaField
                label="About the client"
                rows={3}
                maxLength={LIMITS.longText}
                {...text('clientDescription')}
              />
              <ImageUpload
                label="Client logo"
                shape="square"
                {...editor.image('clientLogoUrl')}
                hint="Optional. A PNG or WebP with a transparent background works best, up to 50MB."
              />
            </EditorCard>

            <EditorCard title="Project" icon={<CalendarRange className="size-4" aria-hidden="true" />}>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  label="Duration"
                  maxLength={LIMITS.shortText}
                  placeholder="16 weeks"
                  {...text('projectDuration')}
                />
                <TextField label="Start date" type="date" {...text('projectStartDate')} />
                <TextField
                  label="End date"
                  type="date"
                  min={values.projectStartDate || undefined}
                  {...text('projectEndDate')}
                />
              </div>
              <NumberField
                path="teamSize"
                label="Team size"
                value={values.teamSize}
                placeholder="5"
                hint="People on the project team. A whole number; anything else is saved as 0."
                error={errors.teamSize}
                normalise={(typed) => {
                  const parsed = parseTeamSize(typed);
                  return parsed === null ? '' : String(parsed);
                }}
                onChange={(teamSize) => patch({ teamSize })}
              />
              <ChipListField {...list('teamRoles')} />
              <ChipListField {...list('technologyUsed')} />
            </EditorCard>

            <EditorCard title="Tags" icon={<Tags className="size-4" aria-hidden="true" />}>
              <ChipListField {...list('tags')} />
            </EditorCard>
          </EditorPanel>

          <EditorPanel value="content">
            <EditorCard
              title="Main image"
              description="The picture of the story."
              icon={<ImageIcon className="size-4" aria-hidden="true" />}
            >
              <Shared.MainImageFields editor={editor} />
            </EditorCard>

            <EditorCard
              title="Story"
              description="Shown in this order on the page. Sections left empty are not saved."
              icon={<Newspaper className="size-4" aria-hidden="true" />}
            >
              {SECTION_TYPES.map((type) => (
                <div key={type} className="space-y-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
                  <TextField
                    {...fieldNames(`sections.${type}.title`)}
                    label={`${SECTION_LABELS[type]} section title`}
                    value={values.sections[type].title}
                    maxLength={LIMITS.sectionTitle}
                    error={errors[`sections.${type}.title`]}
                    onChange={(event) =>
                      patch({
                        sections: {
                          ...values.sections,
                          [type]: { ...values.sections[type], title: event.target.value },
                        },
                      })
                    }
                  />
                  <RichTextField
                    key={draft.restored}
                    {...fieldNames(`sections.${type}.content`)}
                    label={`${SECTION_LABELS[type]} section content`}
                    value={values.sections[type].content}
                    error={errors[`sections.${type}.content`]}
                    placeholder={SECTION_PLACEHOLDERS[type]}
                    onChange={(content) =>
                      patch({ sections: { ...values.sections, [type]: { ...values.sections[type], content } } })
                    }
                  />
                </div>
              ))}
            </EditorCard>

            <ProcessEditor
              processFlowImageUrl={values.processFlowImageUrl}
              onProcessFlowImageChange={(processFlowImageUrl) => patch({ processFlowImageUrl })}
              processes={values.processes}
              onChange={(processes) => patch({ processes })}
              errors={errors}
            />
            <MediaEditor media={values.media} onChange={(media) => patch({ media })} errors={errors} />
            <Shared.TestimonialFields
              editor={editor}
              icon={<MessageSquareQuote className="size-4" aria-hidden="true" />}
            />
          </EditorPanel>

          <EditorPanel value="metrics">
            <MetricsEditor metrics={values.metrics} onChange={(metrics) => patch({ metrics })} errors={errors} />
          </EditorPanel>

          <EditorPanel value="settings">
            <EditorCard title="Publication" icon={<Settings2 className="size-4" aria-hidden="true" />}>
              <Shared.PublicationFields
                editor={editor}
                creating={saved === null}
                displayOrder={{
                  hint: 'A whole number from 1; lower comes first. Default 100.',
                  normalise: (typed) => String(parseFullDisplayOrder(typed)),
                }}
              />
              <PublishAtField editor={editor} />
            </EditorCard>
            <Shared.SeoFields editor={editor} slug={slug} />
          </EditorPanel>

          {history ? (
            <EditorPanel value="history">
              <HistoryPanel history={history} />
            </EditorPanel>
          ) : null}
        </EditorColumns>
      </Tabs.Root>
    </EditorForm>
  );
}

const SECTION_PLACEHOLDERS: Record<(typeof SECTION_TYPES)[number], string> = {
  client: 'Who the client is and what they set out to do…',
  challenge: 'What was slow, costly or error-prone before…',
  solution: 'What was built and how it works…',
  outcome: 'What changed, with numbers…',
};

const STATUS_STYLES: Record<FullEditorValues['status'], string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  archived: 'bg-amber-50 text-amber-800 ring-amber-300',
};

function PublishingSummary({
  values,
  saved,
  slug,
}: {
  values: FullEditorValues;
  saved: SavedState | null;
  slug: string;
}) {
  const statusLabel = values.status[0]?.toUpperCase() + values.status.slice(1);
  const scheduled = scheduledPublication(values);
  return (
    <section aria-labelledby="publishing-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id="publishing-heading" className="text-base font-semibold text-slate-900">
        Publishing
      </h2>
      <dl className="mt-3 space-y-2.5 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">Status</dt>
          <dd>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                STATUS_STYLES[values.status],
              )}
            >
              {statusLabel}
            </span>
          </dd>
        </div>
        <ScheduleRow at={scheduled} timeZone={values.publishAtZone} />
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">Featured</dt>
          <dd className="font-medium text-slate-900">{values.featured ? 'Yes' : 'No'}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">Display order</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{parseFullDisplayOrder(values.displayOrder)}</dd>
        </div>
        <SavedTimeRows saved={saved} />
      </dl>
      {saved?.status === 'published' ? (
        <a
          href={`/use-cases/${saved.slug}`}
          target="_blank"
          rel="noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-blue-700 hover:underline"
        >
          View on site
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : values.status === 'published' ? (
        <p className="mt-4 text-xs text-slate-600">Goes live at /use-cases/{slug || '…'} when you save.</p>
      ) : scheduled ? (
        <p className="mt-4 text-xs text-slate-600">Goes live at /use-cases/{slug || '…'} at its Publish at time.</p>
      ) : null}
    </section>
  );
}
