/**
 * The e-mail form posted without JavaScript (with it, the form calls the JSON API instead), to send
 * it or, from a mode tab, to switch modes with what was typed (contact-mode-switch.tsx): the action
 * of /contact, and of a page built from blocks that shows the form (`placement`), which it answers
 * at that page's address.
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { BodyError, readFormBody } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import type { FormPlacement } from '../../components/forms/form-placement.tsx';
import { HONEYPOT_FIELD } from '../../lib/schemas/contact.ts';
import { ATTRIBUTION_FIELD } from '../../lib/visit-trail.ts';
import { submitContactMessage } from './contact.server.ts';
import { contactCopy } from './contact-copy.ts';
import type { ContactFormState } from './contact-form.tsx';
import { contactModeHref, readContactMode, SWITCH_MODE_INTENT } from './contact-mode-switch.tsx';

const MAX_BODY_BYTES = 64 * 1024;

export async function answerContactPost(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  placement?: FormPlacement,
) {
  const services = context.get(servicesContext);
  const { ip, requestId } = context.get(requestContext);
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    const state: ContactFormState = {
      values: { name: '', email: '', company: '', message: '' },
      formError: error.message,
    };
    return data(state, { status: error.status });
  }

  const text = (name: string) => form.get(name) ?? '';
  const values = { name: text('name'), email: text('email'), company: text('company'), message: text('message') };
  if (form.get('intent') === SWITCH_MODE_INTENT) {
    // Nothing typed: a plain redirect, so the page in its new mode is an ordinary GET (reloadable).
    const mode = readContactMode(new URL(request.url).searchParams);
    if (Object.values(values).every((value) => value.trim() === '')) {
      return redirect(contactModeHref(mode, placement), 303);
    }
    return data({ values } satisfies ContactFormState);
  }
  try {
    const outcome = await submitContactMessage(
      services,
      {
        ...values,
        contactMode: 'email',
        [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
        [ATTRIBUTION_FIELD]: text(ATTRIBUTION_FIELD),
      },
      { ip, userAgent: request.headers.get('user-agent') },
    );
    switch (outcome.status) {
      case 'sent':
        return redirectWithToast(services.config, contactModeHref('email', placement, { sent: true }), {
          type: 'success',
          ...contactCopy.toasts.success,
        });
      case 'invalid':
        return data({ values, fieldErrors: outcome.fieldErrors } satisfies ContactFormState, { status: 400 });
      case 'rate-limited':
        return data({ values, formError: outcome.message } satisfies ContactFormState, {
          status: 429,
          headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
        });
    }
  } catch (error) {
    services.logger.error({ err: error, requestId }, 'contact submission failed');
    return data({ values, formError: contactCopy.toasts.failure.description } satisfies ContactFormState, {
      status: 500,
    });
  }
}
