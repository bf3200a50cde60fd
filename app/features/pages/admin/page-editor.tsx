/**
 * The page editor (issue 28): the page's address and title with its blocks, its search-engine and
 * publication settings, and its History tab, with the case-study editor's safety net: checks before
 * sending (the server's schema), errors under their fields and a toast, the unsaved-changes warning,
 * draft recovery, the conflict notice (409) and, before hydration, a plain post of its fields.
 */
import {
  Blocks,
  ExternalLink,
  Eye,
  FileText,
  History,
  Link2,
  MonitorSmartphone,
  Search,
  Settings2,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { ChoiceGroupField } from '../../../components/forms/choice-field.tsx';
import { TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { revisionCopy } from '../../../content/revision-copy.ts';
import { cn } from '../../../lib/cn.ts';
import type { PageStatus } from '../../../lib/page.ts';
import { PAGE_PATH_MAX_LENGTH } from '../../../lib/page-path.ts';
import type { HistoryView } from '../../../lib/revisions.ts';
import { DraftRecoveryNotice } from '../../case-studies/admin/draft-recovery-notice.tsx';
import { EditorColumns, EditorForm, useEditorForm, type Validation } from '../../case-studies/admin/editor-form.tsx';
import { EditorPanel, type EditorTab, EditorTabList, useEditorTabs } from '../../case-studies/admin/editor-tabs.tsx';
import { EditorCard, fieldId } from '../../case-studies/admin/fields.tsx';
import { HistoryPanel } from '../../case-studies/admin/history-panel.tsx';
import { PublishAtField } from '../../case-studies/admin/publish-at-field.tsx';
import { SavedTimeRows, ScheduleRow } from '../../case-studies/admin/publishing-rows.tsx';
import { CaseStudyStatusBadge } from '../../case-studies/admin/status-badge.tsx';
import { useDraftRecovery } from '../../case-studies/admin/use-draft-recovery.ts';
import { scheduledPublication } from '../../case-studies/case-study-form.ts';
import { readFormValues } from '../../case-studies/case-study-form-fields.ts';
import { PAGE_STATUS_OPTIONS, pageCopy } from '../page-copy.ts';
import { type PageEditorValues, pathToSave, previewHref } from '../page-form.ts';
import { PAGE_LIMITS, validatePageEditor } from '../page-schema.ts';
import { BlockListEditor } from './block-list-editor.tsx';
import { PagePreview } from './page-preview.tsx';

type TabId = 'content' | 'settings' | 'history';

const TABS: EditorTab<TabId>[] = [
  { id: 'content', label: 'Content', icon: <Blocks className="size-4" aria-hidden="true" /> },
  { id: 'settings', label: 'Settings', icon: <Settings2 className="size-4" aria-hidden="true" /> },
  { id: 'history', label: revisionCopy.historyTab, icon: <History className="size-4" aria-hidden="true" /> },
];

/** The tab that holds the field of an error's key. */
export function tabOfPageField(key: string): TabId | null {
  if (key === 'form') return null;
  return key === 'title' || key === 'path' || key === 'blocks' || key.startsWith('blocks.') ? 'content' : 'settings';
}

function validate(values: PageEditorValues): Validation | null {
  const result = validatePageEditor(values);
  if (result.success) return null;
  return { errors: result.errors, message: Object.values(result.errors)[0] ?? 'Check the highlighted fields' };
}

export interface SavedPage {
  path: string;
  status: PageStatus;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

export function PageEditor({
  initial,
  saved,
  history,
  linkNotes = [],
  initialTab = 'content',
}: {
  initial: PageEditorValues;
  /** The stored page (null for a new one). */
  saved: SavedPage | null;
  history?: HistoryView;
  /** Links of the saved page that lead nowhere, or to a page not published yet. */
  linkNotes?: string[];
  initialTab?: TabId;
}) {
  const { tabs, tab, setTab, onShowErrors, errorCount } = useEditorTabs({
    all: TABS,
    initial: initialTab,
    hasHistory: history !== undefined,
    tabOf: tabOfPageField,
  });
  const editor = useEditorForm({
    initial,
    version: saved?.version,
    validate,
    readForm: readFormValues,
    onShowErrors,
  });
  const draft = useDraftRecovery('page', initial, editor);
  const { values, patch, errors, text } = editor;
  const blockErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => key === 'blocks' || key.startsWith('blocks.')),
  );
  const pathBinding = text('path');

  return (
    <EditorForm
      editor={editor}
      editing={saved !== null}
      submitNoun="Page"
      formLabel="Page"
      noun="page"
      cancelTo="/admin/pages"
      conflictMessage={pageCopy.conflict}
      onReloadTheirs={draft.forget}
    >
      <DraftRecoveryNotice draft={draft} />
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as TabId)}>
        <EditorTabList tabs={tabs} errorCount={errorCount(errors)} />

        <EditorColumns
          className="mt-6"
          sideLabel="Publishing"
          side={
            <>
              <PublishingSummary values={values} saved={saved} dirty={editor.dirty} />
              {saved && linkNotes.length > 0 ? <LinkNotes notes={linkNotes} /> : null}
            </>
          }
        >
          <EditorPanel value="content">
            <EditorCard
              title="Page"
              description="Its title and the address it lives at."
              icon={<FileText className="size-4" aria-hidden="true" />}
            >
              <TextField label="Title" required maxLength={PAGE_LIMITS.title} autoComplete="off" {...text('title')} />
              <TextField
                label="Path"
                required
                maxLength={PAGE_LIMITS.typedPath}
                autoComplete="off"
                spellCheck={false}
                placeholder="/industries/insurance"
                hint={`The page’s address on this site: lower-case letters, digits and hyphens between slashes, at most 5 parts and ${PAGE_PATH_MAX_LENGTH} characters.${
                  saved?.status === 'published' ? ' Changing it sends visitors of the old address to the new one.' : ''
                }`}
                {...pathBinding}
                onBlur={() => {
                  // Shows the address as it will be saved ('/Industries/Retail/' becomes '/industries/retail').
                  const normalised = pathToSave(values.path);
                  if (normalised !== values.path) patch({ path: normalised });
                }}
              />
            </EditorCard>
            <EditorCard
              title="Blocks"
              description="The page from top to bottom. A hero can only be the first block."
              icon={<Blocks className="size-4" aria-hidden="true" />}
            >
              <BlockListEditor blocks={values.blocks} onChange={(blocks) => patch({ blocks })} errors={blockErrors} />
            </EditorCard>
            <EditorCard
              title="Live preview"
              description="The blocks as you edit them, at a phone’s or a desktop’s width. Live content and forms show as labelled boxes."
              icon={<MonitorSmartphone className="size-4" aria-hidden="true" />}
            >
              <PagePreview blocks={values.blocks} />
            </EditorCard>
          </EditorPanel>

          <EditorPanel value="settings">
            <EditorCard
              title="Search engines and sharing"
              description="How the page appears in search results and when shared."
              icon={<Search className="size-4" aria-hidden="true" />}
            >
              <TextAreaField
                label="Meta description"
                rows={3}
                maxLength={PAGE_LIMITS.metaDescription}
                className="[&_textarea]:min-h-20"
                hint={
                  <span className="flex justify-between gap-3">
                    <span>Search engines show about {PAGE_LIMITS.metaDescriptionShown} characters.</span>
                    <span
                      className={cn(
                        'tabular-nums',
                        values.metaDescription.trim().length > PAGE_LIMITS.metaDescriptionShown
                          ? 'font-semibold text-amber-700'
                          : 'text-slate-500',
                      )}
                    >
                      {values.metaDescription.trim().length}/{PAGE_LIMITS.metaDescriptionShown}
                    </span>
                  </span>
                }
                {...text('metaDescription')}
              />
              <ImageUpload
                label="Open Graph image"
                {...editor.image('ogImage')}
                hint="Optional. Shown when the page is shared; 1200 × 630 pixels works best. JPEG, PNG, WebP or GIF, up to 50MB."
              />
              <CheckboxField
                appearance="switch"
                label="Hide from search engines"
                hint="Keeps the page out of the sitemap and asks search engines not to list it (noindex)."
                {...editor.checkbox('noindex')}
              />
            </EditorCard>
            <EditorCard title="Publication" icon={<Settings2 className="size-4" aria-hidden="true" />}>
              <ChoiceGroupField
                type="radio"
                id={fieldId('status')}
                name="status"
                label="Status"
                options={PAGE_STATUS_OPTIONS}
                value={values.status}
                onValueChange={(status) => patch({ status: status as PageStatus })}
                error={errors.status}
                columns={3}
              />
              <PublishAtField editor={editor} />
            </EditorCard>
          </EditorPanel>

          {history ? (
            <EditorPanel value="history">
              <HistoryPanel history={history} intro={pageCopy.historyIntro} empty={pageCopy.historyEmpty} />
            </EditorPanel>
          ) : null}
        </EditorColumns>
      </Tabs.Root>
    </EditorForm>
  );
}

