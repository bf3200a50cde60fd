import { data } from 'react-router';
import { requestContext, servicesContext } from '../.server/infrastructure/context.ts';
import { BodyError, readFormBody } from '../.server/infrastructure/request-body.ts';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { roiCopy } from '../content/roi.ts';
import type { RoiEmailAnswer } from '../features/roi/roi-actions.tsx';
import { RoiCalculator } from '../features/roi/roi-calculator.tsx';
import { requestRoiEmail } from '../features/roi/roi-email.server.ts';
import { readRoiInputs } from '../lib/roi.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import { ATTRIBUTION_FIELD } from '../lib/visit-trail.ts';
import type { Route } from './+types/roi-calculator';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'ROI Calculator', path: '/roi-calculator' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: roiCopy.title,
    description: roiCopy.metaDescription,
    path: '/roi-calculator',
    siteUrl: siteUrlFrom(matches),
  });

const MAX_BODY_BYTES = 16 * 1024;

/** 'email results': the address and the inputs arrive as a form post (a fetcher, or the plain form). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, requestId } = context.get(requestContext);
  const answer = (body: RoiEmailAnswer, status: number, headers?: HeadersInit) => data(body, { status, headers });

  let form: URLSearchParams;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return answer({ intent: 'email', status: 'error', message: error.message }, error.status);
  }
  if (form.get('intent') !== 'email') {
    return answer({ intent: 'email', status: 'error', message: 'Unknown action' }, 400);
  }

  try {
    const outcome = await requestRoiEmail(
      services,
      { email: form.get('email'), inputs: readRoiInputs(form), attribution: form.get(ATTRIBUTION_FIELD) },
      { ip, userAgent: request.headers.get('user-agent') },
    );
    switch (outcome.status) {
      case 'sent':
        return answer({ intent: 'email', status: 'sent', email: outcome.email }, 200);
      case 'invalid':
        return answer({ intent: 'email', ...outcome }, 400);
      case 'rate-limited':
        return answer({ intent: 'email', status: 'rate-limited', message: outcome.message }, 429, {
          'Retry-After': String(outcome.retryAfterSeconds),
        });
    }
  } catch (error) {
    services.logger.error({ err: error, requestId }, 'ROI e-mail request failed');
    return answer({ intent: 'email', status: 'error', message: roiCopy.toasts.sendFailed.description }, 500);
  }
}

export default function RoiCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={roiCopy.eyebrow} title={roiCopy.title} lead={roiCopy.lead} />
      <section className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        <RoiCalculator emailAnswer={actionData} />
      </section>
    </>
  );
}
