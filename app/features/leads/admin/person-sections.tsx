/**
 * The sections of a person's page (issue 31): who they are, each submission, their ROI requests,
 * what they read, and the one timeline of all their submissions. Read-only: the pipeline is worked
 * in the inbox, which each submission links to.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/page-header.tsx';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { inboxOpenHref } from '../../../lib/inbox-open.ts';
import { parseInboxQuery } from '../../../lib/inbox-query.ts';
import type { LeadOwner } from '../../../lib/lead-pipeline.ts';
import { describeAttribution } from '../../inbox/admin/lead-attribution-text.ts';
import { deliveryLabel, INBOX_KIND_LABELS, type InboxItem } from '../../inbox/inbox.ts';
import type { PersonReading, PersonRoi, PersonTimelineEntry, PersonView } from '../person.ts';
import { PipelineSummary, TimelineItem } from './pipeline-panel.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-slate-600">{row.label}:</dt>
          {/* Anywhere: a long link or address must wrap inside a phone's width, not widen the page. */}
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PersonIdentity({ person }: { person: PersonView }) {
  const rows = [
    { label: person.names.length > 1 ? 'Names' : 'Name', value: person.names.join(', ') || 'Not given' },
    { label: person.emails.length > 1 ? 'E-mail addresses' : 'E-mail address', value: person.emails.join(', ') },
    { label: 'Company', value: person.companies.join(', ') || 'Not given' },
    { label: 'Submissions', value: String(person.submissions.length) },
  ];
  return (
    <Panel className="mb-6 p-4 sm:p-5">
      <Rows rows={rows} />
      <p className="mt-3 text-sm text-slate-600">
        Grouped by address: capitals, a +tag and dots in a Gmail address are the same person. Each submission keeps the
        address it came with.
      </p>
    </Panel>
  );
}

/** The labels features/inbox gives an ROI request's stored payload (`inputs`, `results`, `shareUrl`). */
const ROI_PAYLOAD_LABELS = new Set(['Inputs', 'Results', 'Share url']);

function SubmissionCard({ item, owners }: { item: InboxItem; owners: readonly LeadOwner[] }) {
  const timeZone = useStudioTimeZone();
  // The inbox filtered by this person, with this submission open at its form.
  const inbox = inboxOpenHref({ ...parseInboxQuery(new URLSearchParams()), person: item.email }, item);
  // An ROI request's inputs and results are shown, worded and recomputed, in the ROI section above.
  const details =
    item.kind === 'roi_email' ? item.details.filter((detail) => !ROI_PAYLOAD_LABELS.has(detail.label)) : item.details;
  return (
    <article
      aria-label={`${INBOX_KIND_LABELS[item.kind]} of ${formatAdminDateTime(item.createdAt, timeZone)}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      data-submission={item.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-medium text-slate-900">{INBOX_KIND_LABELS[item.kind]}</h3>
        <time dateTime={item.createdAt} className="text-sm text-slate-600">
          {formatAdminDateTime(item.createdAt, timeZone)}
        </time>
        {item.status === 'archived' ? (
          <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Archived</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {[item.name, item.email, item.company].filter(Boolean).join(' · ')} · {deliveryLabel(item.delivery)}
      </p>
      {item.pipeline ? (
        <div className="mt-2">
          <PipelineSummary pipeline={item.pipeline} owners={owners} />
        </div>
      ) : null}
      {item.message ? (
        <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-slate-800">{item.message}</p>
      ) : null}
      {details.length > 0 ? (
        <div className="mt-3">
          <Rows rows={details} />
        </div>
      ) : null}
      {item.attribution ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {describeAttribution(item.attribution)}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <Link
          to={inbox}
          className="inline-flex min-h-6 items-center text-blue-700 underline underline-offset-4 hover:text-blue-900"
        >
          {`Work on it in the inbox (${item.email})`}
        </Link>
      </p>
    </article>
  );
}

export function PersonSubmissions({ person, owners }: { person: PersonView; owners: readonly LeadOwner[] }) {
  return (
    <Section id="person-submissions" title={`Submissions (${person.submissions.length})`}>
      <ul className="space-y-3">
        {person.submissions.map((item) => (
          <li key={`${item.source}-${item.id}`}>
            <SubmissionCard item={item} owners={owners} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RoiCard({ roi }: { roi: PersonRoi }) {
  const timeZone = useStudioTimeZone();
  const model = roi.version === null ? 'no model version recorded' : `model version ${roi.version}`;
  return (
    <Panel className="p-4 sm:p-5">
      <h3 className="text-base font-medium text-slate-900">
        {`ROI request of ${formatAdminDateTime(roi.createdAt, timeZone)}`}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {roi.recomputed
          ? `Results recomputed with ${model}, the one the visitor's page used.`
          : `Results as stored with the request (${model}; that version is not available to recompute).`}
      </p>
      <h4 className="mt-3 text-sm font-semibold text-slate-800">Inputs</h4>
      <Rows rows={roi.inputs} />
      <h4 className="mt-3 text-sm font-semibold text-slate-800">Results</h4>
      <div data-roi-results>
        <Rows rows={roi.results} />
      </div>
    </Panel>
  );
}

export function PersonRoiResults({ roi }: { roi: readonly PersonRoi[] }) {
  if (roi.length === 0) return null;
  return (
    <Section id="person-roi" title="ROI inputs and results">
      <div className="space-y-3">
        {roi.map((r) => (
          <RoiCard key={r.id} roi={r} />
        ))}
      </div>
    </Section>
  );
}

export function PersonReadingList({ reading }: { reading: PersonReading }) {
  return (
    <Section id="person-reading" title="What they read">
      <Panel className="p-4 text-sm sm:p-5">
        {reading.caseStudies.length === 0 && reading.pages.length === 0 ? (
          <p className="text-slate-700">
            No visit was recorded with their submissions (no JavaScript, the API, or sent before it was recorded).
          </p>
        ) : (
          <>
            <h3 className="font-semibold text-slate-800">Case studies</h3>
            {reading.caseStudies.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-slate-800">
                {reading.caseStudies.map((study) => (
                  <li key={study.slug}>{study.title ?? `${study.slug} (deleted since)`}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-700">None.</p>
            )}
            <h3 className="mt-3 font-semibold text-slate-800">Pages</h3>
            <ul className="mt-1 flex flex-wrap gap-2">
              {reading.pages.map((path) => (
                <li key={path} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800">
                  {path}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </Section>
  );
}

function PersonTimelineItem({ entry }: { entry: PersonTimelineEntry }) {
  const timeZone = useStudioTimeZone();
  const kind = INBOX_KIND_LABELS[entry.submission.kind].toLowerCase();
  return (
    <TimelineItem
      entry={entry}
      where={`on the ${kind} of ${formatAdminDateTime(entry.submission.createdAt, timeZone)}`}
    />
  );
}

export function PersonTimeline({ timeline }: { timeline: readonly PersonTimelineEntry[] }) {
  return (
    <Section id="person-timeline" title={`Timeline (${timeline.length})`}>
      <Panel className="p-4 sm:p-5">
        {timeline.length === 0 ? (
          <p className="text-sm text-slate-700">No notes or changes yet.</p>
        ) : (
          <ol className="space-y-3 border-l border-slate-200 pl-4" data-person-timeline>
            {timeline.map((entry) => (
              <PersonTimelineItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Panel>
    </Section>
  );
}
