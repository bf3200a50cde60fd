/**
 * The full editor's process steps and media gallery (SPEC 3: case_study_processes and
 * case_study_media, each ordered by order_index). Steps without a title and media without an
 * address are not saved.
 */
import { ArrowDown, ArrowUp, GalleryHorizontal, Plus, Trash2, Workflow } from 'lucide-react';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { MEDIA_KINDS } from '../../../lib/case-study.ts';
import { emptyMedia, emptyProcess, type MediaDraft, moveItem, type ProcessDraft } from '../case-study-form.ts';
import { LIMITS } from '../case-study-schema.ts';
import { EditorCard, fieldNames, RowButton } from './fields.tsx';
import { addButton } from './metrics-editor.tsx';

function RowActions({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center">
      <RowButton label={`Move ${what} ${index + 1} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp className="size-4" aria-hidden="true" />
      </RowButton>
      <RowButton label={`Move ${what} ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDown className="size-4" aria-hidden="true" />
      </RowButton>
      <RowButton label={`Remove ${what} ${index + 1}`} tone="danger" onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
      </RowButton>
    </div>
  );
}

export function ProcessEditor({
  processFlowImageUrl,
  onProcessFlowImageChange,
  processes,
  onChange,
  errors,
}: {
  processFlowImageUrl: string;
  onProcessFlowImageChange: (url: string) => void;
  processes: ProcessDraft[];
  onChange: (processes: ProcessDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, patch: Partial<ProcessDraft>) =>
    onChange(processes.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <EditorCard
      title="Process"
      description="The workflow diagram shown after the challenge ('Process Flow') and the implementation steps."
      icon={<Workflow className="size-4" aria-hidden="true" />}
    >
      <ImageUpload
        {...fieldNames('processFlowImageUrl')}
        label="Process flow image"
        value={processFlowImageUrl}
        onChange={onProcessFlowImageChange}
        error={errors.processFlowImageUrl}
        hint="A diagram of the automated workflow. JPEG, PNG, WebP or GIF, up to 50MB."
      />
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-sm font-medium text-slate-800">Steps</h3>
          <button type="button" onClick={() => onChange([...processes, emptyProcess()])} className={addButton}>
            <Plus className="size-4" aria-hidden="true" />
            Add step
          </button>
        </div>
        {processes.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
            No steps yet. Steps describe how the solution was delivered, in order.
          </p>
        ) : (
          <ol className="space-y-3">
            {processes.map((step, index) => (
              <li key={step.key} className="rounded-lg border border-slate-200 bg-slate-50/50 p-4">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="inline-flex size-6 items-center justify-center rounded-full bg-blue-600 text-xs font-semibold text-white">
                    {index + 1}
                  </span>
                  <RowActions
                    what="step"
                    index={index}
                    count={processes.length}
                    onMove={(delta) => onChange(moveItem(processes, index, delta))}
                    onRemove={() => onChange(processes.filter((_, i) => i !== index))}
                  />
                </div>
                <div className="space-y-3">
                  <TextField
                    {...fieldNames(`processes.${index}.title`)}
                    label={`Step ${index + 1} title`}
                    value={step.title}
                    maxLength={LIMITS.processTitle}
                    placeholder="Capture and classify"
                    error={errors[`processes.${index}.title`]}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                  <TextAreaField
                    {...fieldNames(`processes.${index}.description`)}
                    label={`Step ${index + 1} description`}
                    value={step.description}
                    maxLength={LIMITS.processDescription}
                    rows={2}
                    className="[&_textarea]:min-h-20"
                    error={errors[`processes.${index}.description`]}
                    onChange={(event) => update(index, { description: event.target.value })}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </EditorCard>
  );
}

const KIND_LABELS: Record<(typeof MEDIA_KINDS)[number], string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
};

export function MediaEditor({
  media,
  onChange,
  errors,
}: {
  media: MediaDraft[];
  onChange: (media: MediaDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, patch: Partial<MediaDraft>) =>
    onChange(media.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  return (
    <EditorCard
      title="Media"
      description="Extra images, videos or documents that belong to the story."
      icon={<GalleryHorizontal className="size-4" aria-hidden="true" />}
      actions={
        <button type="button" onClick={() => onChange([...media, emptyMedia()])} className={addButton}>
          <Plus className="size-4" aria-hidden="true" />
          Add media
        </button>
      }
    >
      {media.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          No media yet.
        </p>
      ) : (
        <ol className="space-y-3">
          {media.map((item, index) => {
            const path = `media.${index}`;
            return (
              <li key={item.key} className="rounded-lg border border-slate-200 bg-slate-50/50 p-4">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">Media {index + 1}</h3>
                  <RowActions
                    what="media item"
                    index={index}
                    count={media.length}
                    onMove={(delta) => onChange(moveItem(media, index, delta))}
                    onRemove={() => onChange(media.filter((_, i) => i !== index))}
                  />
                </div>
                <div className="space-y-4">
                  <SelectField
                    {...fieldNames(`${path}.kind`)}
                    label="Kind"
                    value={item.kind}
                    className="max-w-48"
                    options={MEDIA_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                    onChange={(event) => update(index, { kind: event.target.value as MediaDraft['kind'] })}
                  />
                  {item.kind === 'image' ? (
                    <ImageUpload
                      {...fieldNames(`${path}.url`)}
                      label={`Media ${index + 1} image`}
                      value={item.url}
                      onChange={(url) => update(index, { url })}
                      error={errors[`${path}.url`]}
                    />
                  ) : (
                    <TextField
                      {...fieldNames(`${path}.url`)}
                      label={item.kind === 'video' ? 'Video address' : 'Document address'}
                      type="url"
                      inputMode="url"
                      value={item.url}
                      placeholder="https://"
                      error={errors[`${path}.url`]}
                      onChange={(event) => update(index, { url: event.target.value })}
                    />
                  )}
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      {...fieldNames(`${path}.alt`)}
                      label={item.kind === 'image' ? 'Alt text' : 'Accessible title'}
                      value={item.alt}
                      maxLength={LIMITS.alt}
                      error={errors[`${path}.alt`]}
                      onChange={(event) => update(index, { alt: event.target.value })}
                    />
                    <TextField
                      {...fieldNames(`${path}.caption`)}
                      label="Caption"
                      value={item.caption}
                      maxLength={LIMITS.caption}
                      error={errors[`${path}.caption`]}
                      onChange={(event) => update(index, { caption: event.target.value })}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </EditorCard>
  );
}
