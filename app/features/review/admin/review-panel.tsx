/**
 * The "Client review" panel of the full case-study editor and of the testimonial editor (issue 30):
 * send the record to a client contact, the requests with their state, revoking a link, the client's comments (with a
 * reply form each) and decisions. It sits below the editor's own form (forms cannot nest) and posts
 * plain forms to /admin/case-studies/review/{id} (or /admin/testimonials/review/{id}), so it works
 * without JavaScript.
 */
import { CheckCircle2, Clock, Download, MessageSquare, Send, ShieldOff, UserCheck } from 'lucide-react';
import { FieldLook, TextAreaField, TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { REVIEW_DAYS, REVIEW_LIMITS, type ReviewRequestState, reviewActionPath } from '../../../lib/review.ts';
import { EditorCard } from '../../case-studies/admin/fields.tsx';
import type { ReviewPanel as Panel, PanelRequest } from '../review.server.ts';
import { reviewCopy as copy } from '../review-copy.ts';

const STATE_STYLES: Record<ReviewRequestState, string> = {
  open: 'bg-blue-50 text-blue-800 ring-blue-200',
  changes_requested: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  revoked: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ReviewPanel({ panel }: { panel: Panel }) {
  const action = reviewActionPath(panel.recordType, panel.recordId);
  const testimonial = panel.recordType === 'testimonial';
  return (
    <div id="client-review" className="mt-8 scroll-mt-24">
      <FieldLook value="studio">
        <EditorCard
          title={copy.panelHeading}
          description={testimonial ? copy.panelIntroTestimonial : copy.panelIntro}
          icon={<UserCheck className="size-4" aria-hidden="true" />}
        >
          <ApprovalSummary panel={panel} action={action} />
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{copy.requestsHeading}</h3>
                {panel.requests.length > 0 ? (
                  // A file, not a page: a plain link the browser downloads, with or without JavaScript.
                  <a
                    href={`${action}/comments.csv`}
                    download
                    className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-blue-800 underline underline-offset-2"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {copy.downloadComments}
                  </a>
                ) : null}
              </div>
              {panel.requests.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">{copy.noRequests}</p>
              ) : (
                <ol className="mt-3 space-y-4">
                  {panel.requests.map((request) => (
                    <RequestItem key={request.id} request={request} action={action} />
                  ))}
                </ol>
              )}
            </div>
            <form method="post" action={action} className="space-y-4 rounded-lg bg-slate-50 p-4">
              <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Send className="size-4" aria-hidden="true" />
                {copy.sendHeading}
              </h3>
              <input type="hidden" name="intent" value="send" />
              <TextField
                label={copy.contactName}
                name="contactName"
                autoComplete="off"
                maxLength={REVIEW_LIMITS.name}
                required
              />
              <TextField
                label={copy.contactEmail}
                name="contactEmail"
                type="email"
                autoComplete="off"
                maxLength={REVIEW_LIMITS.email}
                required
              />
              <TextAreaField
                label={copy.message}
                hint={copy.messageHint}
                name="message"
                maxLength={REVIEW_LIMITS.message}
              />
              <TextField
                label={copy.days}
                hint={copy.daysHint}
                name="days"
                type="number"
                inputMode="numeric"
                min={REVIEW_DAYS.min}
                max={REVIEW_DAYS.max}
                step={1}
                defaultValue={REVIEW_DAYS.default}
                required
              />
              <Button type="submit">{copy.sendButton}</Button>
            </form>
          </div>
        </EditorCard>
      </FieldLook>
    </div>
  );
}

/** "Client approval required", and whether what the page shows now is what the client approved. */
function ApprovalSummary({ panel, action }: { panel: Panel; action: string }) {
  const { approval, currentVersion } = panel;
  const latest = approval.latest;
  return (
    <div className="space-y-3">
      {latest && approval.current ? (
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {copy.approvedCurrent(latest.version, latest.reviewerName, latest.at)}
        </p>
      ) : null}
      {latest && !approval.current ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
          <p className="font-semibold">{copy.approvedStale(latest.version, currentVersion)}</p>
          <p className="mt-1">{copy.staleHint}</p>
          {approval.changes.length > 0 ? (
            <dl className="mt-2 space-y-2" aria-label={copy.changedSince}>
              {approval.changes.map((change) => (
                <div key={change.field}>
                  <dt className="font-medium">{change.field}</dt>
                  <dd className="break-words">
                    <span className="font-medium">{copy.changeFrom}:</span> {change.before || '—'}
                  </dd>
                  <dd className="break-words">
                    <span className="font-medium">{copy.changeTo}:</span> {change.after || '—'}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {approval.diffPath ? (
              <a href={approval.diffPath} className="font-semibold text-blue-800 underline underline-offset-2">
                {copy.seeChanges}
              </a>
            ) : null}
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="contactName" value={latest.contactName} />
              <input type="hidden" name="contactEmail" value={latest.contactEmail} />
              <Button type="submit" size="sm" variant="outline">
                <Send className="size-4" aria-hidden="true" />
                {copy.sendCurrent(currentVersion, latest.contactName)}
              </Button>
            </form>
          </div>
        </div>
      ) : null}
      {!latest && approval.required ? <p className="text-sm text-slate-700">{copy.notApprovedYet}</p> : null}
      <form method="post" action={action} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="approval" />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="required"
            defaultChecked={approval.required}
            aria-describedby="approval-required-hint"
            className="mt-0.5 size-4 rounded border-slate-400"
          />
          <span>
            <span className="font-medium text-slate-900">{copy.approvalLabel}</span>
            <span id="approval-required-hint" className="block text-slate-600">
              {panel.recordType === 'testimonial' ? copy.approvalHintTestimonial : copy.approvalHint}
            </span>
          </span>
        </label>
        <Button type="submit" size="sm" variant="outline">
          {copy.approvalSave}
        </Button>
      </form>
    </div>
  );
}

function RequestItem({ request, action }: { request: PanelRequest; action: string }) {
  const closed = request.state === 'revoked' || request.state === 'approved';
  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      aria-label={`${request.contactName}, ${copy.states[request.state]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            {request.contactName} <span className="font-normal text-slate-600">&lt;{request.contactEmail}&gt;</span>
          </p>
          <p className="text-xs text-slate-600">
            {copy.sentBy(request.requestedBy, request.createdAt)} {copy.forVersion(request.version)}
          </p>
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Clock className="size-3.5" aria-hidden="true" />
            {request.revokedAt
              ? copy.revokedOn(request.revokedAt)
              : request.state === 'expired'
                ? copy.expired(request.expiresAt)
                : copy.expires(request.expiresAt)}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            STATE_STYLES[request.state],
          )}
        >
          {copy.states[request.state]}
        </span>
      </div>
      {request.message ? <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{request.message}</p> : null}

      {request.decisions.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {request.decisions.map((decision) => (
            <li key={decision.id} className="text-sm">
              <p className="flex items-center gap-1.5 font-medium text-slate-900">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {copy.decisionLine(decision.decision, decision.reviewerName, decision.version, decision.createdAt)}
              </p>
              {decision.message ? (
                <p className="mt-1 pl-5.5 whitespace-pre-wrap text-slate-700">{decision.message}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {request.comments.length > 0 ? (
        <ol className="mt-3 space-y-3">
          {request.comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="flex items-center gap-1.5 font-medium text-slate-900">
                <MessageSquare className="size-4" aria-hidden="true" />
                {comment.targetLabel}
              </p>
              <p className="text-xs text-slate-600">
                {copy.commentLine(comment.authorName, comment.version, comment.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-slate-800">{comment.body}</p>
              {comment.reply && comment.repliedAt ? (
                <div className="mt-2 border-l-4 border-blue-600 pl-3">
                  <p className="text-xs font-semibold text-slate-700">
                    {copy.repliedBy(comment.repliedByName ?? comment.repliedByEmail ?? '', comment.repliedAt)}
                  </p>
                  <p className="whitespace-pre-wrap text-slate-800">{comment.reply}</p>
                </div>
              ) : null}
              <form method="post" action={action} className="mt-2 space-y-2">
                <input type="hidden" name="intent" value="reply" />
                <input type="hidden" name="commentId" value={comment.id} />
                <TextAreaField
                  label={`${copy.replyLabel} to ${comment.authorName}`}
                  name="reply"
                  rows={2}
                  maxLength={REVIEW_LIMITS.reply}
                  required
                />
                <Button type="submit" size="sm" variant="outline">
                  {copy.replyButton}
                </Button>
              </form>
            </li>
          ))}
        </ol>
      ) : null}

      {closed ? null : (
        <form method="post" action={action} className="mt-3">
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="requestId" value={request.id} />
          <Button type="submit" size="sm" variant="outline">
            <ShieldOff className="size-4" aria-hidden="true" />
            {copy.revokeButton}
            <span className="sr-only"> for {request.contactEmail}</span>
          </Button>
        </form>
      )}
    </li>
  );
}
