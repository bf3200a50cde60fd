/**
 * What the two lead forms (project request, process assessment) share: a plain post to the page's own
 * action, so it works before hydration and without JavaScript, checked first in the browser with
 * the same zod schema once it has hydrated (useValidatedForm); the form-level alert, the honeypot,
 * the privacy note and the status button; the contact fields; and what a failed post held, put back
 * into the fields.
 */
import { ArrowRight } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Form, Link, useFormAction, useNavigation } from 'react-router';
import { AttributionField } from '../../components/forms/attribution-field.tsx';
import { TextField } from '../../components/forms/field.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { atBlock, BlockField, type FormPlacement } from '../../components/forms/form-placement.tsx';
import { HoneypotField } from '../../components/forms/honeypot.tsx';
import { StatusButton } from '../../components/forms/status-button.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';
import type { FieldErrors } from '../../lib/schemas/field-errors.ts';
import {
  type LeadParseResult,
  type LeadSubmission,
  leadLimits,
  type RawValues,
} from '../../lib/schemas/lead-fields.ts';
import { contactFieldCopy, leadFormMessages } from './lead-forms-copy.ts';

export interface LeadFormState<Field extends string> {
  errors: FieldErrors<Field>;
  /** What ties a one-value field to the form: its name, what a failed post held in it, its error. */
  field: (name: Field) => { name: Field; defaultValue: string; error: string | undefined };
  /** What a failed post held in a one-value field, to show it again. */
  text: (name: Field) => string | undefined;
  /** What a failed post held in a several-value field (checkboxes). */
  list: (name: Field) => string[] | undefined;
  /** For LeadForm. */
  form: {
    pending: boolean;
    message: string | null;
    alertRef: RefObject<HTMLDivElement | null>;
    validated: Pick<ReturnType<typeof useValidatedForm>, 'formRef' | 'onSubmit' | 'onChange'>;
  };
}

export function useLeadForm<Field extends string>({
  result,
  fields,
  parse,
}: {
  /** The action's answer, when there was one. */
  result: LeadSubmission<unknown, Field> | undefined;
  fields: { single: readonly string[]; multiple?: readonly string[] };
  parse: (values: RawValues) => LeadParseResult<unknown, Field>;
}): LeadFormState<Field> {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const pending = navigation.state === 'submitting' && navigation.formAction === formAction;
  const failed = result && result.status !== 'success' ? result : undefined;
  const { errors, ...validated } = useValidatedForm<Field>({
    fields,
    parse,
    serverErrors: failed?.status === 'invalid' ? failed.errors : undefined,
  });
  const alertRef = useRef<HTMLDivElement>(null);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const message =
    failed && failed.status !== 'invalid' ? failed.message : hasFieldErrors ? leadFormMessages.invalid : null;

  // A rate limit or storage failure has no field to focus: announce and focus the message instead.
  useEffect(() => {
    if (failed && failed.status !== 'invalid') alertRef.current?.focus();
  }, [failed]);

  const text = (name: Field) => {
    const value = failed?.values[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    errors,
    field: (name) => ({ name, defaultValue: text(name) ?? '', error: errors[name] }),
    text,
    list: (name) => {
      const value = failed?.values[name];
      return Array.isArray(value) ? value : undefined;
    },
    form: { pending, message, alertRef, validated },
  };
}

/**
 * The form with its heading and lead, alert, honeypot, fields (`children`), privacy note and submit
 * button. Placed on a page built from blocks, it posts to that page, at its section
 * (components/forms/form-placement.tsx).
 */
export function LeadForm({
  titleId,
  copy,
  state,
  placement,
  children,
}: {
  titleId: string;
  copy: { title: string; lead: string; privacy: string; submit: string; pending: string };
  state: LeadFormState<string>['form'];
  placement: FormPlacement | undefined;
  children: ReactNode;
}) {
  const { formRef, onSubmit, onChange } = state.validated;
  const formAction = useFormAction();
  return (
    <>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-base text-slate-600">{copy.lead}</p>
      <Form
        ref={formRef}
        method="post"
        action={placement ? atBlock(formAction, placement) : undefined}
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby={titleId}
        className="relative mt-8 space-y-8"
      >
        {/* First, so the page's action finds it even in a post too large to read whole (form-placement.tsx). */}
        <BlockField placement={placement} />
        <FormAlert ref={state.alertRef} message={state.message} />
        <HoneypotField />
        <AttributionField />
        {children}
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 sm:max-w-xs">
            {copy.privacy}{' '}
            <Link to="/privacy" className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800">
              Privacy Policy
            </Link>
          </p>
          <StatusButton pending={state.pending} pendingLabel={copy.pending} className="w-full sm:w-auto">
            {copy.submit}
            <ArrowRight aria-hidden className="size-5" />
          </StatusButton>
        </div>
      </Form>
    </>
  );
}

type ContactField = keyof typeof contactFieldCopy;

/** Full name, work email or company: the same field in both forms. */
export function LeadContactField<Field extends string>({
  name,
  state,
}: {
  name: ContactField & Field;
  state: Pick<LeadFormState<Field>, 'field'>;
}) {
  return (
    <TextField
      type={name === 'email' ? 'email' : 'text'}
      {...contactFieldCopy[name]}
      {...state.field(name)}
      maxLength={leadLimits[name]}
      required
    />
  );
}
