/**
 * What both editors share: the form state (one object, compared with what was loaded to know if
 * anything changed) and the props that tie a field to it, checks before sending, sending the values
 * as one JSON field of a normal form post (the server parses it with the same schema), errors and
 * toasts from the action, the unsaved-changes warning (in-app navigation and leaving the page), and
 * the form around it all with its bottom action bar.
 *
 * Before hydration the same form is a plain post of its named fields, which the action reads too;
 * as the page hydrates, the editor takes over what those fields hold by then
 * (docs/decisions/studio-before-hydration.md).
 */
import { AlertDialog } from 'radix-ui';
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useActionData, useBlocker, useNavigation, useSubmit } from 'react-router';
import {
  ConflictNotice,
  type EditorConflict,
  OVERWRITE_VERSION_FIELD,
} from '../../../components/admin/revisions/conflict-notice.tsx';
import { showToast } from '../../../components/layout/toaster.tsx';
import { cn } from '../../../lib/cn.ts';
import { EDITOR_FIELDS_MARKER } from '../case-study-form-fields.ts';
import { checkboxNames, fieldId, fieldNames } from './fields.tsx';

/** What the editors' actions answer when they do not redirect. */
export interface EditorActionData {
  /** Field errors by value path, in form order; 'form' for the form as a whole. */
  errors?: Record<string, string>;
  /** A failed save: SPEC 8's 'Failed to create case study' / 'Failed to update case study' and the reason. */
  failure?: { title: string; description?: string };
  /** What a form posted before hydration held, when it could not be saved: the editor shows it again. */
  values?: unknown;
  /** The study was saved by someone else after this editor opened it (409): nothing was saved. */
  conflict?: EditorConflict;
}

/** Nobody has put the focus anywhere yet (a page that has just loaded). */
const focusIsFree = () => document.activeElement === null || document.activeElement === document.body;

export const VALIDATION_ERROR_TITLE = 'Validation Error';

export type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What ties a text field (TextField, TextAreaField) to a text value: id and name (its path), value, error, change. */
export interface TextBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** What ties an ImageUpload to an image's URL. */
export interface ImageBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (url: string) => void;
}

