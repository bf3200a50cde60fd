/**
 * The inline Add/Edit testimonial card (SPEC 2.11). A plain form post, so it works without
 * JavaScript; the server re-validates with the same schema and returns SPEC 5's messages. Its fields
 * are uncontrolled, so what is typed before hydration stays (the Quote's through TextAreaField).
 * The Author Photo is the studio's image field: an upload whose URL is posted as `image`; without
 * JavaScript it cannot change, and the photo is saved as it was. An edit posts the version it was
 * opened on: a testimonial saved since is not overwritten (409, the conflict notice), and the last
 * versions are listed with 'Restore this version'.
 */
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { ConflictNotice, type EditorConflict } from '../../../components/admin/revisions/conflict-notice.tsx';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { ChoiceGroupField } from '../../../components/forms/choice-field.tsx';
import { TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { revisionCopy } from '../../../content/revision-copy.ts';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import type { Testimonial } from '../../../lib/case-study.ts';
import type { HistoryEntry } from '../../../lib/revisions.ts';
import type { FieldErrors } from '../../../lib/schemas/field-errors.ts';
import type { TestimonialField } from '../testimonial-schema.ts';
import { testimonialLimits } from '../testimonial-schema.ts';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active', description: '(shown on the website)' },
  { value: 'inactive', label: 'Inactive', description: '(hidden)' },
] as const;

export type TestimonialFormValues = Partial<Record<TestimonialField, string>>;

export function TestimonialForm({
  testimonial,
  values,
  errors,
  conflict,
  versions = [],
}: {
  /** The testimonial being edited; absent in create mode. */
  testimonial: Testimonial | null;
  /** A save refused because the testimonial was saved after this form opened it. */
  conflict?: EditorConflict | undefined;
  /** The edited testimonial's last versions, newest first. */
  versions?: HistoryEntry[];
  /** What was submitted last time, when the server sent the form back with errors. */
  values?: TestimonialFormValues;
  errors?: FieldErrors<TestimonialField>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const value = (field: TestimonialField, fallback: string | null | undefined) => values?.[field] ?? fallback ?? '';
  /** A required text field: what was posted or is stored, its limit, its error. */
  const field = (name: 'quote' | 'authorName' | 'title' | 'company') => ({
    name,
    required: true,
    maxLength: testimonialLimits[name],
    defaultValue: value(name, testimonial?.[name]),
    error: errors?.[name],
  });
  const heading = testimonial ? 'Edit Testimonial' : 'Add New Testimonial';
  const status = value('status', testimonial?.status ?? 'active');
  const sectionRef = useRef<HTMLElement>(null);
  // Opening the form (Add or Edit) moves focus to its first field, and brings it into view; not when
  // the focus is in the form already (someone typing as the page hydrates), nor when the address
  // leads to a place on the page (#client-review, where the Client review panel's posts return).
  // A new version (restored, or theirs reloaded after a conflict) is a new form: its fields are uncontrolled.
  const formKey = testimonial ? `${testimonial.id}:${testimonial.version}` : 'new';
  useEffect(() => {
    if (!formKey) return;
    const section = sectionRef.current;
    if (!section || section.contains(document.activeElement) || window.location.hash) return;
    section.scrollIntoView({ block: 'nearest' });
    section.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true });
  }, [formKey]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="testimonial-form-heading"
      className="mb-8 scroll-mt-24 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id="testimonial-form-heading" className="text-lg font-semibold">
          {heading}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">Fields marked * are required.</p>
      </div>
      <Form method="post" noValidate className="space-y-5 px-5 py-5 sm:px-6" key={formKey}>
        <input type="hidden" name="intent" value="save" />
        {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
        {testimonial ? <input type="hidden" name="version" value={conflict?.basedOn ?? testimonial.version} /> : null}
        {conflict ? <ConflictNotice conflict={conflict} message={revisionCopy.testimonialConflict} /> : null}
        <TextAreaField label="Quote" rows={4} {...field('quote')} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label="Author Name" autoComplete="off" {...field('authorName')} />
          <TextField label="Title" autoComplete="off" {...field('title')} />
          <TextField label="Company" autoComplete="off" {...field('company')} />
        </div>
        <ImageUpload
          name="image"
          label="Author Photo"
          shape="round"
          defaultValue={value('image', testimonial?.image)}
          error={errors?.image}
          hint="Optional. A square portrait works best. JPEG, PNG, WebP or GIF, up to 50MB."
        />
        <ChoiceGroupField
          type="radio"
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          defaultValue={status}
          error={errors?.status}
          columns={2}
        />
        {testimonial ? null : (
          // On by default for a new testimonial, which always names its company (issue 30); later,
          // the Client review panel holds the setting.
          <CheckboxField
            appearance="switch"
            name="clientApprovalRequired"
            label="Client approval required"
            hint="The client must approve this testimonial in a review before it is set to Active: save it as Inactive, then send it for review from its Client review panel."
            defaultChecked
          />
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Link to="/admin/testimonials" className={buttonClasses({ variant: 'outline' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Testimonial'}
          </Button>
        </div>
      </Form>
      {testimonial && versions.length > 0 ? <RecentVersions testimonial={testimonial} versions={versions} /> : null}
    </section>
  );
}

/** The last versions of the testimonial, each but the current one with 'Restore this version'. */
function RecentVersions({ testimonial, versions }: { testimonial: Testimonial; versions: HistoryEntry[] }) {
  const timeZone = useStudioTimeZone();
  return (
    <section aria-labelledby="testimonial-versions-heading" className="border-t border-slate-100 px-5 py-5 sm:px-6">
      <h3 id="testimonial-versions-heading" className="text-sm font-semibold text-slate-900">
        {revisionCopy.recentVersions}
      </h3>
      <ol className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {versions.map((version) => (
          <li
            key={version.id}
            className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm">
              <span className="font-medium text-slate-900">
                {formatAdminDateTime(version.at, timeZone)} by {version.actor}
              </span>
              <span className="block text-xs text-slate-600">
                {version.change}
                {version.current ? ` · ${revisionCopy.current}` : ''}
              </span>
            </p>
            {version.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={testimonial.id} />
                <input type="hidden" name="revision" value={version.id} />
                <button
                  type="submit"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  aria-label={`${revisionCopy.restore}: ${formatAdminDateTime(version.at, timeZone)} by ${version.actor}`}
                >
                  {revisionCopy.restore}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
