import { useState } from 'react';
import { data, redirect, type ShouldRevalidateFunction, useSearchParams } from 'react-router';
import { requestContext, servicesContext } from '../.server/infrastructure/context.ts';
import { BodyError, readFormBody } from '../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../.server/infrastructure/toast.ts';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { bookingEmbedUrl } from '../features/contact/booking-embed.ts';
import { BookingEmbed } from '../features/contact/booking-embed.tsx';
import { submitContactMessage } from '../features/contact/contact.server.ts';
import { ContactAside } from '../features/contact/contact-aside.tsx';
import { contactCopy } from '../features/contact/contact-copy.ts';
import { ContactForm, type ContactFormState } from '../features/contact/contact-form.tsx';
import {
  ContactModeSwitch,
  contactModeHref,
  readContactMode,
  SWITCH_MODE_INTENT,
} from '../features/contact/contact-mode-switch.tsx';
import { MessageSent } from '../features/contact/message-sent.tsx';
import { HONEYPOT_FIELD } from '../lib/schemas/contact.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import { ATTRIBUTION_FIELD } from '../lib/visit-trail.ts';
import type { Route } from './+types/contact';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Contact', path: '/contact' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: contactCopy.title,
    description: contactCopy.metaDescription,
    path: '/contact',
    siteUrl: siteUrlFrom(matches),
  });

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    bookingSrc: config.bookingUrl ? bookingEmbedUrl(config.bookingUrl, new URL(config.publicUrl).hostname) : null,
  };
}

/** The booking page's address cannot change while the server runs: switching modes needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The e-mail form posted without JavaScript (with it, the form calls the JSON API instead), to send
 * it or, from a mode tab, to switch modes with what was typed (contact-mode-switch.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
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
    if (Object.values(values).every((value) => value.trim() === '')) return redirect(contactModeHref(mode), 303);
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
        return redirectWithToast(services.config, '/contact?mode=email&sent=1', {
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

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const mode = readContactMode(searchParams);
  // Each sent message starts a fresh form (SPEC 4: the form resets on success).
  const [round, setRound] = useState(0);
  // The confirmation of a message sent without JavaScript. The (empty) form stays in the page,
  // hidden, because the mode tabs post it.
  const showSent = mode === 'email' && searchParams.get('sent') === '1' && !actionData && round === 0;

  return (
    <>
      <PageHero eyebrow={contactCopy.eyebrow} title={contactCopy.title} lead={contactCopy.lead} />
      <section className="relative mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:px-8">
        <ContactModeSwitch
          mode={mode}
          consultation={
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14">
              <div className="order-2 lg:order-1">
                <ContactAside mode="consultation" />
              </div>
              <div className="order-1 lg:order-2">
                <BookingEmbed src={loaderData.bookingSrc} />
              </div>
            </div>
          }
          email={
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14">
              <div className="order-2 lg:order-1">
                <ContactAside mode="email" />
              </div>
              <div className="order-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60 sm:p-8 lg:order-2 lg:p-10">
                {showSent && <MessageSent />}
                <div hidden={showSent}>
                  <ContactForm
                    key={round}
                    initial={round === 0 ? (actionData ?? undefined) : undefined}
                    onSent={() => setRound((n) => n + 1)}
                    focusOnMount={round > 0}
                  />
                </div>
              </div>
            </div>
          }
        />
      </section>
    </>
  );
}
