/**
 * 'email results' posted (by a fetcher, or as the plain form): the address and the inputs as form
 * fields. The action of /roi-calculator, and of a page built from blocks that shows the calculator.
 */
import { data, type RouterContextProvider } from 'react-router';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { BodyError, readFormBody } from '../../.server/infrastructure/request-body.ts';
import { roiCopy } from '../../content/roi.ts';
import { readRoiInputs } from '../../lib/roi.ts';
import { ATTRIBUTION_FIELD } from '../../lib/visit-trail.ts';
import type { RoiEmailAnswer } from './roi-actions.tsx';
import { requestRoiEmail } from './roi-email.server.ts';
import { roiModelOfRequest } from './roi-model-lookup.server.ts';

const MAX_BODY_BYTES = 16 * 1024;

export async function answerRoiEmailPost({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
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
    // The model version the visitor's page computed with: the e-mail carries the same numbers.
    const found = await roiModelOfRequest(services.database, form);
    if (found.status === 'refused') {
      return answer({ intent: 'email', status: 'error', message: found.message }, found.httpStatus);
    }
    const { computedWith } = found;
    const outcome = await requestRoiEmail(
      services,
      {
        email: form.get('email'),
        inputs: readRoiInputs(form, computedWith.model),
        attribution: form.get(ATTRIBUTION_FIELD),
        computedWith,
      },
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
