/**
 * /review/{token} (issue 30): a client contact reviews one case study's or testimonial's draft without
 * an account: the draft exactly as the public site renders it (the study's article, the testimonial's card), under a "Draft for review" bar, then their
 * comments and the team's replies, a comment form and the decision. Outside the public layout, so
 * never in the page cache; sent `no-store` and `noindex`, and `Referrer-Policy: no-referrer` (the
 * token is in the address; set by the server for every /review/ path, security-headers.ts). A link that does not work says why, with no form; looking one up counts against the
 * address's budget, so links cannot be guessed at speed. The forms post to ./respond.
 */
import { data } from 'react-router';
import { requestContext, servicesContext } from '../.server/infrastructure/context.ts';
import { CaseStudyArticle } from '../features/case-studies/case-study-article.tsx';
import { TestimonialCard } from '../features/case-studies/testimonial-card.tsx';
import { loadReviewPage, openReviewLink, spendReviewAttempt } from '../features/review/review.server.ts';
import { reviewCopy } from '../features/review/review-copy.ts';
import {
  DraftBar,
  ReviewFeedback,
  ReviewLinkGone,
  type ReviewNotice,
  TeamMessage,
} from '../features/review/review-feedback.tsx';
import { isWellFormedReviewToken } from '../features/review/review-token.server.ts';
import type { Route } from './+types/review';

export const REVIEW_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(REVIEW_PAGE_HEADERS);
  const retryAfter = loaderHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.status === 'open'
        ? reviewCopy.pageTitle(loaderData.page.title)
        : loaderData?.status === 'gone'
          ? reviewCopy.gone[loaderData.problem].title
          : reviewCopy.barHeading,
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** What the respond route said after its redirect (`?done=`, `?error=` with `form=`). */
function noticeFrom(search: URLSearchParams): ReviewNotice {
  const done = search.get('done');
  if (done === 'comment') return { tone: 'success', form: 'comment', message: reviewCopy.commentSaved };
  if (done === 'changes') return { tone: 'success', form: 'decision', message: reviewCopy.changesSaved };
  const error = search.get('error');
  const form = search.get('form') === 'decision' ? 'decision' : 'comment';
  if (error && error in reviewCopy.fieldErrors) {
    return { tone: 'error', form, message: reviewCopy.fieldErrors[error as keyof typeof reviewCopy.fieldErrors] };
  }
  return null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const search = new URL(request.url).searchParams;
  if (search.get('error') === 'busy') {
    return data({ status: 'rate-limited' as const, message: reviewCopy.busy }, { status: 429 });
  }
  const link = isWellFormedReviewToken(params.token)
    ? await openReviewLink(services.database, params.token)
    : ({ ok: false, problem: 'unknown' } as const);
  if (!link.ok) {
    // An approved review is finished, not a wrong guess: only a link that never worked is counted.
    const refused = link.problem === 'approved' ? null : await spendReviewAttempt(services, ip);
    if (refused) {
      return data(
        { status: 'rate-limited' as const, message: refused.message },
        { status: 429, headers: refused.headers },
      );
    }
    // After an approval the link is done with: the page thanks the reviewer and shows no form (410).
    return data(
      {
        status: 'gone' as const,
        problem: link.problem,
        testimonial: 'recordType' in link && link.recordType === 'testimonial',
      },
      { status: link.problem === 'unknown' ? 404 : 410 },
    );
  }
  const page = await loadReviewPage(services, link);
  return { status: 'open' as const, page, notice: noticeFrom(search), token: params.token };
}

export default function Review({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'rate-limited') {
    return <ReviewLinkGone title={reviewCopy.barHeading} body={loaderData.message} />;
  }
  if (loaderData.status === 'gone') {
    const gone = reviewCopy.gone[loaderData.problem];
    const body =
      loaderData.problem === 'approved' && loaderData.testimonial ? reviewCopy.goneApprovedTestimonial : gone.body;
    return <ReviewLinkGone title={gone.title} body={body} />;
  }
  const { page, notice, token } = loaderData;
  return (
    <div className="min-h-screen bg-white">
      <DraftBar page={page} />
      <main id="main">
        <TeamMessage message={page.message} />
        {page.draft.kind === 'case_study' ? (
          <CaseStudyArticle caseStudy={page.draft.caseStudy} body={page.draft.body} />
        ) : (
          // The card exactly as the home page's testimonials draw it, on the section's own backdrop.
          <section aria-label={page.title} className="bg-gradient-to-b from-slate-50 to-white py-20 sm:py-24 lg:py-28">
            <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
              <TestimonialCard testimonial={page.draft.testimonial} />
            </div>
          </section>
        )}
        <ReviewFeedback page={page} action={`/review/${token}/respond`} notice={notice} />
      </main>
    </div>
  );
}
