/**
 * /webhook-api (SPEC 2.10, 5, 8): the use-case intake page. The loader validates the query string
 * on the server and shows a failure or a preview (a GET never creates anything); the preview's
 * 'Create use case' button posts to the same address and the action creates the case study. The
 * key stays on the server: the request carrying it is redirected to an address without it.
 */
import { useEffect } from 'react';
import { data, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { requestContext, servicesContext } from '../.server/infrastructure/context.ts';
import { useToast } from '../components/layout/toaster.tsx';
import { defaultImageFrom, pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { IntegrationGuide } from '../features/intake/intake-guide.tsx';
import type { IntakePageState } from '../features/intake/intake-page.ts';
import { INTAKE_SPEC_MESSAGES } from '../features/intake/intake-params.ts';
import { FailureView, PreviewView, ResultView } from '../features/intake/intake-status.tsx';
import { createUseCaseFromPage, previewUseCase, statusOf } from '../features/intake/page.server.ts';
import type { Toast } from '../lib/toast.ts';
import type { Route } from './+types/intake-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Use Case Intake API',
    description: 'Send finished automation projects from your own systems to the site as case studies.',
    path: '/webhook-api',
    siteUrl: siteUrlFrom(matches),
    defaultImage: defaultImageFrom(matches),
    noindex: true,
  });

/** Personal to the caller (the URL holds a key): never stored by a cache, never indexed. */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await previewUseCase(request, context.get(servicesContext), context.get(requestContext));
  // A URL carrying the key is answered with the same address without it (see features/intake/grant.server.ts).
  if ('redirect' in outcome) throw redirect(outcome.redirect, { status: 303, headers: PRIVATE_HEADERS });
  return data({ state: outcome.state }, { status: statusOf(outcome.state) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = await createUseCaseFromPage(request, context.get(servicesContext), context.get(requestContext));
  const toast: Toast | null =
    state.view === 'created'
      ? {
          id: crypto.randomUUID(),
          type: 'success',
          title: INTAKE_SPEC_MESSAGES.createdToast,
          description: state.result.message,
        }
      : null;
  return data({ state, toast }, { status: statusOf(state) });
}

function Outcome({ state, pending }: { state: Exclude<IntakePageState, { view: 'guide' }>; pending: boolean }) {
  switch (state.view) {
    case 'failure':
      return <FailureView code={state.code} message={state.message} />;
    case 'preview':
      return <PreviewView useCase={state.useCase} submissionId={state.submissionId} pending={pending} />;
    case 'created':
    case 'existing':
      return <ResultView result={state.result} kind={state.view} />;
  }
}

export default function IntakePage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;
  const siteUrl = root?.siteUrl ?? '';
  const navigation = useNavigation();
  useToast(actionData?.toast);

  // After the button press the outcome replaces the (taller) preview: bring it into view and move
  // focus to its heading, so keyboard and screen-reader users land on the result.
  useEffect(() => {
    if (!actionData) return;
    const heading = document.getElementById('outcome-heading');
    heading?.closest('section')?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [actionData]);

  const state = actionData?.state ?? loaderData.state;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white pt-32 pb-10 sm:pt-40 sm:pb-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 h-72 w-[42rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-blue-200/40 to-violet-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold tracking-wider text-blue-800 uppercase">
            Developers
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Use Case Intake API</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">
            Send finished automation projects from your own systems straight to our case-study studio.
          </p>
        </div>
      </section>
      {state.view === 'guide' ? null : (
        <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
          <Outcome state={state} pending={navigation.state === 'submitting'} />
        </div>
      )}
      <IntegrationGuide siteUrl={siteUrl} />
    </>
  );
}
