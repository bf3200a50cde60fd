/**
 * The three outcomes /webhook-api shows above its integration guide (opened bare, it shows none): a failure (SPEC 8's message,
 * how to fix it, 'Go Back'), a preview of a valid use case with the 'Create use case' button, and
 * the result (SPEC 8's success message) once created or when the same id was sent before.
 */
import { ArrowLeft, CircleCheck, CircleX, History, ImageOff, KeyRound, Send, Sparkles } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Form } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { failureHelp } from './intake-guide-copy.ts';
import type { FailureCode, IntakePageResult, UseCasePreview } from './intake-page.ts';

function Panel({
  tone,
  children,
  labelledBy,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(
        'relative overflow-hidden rounded-2xl border bg-white shadow-lg shadow-slate-900/5',
        tone === 'error' ? 'border-red-200' : tone === 'success' ? 'border-emerald-200' : 'border-slate-200',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'h-1.5',
          tone === 'error'
            ? 'bg-red-500'
            : tone === 'success'
              ? 'bg-emerald-500'
              : 'bg-gradient-to-r from-blue-600 to-violet-600',
        )}
      />
      <div className="p-5 sm:p-10">{children}</div>
    </section>
  );
}

/** Back to wherever the visitor came from; the home page when this page was opened directly. */
function GoBack() {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <a href="/" onClick={goBack} className={buttonClasses({ variant: 'primary' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Go Back
    </a>
  );
}

export function FailureView({ code, message }: { code: FailureCode; message: string }) {
  const help = failureHelp[code];
  const Icon = code === 'invalid_api_key' ? KeyRound : CircleX;
  return (
    <Panel tone="error" labelledBy="outcome-heading">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600 ring-8 ring-red-50/60">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="outcome-heading" tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
            {help.heading}
          </h2>
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 font-medium break-words text-red-800">
            {message}
          </p>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">How to fix it</h3>
          <ol className="mt-3 space-y-2.5">
            {help.fix.map((step, index) => (
              <li key={step} className="flex gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
                >
                  {index + 1}
                </span>
                <span className="leading-6">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-wrap gap-3">
            <GoBack />
            <a href="#guide" className={buttonClasses({ variant: 'outline' })}>
              Read the integration guide
            </a>
          </div>
        </div>
      </div>
    </Panel>
  );
}

const CATEGORY_LABEL = { rpa: 'RPA', agents: 'AI agents' } as const;

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function PreviewView({
  useCase,
  submissionId,
  pending,
}: {
  useCase: UseCasePreview;
  submissionId: string;
  pending: boolean;
}) {
  return (
    <Panel tone="info" labelledBy="outcome-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Preview: nothing has been created yet
          </p>
          <h2 id="outcome-heading" className="mt-3 text-xl font-bold sm:text-2xl">
            Check the use case, then create it
          </h2>
        </div>
      </div>

      <article
        aria-label={`Preview of ${useCase.title}`}
        className="mt-6 grid overflow-hidden rounded-xl border border-slate-200 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-blue-50 to-violet-50 md:aspect-auto md:min-h-72">
          {useCase.imageIsLocal ? (
            <img src={useCase.imageSrc} alt={useCase.imageAlt} className="h-full w-full object-cover" />
          ) : (
            <div className="px-6 text-center text-sm text-slate-600">
              <ImageOff className="mx-auto size-8 text-slate-400" aria-hidden="true" />
              <p className="mt-2 font-medium">Image from another site</p>
              <p className="mt-1 break-all text-xs text-slate-500">{useCase.imageSrc}</p>
            </div>
          )}
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge color={useCase.chipColor}>{useCase.industry.toUpperCase()}</Badge>
            {useCase.featured ? <Badge color="gray">Featured</Badge> : null}
          </div>
          <h3 className="mt-3 text-xl font-bold break-words">{useCase.title}</h3>
          {useCase.subtitle ? <p className="mt-1 font-medium text-slate-600">{useCase.subtitle}</p> : null}
          <p className="mt-3 leading-7 break-words text-slate-700">{useCase.description}</p>
          {useCase.results.length > 0 ? (
            <ul className="mt-5 grid grid-cols-2 gap-2 sm:gap-3">
              {useCase.results.map((result) => (
                <li key={`${result.value}-${result.label}`} className="rounded-lg bg-slate-50 px-3 py-3 sm:px-4">
                  <span className="block text-lg font-bold text-blue-700">{result.value}</span>
                  <span className="block text-sm break-words text-slate-600">{result.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>

      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl bg-slate-50 p-5 md:grid-cols-4">
        <Fact term="Address" className="col-span-2 md:col-span-1">
          /use-cases/{useCase.slug}
        </Fact>
        <Fact term="Status">{useCase.status === 'published' ? 'Published at once' : 'Draft, for review'}</Fact>
        <Fact term="Category">{CATEGORY_LABEL[useCase.category]}</Fact>
        <Fact term="Client">{useCase.clientName}</Fact>
        {useCase.externalId ? <Fact term="Your id">{useCase.externalId}</Fact> : null}
        <Fact term="Home page">{useCase.featured ? 'Featured' : 'Not featured'}</Fact>
      </dl>

      {/* Posts to this same address: the use case and its grant are in its query string. */}
      <Form method="post" preventScrollReset className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <input type="hidden" name="submission" value={submissionId} />
        <Button type="submit" size="lg" disabled={pending}>
          <Send className="size-4" aria-hidden="true" />
          {pending ? 'Creating...' : 'Create use case'}
        </Button>
        <p className="text-sm text-slate-600">
          {useCase.status === 'published'
            ? 'It will appear on the site straight away.'
            : 'It is saved as a draft; staff publish it from the studio.'}
        </p>
      </Form>
    </Panel>
  );
}

export function ResultView({ result, kind }: { result: IntakePageResult; kind: 'created' | 'existing' }) {
  const published = result.status === 'published';
  return (
    <Panel tone="success" labelledBy="outcome-heading">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
          {kind === 'created' ? (
            <CircleCheck className="size-6" aria-hidden="true" />
          ) : (
            <History className="size-6" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="outcome-heading" tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
            {kind === 'created' ? 'Use case created' : 'Already created'}
          </h2>
          <p role="status" className="mt-3 rounded-lg bg-emerald-50 px-4 py-3 font-medium break-words text-emerald-900">
            {result.message}
          </p>
          {kind === 'existing' ? (
            <p className="mt-3 text-slate-600">
              A use case with this id was sent before, so nothing new was created: this is the first result.
            </p>
          ) : null}
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <Fact term="Address">/use-cases/{result.slug}</Fact>
            <Fact term="Status">{published ? 'Published' : result.status === 'draft' ? 'Draft' : 'Archived'}</Fact>
            <Fact term="Next step">{published ? 'Share it' : 'Review and publish in the studio'}</Fact>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={result.path} className={buttonClasses({ variant: 'primary' })}>
              {published ? 'View the case study' : 'Open in the studio'}
            </a>
            <a href="/use-cases" className={buttonClasses({ variant: 'outline' })}>
              All case studies
            </a>
          </div>
        </div>
      </div>
    </Panel>
  );
}