/** What ties a CheckboxField to a yes/no value. */
export interface CheckboxBinding {
  id: string;
  name: string;
  value: string;
  uncheckedValue: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** What ties a ChipListField to a list of words. */
export interface ListBinding<Path extends string = string> {
  path: Path;
  values: string[];
  error: string | undefined;
  onChange: (values: string[]) => void;
}

export interface Validation {
  errors: Record<string, string>;
  /** The message of the toast titled 'Validation Error'. */
  message: string;
}

export function useEditorForm<V extends object>({
  initial,
  version,
  validate,
  readForm,
  onShowErrors,
}: {
  initial: V;
  /**
   * The values the form's named fields hold, read over `current` (the case studies'
   * editorValuesFromForm): what was typed before hydration is taken over as the page hydrates.
   */
  readForm: (form: FormData, current: V) => V;
  /** The stored study's version (undefined for a new one): a save names it, so it never overwrites a newer one unseen. */
  version?: number | undefined;
  /** Null when the values may be sent. */
  validate: (values: V) => Validation | null;
  /** Called before focus moves to the first invalid field (the full editor switches tabs). */
  onShowErrors?: (errors: Record<string, string>) => void;
}) {
  const actionData = useActionData<EditorActionData>();
  // A form posted before hydration that could not be saved comes back with what it held.
  const [values, setValues] = useState(() => (actionData?.values as V | undefined) ?? initial);
  const [baseline] = useState(() => JSON.stringify(initial));
  const [errors, setErrors] = useState<Record<string, string>>(() => actionData?.errors ?? {});
  const [conflict, setConflict] = useState<EditorConflict | null>(() => actionData?.conflict ?? null);
  // After a refused save the page may show a newer version's loader data: the save stays based on
  // the version this editor opened until 'Keep yours' says otherwise.
  const [baseVersion, setBaseVersion] = useState(() => actionData?.conflict?.basedOn ?? version);
  const dirty = useMemo(() => JSON.stringify(values) !== baseline, [values, baseline]);
  const submit = useSubmit();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const leaving = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // As the page hydrates, the editor takes over what its fields hold: whatever was typed, ticked or
  // chosen before (a textarea has its typed text back by now: TextAreaField's useAdoptedValue). One
  // read of the whole form rather than one per control, through the reader the server uses for a
  // form posted before hydration. A form React rendered itself holds the state: nothing changes then.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const fields = new FormData(formRef.current);
    setValues((current) => {
      const adopted = readForm(fields, current);
      return JSON.stringify(adopted) === JSON.stringify(current) ? current : adopted;
    });
  }, []);

  const showErrors = useCallback(
    (next: Record<string, string>, moveFocus = true) => {
      setErrors(next);
      onShowErrors?.(next);
      const first = Object.keys(next).find((key) => key !== 'form');
      if (first && moveFocus) {
        // After the re-render that shows the errors (and the tab that holds the field).
        requestAnimationFrame(() => {
          const element = document.getElementById(fieldId(first));
          element?.focus({ preventScroll: false });
          element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        });
      }
    },
    [onShowErrors],
  );

  // Answers of the action: field errors (400) or a failed save. The answer to a form posted before
  // hydration is on the page already as it hydrates: it leaves the focus to a person already at work.
  const answerOnArrival = useRef(actionData);
  useEffect(() => {
    if (!actionData) return;
    leaving.current = false;
    if (actionData.errors) {
      const messages = Object.values(actionData.errors);
      showErrors(actionData.errors, actionData !== answerOnArrival.current || focusIsFree());
      showToast({ type: 'error', title: VALIDATION_ERROR_TITLE, description: messages[0] });
    }
    if (actionData.failure) showToast({ type: 'error', ...actionData.failure });
    if (actionData.conflict) setConflict(actionData.conflict);
  }, [actionData, showErrors]);

  /** Sets some fields; their errors disappear as they are edited. */
  const patch = useCallback((changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const keys = Object.keys(changes);
      if (!keys.some((key) => Object.keys(current).some((path) => path === key || path.startsWith(`${key}.`)))) {
        return current;
      }
      return Object.fromEntries(
        Object.entries(current).filter(([path]) => !keys.some((key) => path === key || path.startsWith(`${key}.`))),
      );
    });
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validate(values);
    if (problem) {
      showErrors(problem.errors);
      showToast({ type: 'error', title: VALIDATION_ERROR_TITLE, description: problem.message });
      return;
    }
    setErrors({});
    // 'Keep yours' after a conflict: this save is based on their version, so it goes over it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const overwrite = submitter instanceof HTMLButtonElement && submitter.name === OVERWRITE_VERSION_FIELD;
    const basedOn = overwrite ? Number(submitter.value) : baseVersion;
    if (overwrite) setBaseVersion(basedOn);
    setConflict(null);
    leaving.current = true;
    void submit(
      { payload: JSON.stringify(values), ...(basedOn === undefined ? {} : { version: String(basedOn) }) },
      { method: 'post' },
    );
  };

  /** The form's own attributes: without JavaScript it posts its named fields to the same action. */
  const form = { ref: formRef, method: 'post', noValidate: true, onSubmit } as const;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && `${currentLocation.pathname}` !== `${nextLocation.pathname}`,
  );

  // Leaving the site or reloading: the browser's own confirmation.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const text = (key: KeysOf<V, string>): TextBinding => ({
    ...fieldNames(key),
    value: values[key] as string,
    error: errors[key],
    onChange: (event) => patch({ [key]: event.target.value } as Partial<V>),
  });
  const image = (key: KeysOf<V, string>): ImageBinding => ({
    ...fieldNames(key),
    value: values[key] as string,
    error: errors[key],
    onChange: (url) => patch({ [key]: url } as Partial<V>),
  });
  const checkbox = (key: KeysOf<V, boolean>): CheckboxBinding => ({
    ...checkboxNames(key),
    checked: values[key] as boolean,
    onCheckedChange: (checked) => patch({ [key]: checked } as Partial<V>),
  });
  const list = <Path extends KeysOf<V, string[]>>(key: Path): ListBinding<Path> => ({
    path: key,
    values: values[key] as string[],
    error: errors[key],
    onChange: (next) => patch({ [key]: next } as Partial<V>),
  });

  return {
    values,
    patch,
    errors,
    dirty,
    submitting,
    form,
    blocker,
    conflict,
    baseVersion,
    text,
    image,
    checkbox,
    list,
  };
}

/**
 * The editor's form: the marker of a post of its own fields, the form-level error, the fields
 * (`children`), the action bar; and the unsaved-changes dialog beside it.
 */
