/**
 * Instant feedback for a server-validated form: on submit the browser runs the same zod schema as
 * the action and, when something is wrong, shows the messages without a round trip and moves focus
 * to the first invalid field. After a failed attempt, fields re-validate as the visitor types. The
 * server stays the authority: its errors show whenever the browser found none.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../lib/schemas/field-errors.ts';
import type { LeadParseResult, RawValues } from '../../lib/schemas/lead-fields.ts';
import { readFormValues } from '../../lib/schemas/lead-fields.ts';

export function useValidatedForm<Field extends string>({
  fields,
  parse,
  serverErrors,
}: {
  fields: { single: readonly string[]; multiple?: readonly string[] };
  parse: (values: RawValues) => LeadParseResult<unknown, Field>;
  /** The action's field errors; a new object after every server answer. */
  serverErrors: FieldErrors<Field> | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const attempted = useRef(false);

  const validate = useCallback(
    (form: HTMLFormElement) => {
      const result = parse(readFormValues(new FormData(form), fields));
      return result.success ? {} : result.errors;
    },
    [fields, parse],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      attempted.current = true;
      const errors = validate(event.currentTarget);
      if (Object.keys(errors).length > 0) {
        event.preventDefault();
        setClientErrors(errors);
        setAttempt((n) => n + 1);
      } else {
        setClientErrors(null);
      }
    },
    [validate],
  );

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (attempted.current) setClientErrors(validate(event.currentTarget));
    },
    [validate],
  );

  // A server answer with errors replaces what the browser thought.
  useEffect(() => {
    if (!serverErrors) return;
    attempted.current = true;
    setClientErrors(null);
    setAttempt((n) => n + 1);
  }, [serverErrors]);

  // After each failed attempt, take the visitor to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const errors: FieldErrors<Field> = clientErrors ?? serverErrors ?? {};
  return { formRef, errors, onSubmit, onChange };
}
