/**
 * Email mode (SPEC 2.4, 5, 8): name, email, company (optional) and message.
 *
 * Without JavaScript it is a plain form posted to the /contact action, which validates, stores and
 * redirects to a confirmation. With JavaScript the same schema checks it instantly, and it is sent
 * as JSON to POST /api/send-contact-email (SPEC 7.3) with `fetch`, so that any failure, including a
 * network error or a proxy's error page, ends in SPEC's 'Submission Error' toast with everything
 * the visitor typed still in place (a router fetcher would hand such failures to the error page).
 * A failure answered to the plain form carries the toast's title and text ('Submission Error').
 *
 * Its fields are uncontrolled, so what is typed before hydration stays, and the form stays on the
 * page in consultation mode (hidden): the mode tabs post it to carry what was typed across modes.
 *
 * On a page built from blocks (`placement`) the plain form posts to that page, whose action hands it
 * to the same server code as /contact's (components/forms/form-placement.tsx).
 */
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AttributionField } from '../../components/forms/attribution-field.tsx';
import { TextAreaField, TextField } from '../../components/forms/field.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { BlockField, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { HoneypotField } from '../../components/forms/honeypot.tsx';
import { StatusButton } from '../../components/forms/status-button.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';
import { showToast } from '../../components/layout/toaster.tsx';
import {
  type ContactFieldErrors,
  type ContactFormValues,
  contactLimits,
  HONEYPOT_FIELD,
  parseContact,
} from '../../lib/schemas/contact.ts';
import type { RawValues } from '../../lib/schemas/lead-fields.ts';
import { ATTRIBUTION_FIELD } from '../../lib/visit-trail.ts';
import { contactCopy } from './contact-copy.ts';
import { CONTACT_FORM_ID, contactModeHref } from './contact-mode-switch.tsx';

type Field = 'name' | 'email' | 'company' | 'message';

const fields = { single: ['name', 'email', 'company', 'message'] } as const;

const parse = (values: RawValues) => {
  const result = parseContact(values);
  return result.success
    ? { success: true as const, data: result.data }
    : { success: false as const, errors: result.fieldErrors as Partial<Record<Field, string>> };
};

export interface ContactFormState {
  values: ContactFormValues;
  fieldErrors?: ContactFieldErrors;
  formError?: string;
}

interface ApiAnswer {
  data?: { id: string };
  error?: string;
  fieldErrors?: ContactFieldErrors;
}

export function ContactForm({
  initial,
  onSent,
  focusOnMount = false,
  placement,
}: {
  initial?: ContactFormState | undefined;
  onSent: () => void;
  /** After a message is sent the fresh form takes focus, so keyboard users are not left on nothing. */
  focusOnMount?: boolean;
  placement?: FormPlacement | undefined;
}) {
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>> | undefined>(
    initial?.fieldErrors as Partial<Record<Field, string>> | undefined,
  );
  const [formError, setFormError] = useState(initial?.formError ?? null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only when this form first appears, not on later renders.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, []);
  const validated = useValidatedForm<Field>({ fields, parse, serverErrors });
  const { formRef, onSubmit, onChange } = validated;
  const errors: Partial<Record<Field, string>> = validated.errors;
  const values = initial?.values;
  const { form, toasts } = contactCopy;

  async function submit(event: FormEvent<HTMLFormElement>) {
    onSubmit(event);
    if (event.defaultPrevented) return; // the browser found a problem and shows it next to the field
    event.preventDefault();
    if (pending) return;

    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body = {
      name: text('name'),
      email: text('email'),
      company: text('company'),
      message: text('message'),
      contactMode: 'email',
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      [ATTRIBUTION_FIELD]: text(ATTRIBUTION_FIELD),
    };

    setPending(true);
    setFormError(null);
    try {
      const response = await fetch('/api/send-contact-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => null)) as ApiAnswer | null;
      if (response.ok && answer?.data) {
        showToast({ type: 'success', ...toasts.success });
        onSent();
        return;
      }
      if (response.status === 400 && answer?.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
        setServerErrors({ ...(answer.fieldErrors as Partial<Record<Field, string>>) });
        return;
      }
      if (response.status === 429 && answer?.error) {
        setFormError(answer.error);
        showToast({ type: 'error', title: toasts.failure.title, description: answer.error });
        alertRef.current?.focus();
        return;
      }
      throw new Error(`HTTP ${response.status}${answer?.error ? `: ${answer.error}` : ''}`);
    } catch (error) {
      console.error('The contact form could not be sent:', error);
      showToast({ type: 'error', ...toasts.failure });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      ref={formRef}
      id={CONTACT_FORM_ID}
      method="post"
      action={contactModeHref('email', placement)}
      noValidate
      onSubmit={submit}
      onChange={onChange}
      aria-labelledby="contact-form-title"
      className="relative space-y-6"
    >
      {/* First, so the page's action finds it even in a post too large to read whole (form-placement.tsx). */}
      <BlockField placement={placement} />
      <div>
        <h2
          ref={headingRef}
          id="contact-form-title"
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {form.heading}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{form.intro}</p>
      </div>
      <FormAlert ref={alertRef} title={toasts.failure.title} message={formError} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={`${form.name} *`}
          name="name"
          autoComplete="name"
          required
          maxLength={contactLimits.name}
          defaultValue={values?.name}
          error={errors.name}
        />
        <TextField
          label={`${form.email} *`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={contactLimits.email}
          defaultValue={values?.email}
          error={errors.email}
        />
      </div>
      <TextField
        label={
          <>
            {form.company} <span className="font-normal text-slate-600">{form.companyHint}</span>
          </>
        }
        name="company"
        autoComplete="organization"
        maxLength={contactLimits.company}
        defaultValue={values?.company}
        error={errors.company}
      />
      <TextAreaField
        label={`${form.message} *`}
        name="message"
        rows={6}
        required
        maxLength={contactLimits.message}
        placeholder={form.messagePlaceholder}
        defaultValue={values?.message}
        error={errors.message}
      />
      <HoneypotField />
      <AttributionField />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {form.privacy}{' '}
          <Link to="/privacy" className="font-medium text-blue-700 underline underline-offset-4">
            {form.privacyLink}
          </Link>
        </p>
        <StatusButton pending={pending} pendingLabel={form.submitting} className="w-full sm:w-auto">
          <Send aria-hidden className="size-5" />
          {form.submit}
        </StatusButton>
      </div>
    </form>
  );
}
