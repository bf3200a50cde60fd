/**
 * Testimonials admin (SPEC 2.11, 4, 5, 7.2, 8). The open form lives in the URL (?new, ?edit=<id>),
 * so Add, Edit and Cancel are links that work with or without JavaScript. A role that may not change
 * content (Sales) reads the active (public) testimonials only, with nothing to change.
 */
import { MessageSquareQuote, Plus, RefreshCw } from 'lucide-react';
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useNavigation, useSearchParams } from 'react-router';
import { markClientDecisionsSeen } from '../../.server/db/repositories/review-requests.ts';
import { listTestimonials } from '../../.server/db/repositories/testimonials.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { revisionCopy } from '../../content/revision-copy.ts';
import { ReviewPanel } from '../../features/review/admin/review-panel.tsx';
import {
  loadReviewPanel,
  type ReviewPanel as ReviewPanelData,
  reviewStatesFor,
} from '../../features/review/review.server.ts';
import { TestimonialCard } from '../../features/testimonials/admin/testimonial-card.tsx';
import { TestimonialForm } from '../../features/testimonials/admin/testimonial-form.tsx';
import { TESTIMONIAL_FIELDS, type TestimonialField } from '../../features/testimonials/testimonial-schema.ts';
import {
  recentTestimonialVersions,
  removeTestimonial,
  restoreTestimonialVersion,
  saveTestimonial,
} from '../../features/testimonials/testimonials.server.ts';
import type { Testimonial } from '../../lib/case-study.ts';
import { cn } from '../../lib/cn.ts';
import type { DashboardReviewState } from '../../lib/review.ts';
import { type HistoryEntry, readVersion } from '../../lib/revisions.ts';
import { type FieldErrors, formValues } from '../../lib/schemas/field-errors.ts';
import { mayAccess } from '../../lib/studio-access.ts';
import type { Toast } from '../../lib/toast.ts';
import type { Route } from './+types/testimonials';

const PATH = '/admin/testimonials';

