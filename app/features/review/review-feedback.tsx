/**
 * The reviewer's side of the review page (issue 30): the draft bar, the comments with the team's
 * replies, the comment form and the decision form. Plain forms posted to the page's respond route,
 * so the whole review works without JavaScript; everything typed is rendered as text.
 */
import { CheckCircle2, FileSearch, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/forms/field.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { REVIEW_LIMITS, type ReviewTarget } from '../../lib/review.ts';
import type { ReviewPage } from './review.server.ts';
import { reviewCopy as copy } from './review-copy.ts';

export type ReviewNotice = { tone: 'success' | 'error'; form: 'comment' | 'decision' | 'page'; message: string } | null;

export function DraftBar({ page }: { page: Pick<ReviewPage, 'version' | 'expiresAt' | 'sentBy'> }) {
  return (
    <section
      aria-label={copy.barHeading}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <FileSearch className="size-4" aria-hidden="true" />
        <strong className="font-semibold">{copy.barHeading}</strong>
        <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold">
          {copy.barVersion(page.version)}
        </span>
        <span>{copy.barExpiry(page.expiresAt)}</span>
        {page.sentBy ? <span>{copy.barFrom(page.sentBy)}</span> : null}
      </p>
    </section>
  );
}

export function TeamMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <section aria-labelledby="team-message" className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="team-message" className="text-sm font-semibold text-slate-900">
          {copy.messageFrom}
        </h2>
        <p className="mt-2 whitespace-pre-wrap text-slate-700">{message}</p>
      </div>
    </section>
  );
}

export function ReviewFeedback({
  page,
  action,
  notice,
}: {
  page: ReviewPage;
  /** The respond route's address. */
  action: string;
  notice: ReviewNotice;
}) {
  const at = (form: 'comment' | 'decision') => (notice?.form === form ? notice : null);
  return (
    <section aria-labelledby="feedback-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 sm:px-6">
        <div>
          <h2 id="feedback-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.feedbackHeading}
          </h2>
          <p className="mt-2 text-slate-600">
            {page.draft.kind === 'testimonial' ? copy.feedbackIntroTestimonial : copy.feedbackIntro}
          </p>
          {page.lastDecision ? (
            <p className="mt-3 text-slate-700">
              {copy.lastDecision(page.lastDecision.decision, page.lastDecision.version, page.lastDecision.at)}
            </p>
          ) : null}
        </div>

        <Comments comments={page.comments} />

        <ReviewForm
          action={action}
          intent="comment"
          heading={copy.commentButton}
          icon={<MessageSquare className="size-5" aria-hidden="true" />}
          notice={at('comment')}
        >
          {page.targets.length === 1 && page.targets[0] ? (
            // One thing to comment on (a testimonial): said, not chosen.
            <p className="text-sm text-slate-700">
              <input type="hidden" name="target" value={page.targets[0].value} />
              <span className="font-medium text-slate-900">{copy.commentTarget}:</span> {page.targets[0].label}
            </p>
          ) : (
            <SelectField
              label={copy.commentTarget}
              name="target"
              options={page.targets satisfies ReviewTarget[]}
              defaultValue="study"
            />
          )}
          <NameField contactName={page.contactName} />
          <TextAreaField label={copy.comment} name="comment" maxLength={REVIEW_LIMITS.comment} required />
          <Button type="submit">{copy.commentButton}</Button>
        </ReviewForm>

        <ReviewForm
          action={action}
          intent="decision"
          heading={copy.decideHeading}
          icon={<CheckCircle2 className="size-5" aria-hidden="true" />}
          notice={at('decision')}
        >
          <NameField contactName={page.contactName} />
          <TextAreaField label={copy.decisionMessage} name="message" maxLength={REVIEW_LIMITS.message} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="decision" value="approved">
              {copy.approveButton}
            </Button>
            <Button type="submit" name="decision" value="changes_requested" variant="outline">
              {copy.changesButton}
            </Button>
          </div>
        </ReviewForm>
      </div>
    </section>
  );
}

/** One of the page's two forms: its heading, what the respond route said about it, its fields. */
function ReviewForm({
  action,
  intent,
  heading,
  icon,
  notice,
  children,
}: {
  action: string;
  intent: 'comment' | 'decision';
  heading: string;
  icon: ReactNode;
  notice: ReviewNotice;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="space-y-5 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {heading}
      </h3>
      {notice ? <FormAlert tone={notice.tone} message={notice.message} /> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** The reviewer's name, filled in with the contact's: they may be someone else at the client. */
function NameField({ contactName }: { contactName: string }) {
  return (
    <TextField
      label={copy.yourName}
      name="name"
      autoComplete="name"
      defaultValue={contactName}
      maxLength={REVIEW_LIMITS.name}
      required
    />
  );
}

function Comments({ comments }: { comments: ReviewPage['comments'] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{copy.yourComments}</h3>
      {comments.length === 0 ? (
        <p className="mt-2 text-slate-600">{copy.noComments}</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-slate-900">{comment.targetLabel}</p>
              <p className="text-xs text-slate-600">
                {copy.commentLine(comment.authorName, comment.version, comment.createdAt)}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-slate-800">{comment.body}</p>
              {comment.reply && comment.repliedAt ? (
                <div className="mt-3 border-l-4 border-blue-600 pl-4">
                  <p className="text-xs font-semibold text-slate-700">
                    {copy.repliedBy(comment.repliedBy ?? 'the team', comment.repliedAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-slate-800">{comment.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The page shown for a link that does not open a review: why, and no form. */
export function ReviewLinkGone({ title, body }: { title: string; body: string }) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-6 py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
    </main>
  );
}