const linkClasses =
  'inline-flex items-center gap-1.5 rounded font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

function PublishingSummary({
  values,
  saved,
  dirty,
}: {
  values: PageEditorValues;
  saved: SavedPage | null;
  dirty: boolean;
}) {
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
            <CaseStudyStatusBadge status={values.status} />
          </dd>
        </div>
        <ScheduleRow at={scheduled} timeZone={values.publishAtZone} />
        {saved ? (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">Address</dt>
            <dd className="min-w-0 truncate font-mono text-xs text-slate-900" title={saved.path}>
              {saved.path}
            </dd>
          </div>
        ) : null}
        <SavedTimeRows saved={saved} />
      </dl>
      {saved ? (
        <div className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <a href={previewHref(saved.path)} target="_blank" rel="noreferrer" className={linkClasses}>
              <Eye className="size-4" aria-hidden="true" />
              {pageCopy.previewLink}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {saved.status === 'published' ? (
              <a href={saved.path} target="_blank" rel="noreferrer" className={linkClasses}>
                <ExternalLink className="size-4" aria-hidden="true" />
                View on site<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
          <p className="text-xs text-slate-600">
            {pageCopy.previewHint}
            {dirty ? ' Save first to preview your changes.' : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function LinkNotes({ notes }: { notes: string[] }) {
  return (
    <section
      aria-labelledby="page-links-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-xs"
    >
      <h2 id="page-links-heading" className="flex items-center gap-2 text-base font-semibold">
        <Link2 className="size-4" aria-hidden="true" />
        {pageCopy.linksHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