export function EditorForm({
  editor,
  editing,
  submitNoun,
  onReloadTheirs,
  conflictMessage,
  formLabel = 'Case study',
  noun = 'case study',
  cancelTo = '/admin',
  children,
}: {
  editor: Pick<
    ReturnType<typeof useEditorForm>,
    'form' | 'errors' | 'submitting' | 'dirty' | 'blocker' | 'conflict' | 'baseVersion'
  >;
  /** A stored study (Update) rather than a new one (Create). */
  editing: boolean;
  /** After Create/Update on the button: 'Case Study' in the full editor, nothing in the simple one. */
  submitNoun?: string;
  /** 'Reload theirs' after a conflict: the editor's changes are given up (the unsaved draft goes too). */
  onReloadTheirs?: () => void;
  /** The conflict notice's sentence, when the record is not a case study. */
  conflictMessage?: (who: string, when: string) => string;
  /** The form's accessible name. */
  formLabel?: string;
  /** What is edited, as the unsaved-changes question names it ('case study', 'page'). */
  noun?: string;
  /** Where Cancel goes: the list the record belongs to. */
  cancelTo?: string;
  children: ReactNode;
}) {
  return (
    <>
      <form {...editor.form} aria-label={formLabel}>
        <input type="hidden" name={EDITOR_FIELDS_MARKER.name} value={EDITOR_FIELDS_MARKER.value} />
        {editor.baseVersion === undefined ? null : <input type="hidden" name="version" value={editor.baseVersion} />}
        {editor.conflict ? (
          <ConflictNotice
            conflict={editor.conflict}
            onReload={onReloadTheirs}
            {...(conflictMessage ? { message: conflictMessage } : {})}
          />
        ) : null}
        <FormError message={editor.errors.form} />
        {children}
        <EditorActionBar
          submitLabel={[editing ? 'Update' : 'Create', submitNoun].filter(Boolean).join(' ')}
          pendingLabel={editing ? 'Updating...' : 'Creating...'}
          submitting={editor.submitting}
          dirty={editor.dirty}
          cancelTo={cancelTo}
        />
      </form>
      <UnsavedChangesDialog blocker={editor.blocker} noun={noun} />
    </>
  );
}

/**
 * The editor's two columns: the fields, and beside them on wide screens (below on narrow ones) a
 * column that stays in view: publishing settings, summary and checklist. It is a labelled aside when
 * it only sums up what the fields say.
 */
export function EditorColumns({
  side,
  sideLabel,
  className,
  children,
}: {
  side: ReactNode;
  sideLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const Side = sideLabel ? 'aside' : 'div';
  return (
    <div className={cn('grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start', className)}>
      <div className="min-w-0 space-y-6">{children}</div>
      <Side aria-label={sideLabel} className="space-y-6 lg:sticky lg:top-24">
        {side}
      </Side>
    </div>
  );
}

/** Asks before an in-app navigation throws away unsaved changes. */
function UnsavedChangesDialog({ blocker, noun }: { blocker: ReturnType<typeof useBlocker>; noun: string }) {
  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && blocker.state === 'blocked' && blocker.reset()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            You have unsaved changes to this {noun}. If you leave now, they will be lost.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className="inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              onClick={() => blocker.state === 'blocked' && blocker.reset()}
            >
              Keep editing
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="inline-flex h-10 items-center justify-center rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
              onClick={() => blocker.state === 'blocked' && blocker.proceed()}
            >
              Leave without saving
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A summary of a form-level error ('form' key), shown above the fields. */
function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
    >
      {message}
    </p>
  );
}

/** The sticky bar with Cancel and the save button (SPEC 2.11: Cancel and Create/Update). */
function EditorActionBar({
  submitLabel,
  pendingLabel,
  submitting,
  dirty,
  cancelTo,
}: {
  submitLabel: string;
  pendingLabel: string;
  submitting: boolean;
  dirty: boolean;
  cancelTo: string;
}) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <p className="hidden text-sm text-slate-600 sm:block" aria-live="polite">
          {dirty ? 'Unsaved changes' : 'No changes yet'}
        </p>
        <div className="flex flex-1 items-center justify-end gap-2 sm:flex-none">
          <Link
            to={cancelTo}
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            Cancel
          </Link>
          <button
            type="submit"
            disabled={submitting}
            className={cn(
              'inline-flex h-10 items-center rounded-lg bg-blue-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-blue-700',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60',
            )}
          >
            {submitting ? pendingLabel : submitLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