export const meta: Route.MetaFunction = () => [
  { title: 'Manage Testimonials | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const APPROVAL_TOASTS = {
  notPublished: 'Not set to Active: client approval required',
  notSaved: 'Not saved: client approval required',
} as const;

const toast = (type: 'success' | 'error', description: string): Toast => ({
  id: crypto.randomUUID(),
  type,
  title: type === 'success' ? 'Success' : 'Error',
  description,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { database, logger } = services;
  const { role, userId } = context.get(adminContext);
  const readOnly = !mayAccess(role, PATH, 'change');
  const editId = readOnly ? null : new URL(request.url).searchParams.get('edit');
  try {
    const all = await listTestimonials(database);
    const testimonials = readOnly ? all.filter((t) => t.status === 'active') : all;
    const editing = editId ? testimonials.find((t) => t.id === editId) : undefined;
    const versions = editing ? await recentTestimonialVersions(services, editing) : [];
    let review: ReviewPanelData | null = null;
    if (editing) {
      // Opening the testimonial reads its client decisions for whoever sent the requests (the dashboard's list).
      const ref = { type: 'testimonial', id: editing.id } as const;
      await markClientDecisionsSeen(database, {
        recordType: 'testimonial',
        recordId: editing.id,
        userId,
        at: new Date(),
      });
      review = await loadReviewPanel(database, ref);
    }
    // Where each card's client review stands (issue 30), as the case-study dashboard shows it.
    const states = await reviewStatesFor(
      database,
      'testimonial',
      testimonials.map((t) => t.id),
    );
    const reviewStates = Object.fromEntries(states);
    return { testimonials, versions, review, reviewStates, readOnly, toast: null };
  } catch (error) {
    // SPEC 8: a failed read is logged and gives an empty list; the studio also says so.
    logger.error({ err: error }, 'could not load testimonials');
    return {
      testimonials: [] as Testimonial[],
      versions: [] as HistoryEntry[],
      review: null,
      reviewStates: {} as Record<string, DashboardReviewState | null>,
      readOnly,
      toast: toast('error', 'Failed to load testimonials'),
    };
  }
}

/**
 * Opening the Add form or closing a form only changes the URL's query: no need to reload the list
 * for it. Opening an Edit form loads, since its recent versions come with it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const formOnly = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('new');
    params.delete('edit');
    return params.toString();
  };
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    formOnly(currentUrl) === formOnly(nextUrl) &&
    nextUrl.searchParams.has('new')
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 64 * 1024);
  const intent = form.get('intent');
  const id = typeof form.get('id') === 'string' ? String(form.get('id')) : null;

  if (intent === 'delete') {
    try {
      if (id && (await removeTestimonial(services, admin, ip, id))) {
        return redirectWithToast(services.config, PATH, toast('success', 'Testimonial deleted successfully'));
      }
    } catch (error) {
      services.logger.error({ err: error, id }, 'could not delete testimonial');
    }
    return data({ errors: null, values: null, toast: toast('error', 'Failed to delete testimonial') }, { status: 404 });
  }

  if (intent === 'restore') {
    const revisionId = form.get('revision');
    const outcome = await restoreTestimonialVersion(services, admin, ip, {
      id: id ?? '',
      revisionId: typeof revisionId === 'string' ? revisionId : '',
    });
    if (outcome.ok) {
      return redirectWithToast(services.config, `${PATH}?edit=${outcome.testimonial.id}`, {
        ...toast('success', revisionCopy.restoredDescription),
        title: revisionCopy.restored,
      });
    }
    return data({ errors: null, values: null, toast: toast('error', outcome.message) }, { status: outcome.status });
  }

  if (intent === 'save') {
    const values = formValues(form, TESTIMONIAL_FIELDS);
    try {
      const outcome = await saveTestimonial(services, admin, ip, {
        id,
        values,
        expectedVersion: readVersion(form),
        approvalRequired: !id && form.get('clientApprovalRequired') === 'on',
      });
      if (outcome.status === 'approval-required') {
        const title = outcome.refused === 'edit' ? APPROVAL_TOASTS.notSaved : APPROVAL_TOASTS.notPublished;
        return data({ errors: null, values, toast: { ...toast('error', outcome.reason), title } }, { status: 409 });
      }
      if (outcome.status === 'invalid') {
        return data({ errors: outcome.errors, values, toast: null }, { status: 400 });
      }
      if (outcome.status === 'conflict') {
        return data({ errors: null, values, toast: null, conflict: outcome.conflict }, { status: 409 });
      }
      if (outcome.status !== 'not-found') {
        const message =
          outcome.status === 'created' ? 'Testimonial created successfully' : 'Testimonial updated successfully';
        return redirectWithToast(services.config, PATH, toast('success', message));
      }
    } catch (error) {
      services.logger.error({ err: error, id }, 'could not save testimonial');
    }
    return data({ errors: null, values, toast: toast('error', 'Failed to save testimonial') }, { status: 500 });
  }

  return data({ errors: null, values: null, toast: toast('error', 'Unknown action') }, { status: 400 });
}

export default function TestimonialsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials, readOnly } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  useToast(loaderData.toast);
  useToast(actionData?.toast);

  const editId = searchParams.get('edit');
  const editing = editId && !readOnly ? (testimonials.find((t) => t.id === editId) ?? null) : null;
  const formOpen = !readOnly && (searchParams.has('new') || editing !== null);
  const refreshing =
    navigation.state === 'loading' &&
    navigation.formMethod === 'GET' &&
    navigation.location?.pathname === PATH &&
    navigation.formAction?.startsWith(PATH) === true;
  const count = testimonials.length;

  return (
    <>
      <AdminPageHeader
        title="Manage Testimonials"
        description={
          readOnly ? `${count} active testimonials, as visitors see them` : `Total: ${count} standalone testimonials`
        }
        actions={
          <>
            <Form method="get" action={PATH}>
              <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })} disabled={refreshing}>
                <RefreshCw
                  className={cn('size-4', refreshing && 'animate-spin motion-reduce:animate-none')}
                  aria-hidden="true"
                />
                Refresh
              </button>
            </Form>
            {readOnly ? null : (
              <Link to="?new" className={buttonClasses({ size: 'sm' })}>
                <Plus className="size-4" aria-hidden="true" />
                Add Testimonial
              </Link>
            )}
          </>
        }
      />

      {formOpen ? (
        <TestimonialForm
          testimonial={editing}
          values={actionData?.values ?? undefined}
          errors={(actionData?.errors ?? undefined) as FieldErrors<TestimonialField> | undefined}
          conflict={actionData && 'conflict' in actionData ? actionData.conflict : undefined}
          versions={loaderData.versions}
        />
      ) : null}
      {editing && loaderData.review?.recordId === editing.id ? (
        <div className="mb-8">
          <ReviewPanel panel={loaderData.review} />
        </div>
      ) : null}

      {refreshing ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
          <RefreshCw className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading testimonials...
        </p>
      ) : count === 0 && !formOpen ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <MessageSquareQuote className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold">No testimonials yet</h2>
          {readOnly ? (
            <p className="mt-1 text-slate-600">Active testimonials will be listed here.</p>
          ) : (
            <>
              <p className="mt-1 text-slate-600">Create your first testimonial to get started</p>
              <Link to="?new" className={buttonClasses({ className: 'mt-6' })}>
                <Plus className="size-4" aria-hidden="true" />
                Add Your First Testimonial
              </Link>
            </>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="min-w-0">
              <TestimonialCard
                testimonial={testimonial}
                editing={editing?.id === testimonial.id}
                readOnly={readOnly}
                reviewState={loaderData.reviewStates[testimonial.id] ?? null}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
