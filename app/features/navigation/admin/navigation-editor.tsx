/**
 * The navigation screen's form (issue 29): the header's items, the Services menu's entries and the
 * footer's columns, each list with Add, Move up, Move down and Remove. The list buttons are submit
 * buttons naming their operation (navigation-form.ts): before hydration they post the form and the
 * server answers with the changed lists, unsaved; once hydrated they change the lists in place.
 * Keyboard users keep their place, as in the page editor's block list: after a move focus stays on
 * the button pressed, on the item's new place (on the other one at either end); after a removal it
 * goes to the item now in that place, else to the list's Add button; after adding, to the new
 * item's first field. Each change is announced politely.
 */
import { AlertCircle, ArrowDown, ArrowUp, Columns3, Menu, PanelTop, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ConflictNotice, type EditorConflict } from '../../../components/admin/revisions/conflict-notice.tsx';
import { ErrorList, FieldLook, SelectField, TextField } from '../../../components/forms/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { NAVIGATION_ICONS } from '../../../lib/navigation.ts';
import { EditorCard } from '../../case-studies/admin/fields.tsx';
import { addButton } from '../../case-studies/admin/metrics-editor.tsx';
import { navigationCopy as C, NAVIGATION_ICON_LABELS } from '../navigation-copy.ts';
import {
  applyIntent,
  canAdd,
  canMove,
  hasServicesMenu,
  INTENT_FIELD,
  intentValue,
  type ListIntent,
  type ListPath,
  listOf,
  type NavigationValues,
  VERSION_FIELD,
} from '../navigation-form.ts';
import { NAVIGATION_LIMITS } from '../navigation-schema.ts';

/** A field's DOM id from its value path ('footer.1.links.0.target' -> 'nav-footer-1-links-0-target'). */
export const navFieldId = (path: string) => `nav-${path.replace(/\./g, '-')}`;
const controlId = (list: ListPath, index: number, control: 'up' | 'down' | 'remove') =>
  navFieldId(`${list}.${index}.${control}`);
const addId = (list: ListPath) => navFieldId(`${list}.add`);

/** The first field of an item: a column's heading, else its text. */
const firstFieldId = (list: ListPath, index: number) =>
  navFieldId(`${list}.${index}.${list === 'footer' ? 'heading' : 'label'}`);

/** What an item of a list is called in announcements and button labels. */
function itemName(values: NavigationValues, list: ListPath, index: number): string {
  const item = listOf(values, list)[index] as { label?: string; heading?: string; kind?: string } | undefined;
  const own = (item?.heading ?? item?.label ?? '').trim();
  const noun =
    list === 'header'
      ? item?.kind === 'services'
        ? C.servicesItem
        : C.headerItem
      : list === 'services'
        ? C.serviceEntry
        : list === 'footer'
          ? C.footerColumn
          : C.footerLink;
  return own ? `“${own}”` : noun;
}

function setAt(values: NavigationValues, path: string, value: string): NavigationValues {
  const next = structuredClone(values) as unknown as Record<string, unknown>;
  const segments = path.split('.');
  let node = next;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments.at(-1) as string] = value;
  return next as unknown as NavigationValues;
}

export interface NavigationEditorProps {
  initial: NavigationValues;
  version: number;
  errors?: Record<string, string> | undefined;
  conflict?: EditorConflict | undefined;
  failure?: { title: string; description: string } | undefined;
}

export function NavigationEditor({ initial, version, errors = {}, conflict, failure }: NavigationEditorProps) {
  const [values, setValues] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const saving = useNavigation().state === 'submitting';
  const problems = Object.entries(errors);

  useEffect(() => {
    const id = pendingFocus.current;
    pendingFocus.current = null;
    if (id) document.getElementById(id)?.focus();
  });

  // A refused save takes keyboard and screen-reader users to the list of what to fix.
  useEffect(() => {
    if (problems.length > 0 && !conflict) summaryRef.current?.focus();
  }, [errors]);

  const apply = (intent: ListIntent) => {
    const result = applyIntent(values, intent);
    if (!result) return;
    const { list, index } = result;
    const total = listOf(result.values, list).length;
    if (intent.op === 'add' || intent.op === 'add-services-menu') {
      setAnnouncement(C.added(itemName(result.values, list, index ?? 0), (index ?? 0) + 1, total));
      pendingFocus.current = firstFieldId(list, index ?? 0);
    } else if (intent.op === 'remove') {
      setAnnouncement(C.removed(itemName(values, list, intent.index), total));
      pendingFocus.current = index === null ? addId(list) : firstFieldId(list, index);
    } else {
      const target = index ?? 0;
      setAnnouncement(C.moved(itemName(values, list, intent.index), target + 1, total));
      const pressed = intent.op;
      const delta = (control: 'up' | 'down') => (control === 'up' ? -1 : 1);
      const other = pressed === 'up' ? 'down' : 'up';
      pendingFocus.current = canMove(result.values, list, target, delta(pressed))
        ? controlId(list, target, pressed)
        : canMove(result.values, list, target, delta(other))
          ? controlId(list, target, other)
          : firstFieldId(list, target);
    }
    setValues(result.values);
  };

  const field = (path: string) => ({
    id: navFieldId(path),
    name: path,
    value: String(
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], values) ?? '',
    ),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => setAt(current, path, event.target.value)),
    error: errors[path],
  });

  const servicesShown = hasServicesMenu(values);

  return (
    <FieldLook value="studio">
      <Form method="post" noValidate aria-label={C.title} className="space-y-6">
        <input type="hidden" name={VERSION_FIELD} value={version} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {conflict ? <ConflictNotice conflict={conflict} message={C.conflict} /> : null}
        {failure ? (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.description}</p>
          </div>
        ) : null}
        {problems.length > 0 ? (
          <section
            ref={summaryRef}
            tabIndex={-1}
            aria-labelledby="nav-problems-heading"
            className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-600"
          >
            <h2 id="nav-problems-heading" className="flex items-center gap-2 text-sm font-semibold">
              <AlertCircle className="size-4" aria-hidden="true" />
              {C.fixProblems(problems.length)}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
              {problems.map(([path, message]) => (
                <li key={path}>
                  <a href={`#${navFieldId(path)}`} className="underline underline-offset-2">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <EditorCard
          title={C.headerHeading}
          description={C.headerHint}
          icon={<PanelTop className="size-4" aria-hidden />}
        >
          <ListError path="header" errors={errors} />
          <ItemList values={values} list="header" apply={apply}>
            {(index) => {
              const item = values.header[index];
              if (!item) return null;
              return item.kind === 'services' ? (
                <>
                  <input type="hidden" name={`header.${index}.kind`} value="services" />
                  <TextField
                    label={C.servicesItem}
                    hint={C.servicesItemHint}
                    required
                    maxLength={NAVIGATION_LIMITS.label}
                    autoComplete="off"
                    {...field(`header.${index}.label`)}
                  />
                </>
              ) : (
                <>
                  <input type="hidden" name={`header.${index}.kind`} value="link" />
                  <LinkFields field={field} path={`header.${index}`} />
                </>
              );
            }}
          </ItemList>
          <div className="flex flex-wrap gap-2">
            <AddButton values={values} list="header" apply={apply} label={C.addLink} />
            {servicesShown ? null : (
              <ListButton
                className={addButton}
                intent={{ op: 'add-services-menu' }}
                apply={apply}
                disabled={!canAdd(values, 'header')}
              >
                <Plus className="size-4" aria-hidden="true" />
                {C.addServicesMenu}
              </ListButton>
            )}
          </div>
        </EditorCard>

        <EditorCard
          title={C.servicesHeading}
          description={C.servicesHint}
          icon={<Menu className="size-4" aria-hidden />}
        >
          {servicesShown ? null : <p className="text-sm text-amber-800">{C.servicesAbsent}</p>}
          <ListError path="services" errors={errors} />
          <ItemList values={values} list="services" apply={apply}>
            {(index) => (
              <>
                <LinkFields field={field} path={`services.${index}`} />
                <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
                  <TextField
                    label={C.entryDescription}
                    required
                    maxLength={NAVIGATION_LIMITS.description}
                    autoComplete="off"
                    {...field(`services.${index}.description`)}
                  />
                  <SelectField
                    label={C.icon}
                    options={NAVIGATION_ICONS.map((icon) => ({ value: icon, label: NAVIGATION_ICON_LABELS[icon] }))}
                    {...field(`services.${index}.icon`)}
                  />
                </div>
              </>
            )}
          </ItemList>
          <AddButton values={values} list="services" apply={apply} label={C.addEntry} />
        </EditorCard>

        <EditorCard
          title={C.footerHeading}
          description={C.footerHint}
          icon={<Columns3 className="size-4" aria-hidden />}
        >
          <ListError path="footer" errors={errors} />
          <ItemList values={values} list="footer" apply={apply}>
            {(column) => {
              const links: ListPath = `footer.${column}.links`;
              return (
                <>
                  <TextField
                    label={C.heading}
                    required
                    maxLength={NAVIGATION_LIMITS.label}
                    autoComplete="off"
                    {...field(`footer.${column}.heading`)}
                  />
                  <ListError path={links} errors={errors} />
                  <ItemList values={values} list={links} apply={apply} nested>
                    {(index) => <LinkFields field={field} path={`${links}.${index}`} />}
                  </ItemList>
                  <AddButton values={values} list={links} apply={apply} label={C.addColumnLink} />
                </>
              );
            }}
          </ItemList>
          <AddButton values={values} list="footer" apply={apply} label={C.addColumn} />
        </EditorCard>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {C.save}
          </Button>
          <p className="text-sm text-slate-600">{C.notSavedYet}</p>
        </div>
      </Form>
    </FieldLook>
  );
}

type FieldBinding = (path: string) => {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
};

function LinkFields({ field, path }: { field: FieldBinding; path: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={C.label}
        required
        maxLength={NAVIGATION_LIMITS.label}
        autoComplete="off"
        {...field(`${path}.label`)}
      />
      <TextField
        label={C.target}
        hint={C.targetHint}
        required
        maxLength={NAVIGATION_LIMITS.target}
        autoComplete="off"
        spellCheck={false}
        placeholder="/about"
        {...field(`${path}.target`)}
      />
    </div>
  );
}

function ListError({ path, errors }: { path: string; errors: Record<string, string> }) {
  return <ErrorList id={navFieldId(path)} error={errors[path]} />;
}

/** A list operation's button: a submit naming the operation before hydration, applied in place after. */
function ListButton({
  intent,
  apply,
  disabled,
  className,
  id,
  label,
  children,
}: {
  intent: ListIntent;
  apply: (intent: ListIntent) => void;
  disabled?: boolean;
  className: string;
  id?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      id={id}
      name={INTENT_FIELD}
      value={intentValue(intent)}
      formNoValidate
      disabled={disabled}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        apply(intent);
      }}
      className={className}
    >
      {children}
    </button>
  );
}

function AddButton({
  values,
  list,
  apply,
  label,
}: {
  values: NavigationValues;
  list: ListPath;
  apply: (intent: ListIntent) => void;
  label: string;
}) {
  return (
    <ListButton
      id={addId(list)}
      className={addButton}
      intent={{ op: 'add', list }}
      apply={apply}
      disabled={!canAdd(values, list)}
    >
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </ListButton>
  );
}

const rowButton = (tone: 'neutral' | 'danger') =>
  cn(
    'inline-flex size-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-35',
    tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100',
  );

/** An item's buttons, in order: Move up, Move down (disabled at either end) and Remove. */
const ROW_CONTROLS = [
  { op: 'up', action: C.moveUp, Icon: ArrowUp, tone: 'neutral' },
  { op: 'down', action: C.moveDown, Icon: ArrowDown, tone: 'neutral' },
  { op: 'remove', action: C.remove, Icon: Trash2, tone: 'danger' },
] as const;

function ItemList({
  values,
  list,
  apply,
  nested = false,
  children,
}: {
  values: NavigationValues;
  list: ListPath;
  apply: (intent: ListIntent) => void;
  nested?: boolean;
  children: (index: number) => ReactNode;
}) {
  const items = listOf(values, list);
  if (items.length === 0) return null;
  return (
    <ol className="space-y-3">
      {items.map((_, index) => {
        const name = itemName(values, list, index);
        const label = (action: string) => `${action}: ${name}, ${C.position(index + 1, items.length)}`;
        return (
          // Items have no identity of their own but their place; fields are named by it too.
          <li
            key={index}
            className={cn('rounded-lg border p-3 sm:p-4', nested ? 'border-slate-100 bg-slate-50' : 'border-slate-200')}
          >
            <div className="mb-3 flex items-center justify-between gap-2">
              <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {C.position(index + 1, items.length)}
              </span>
              <div className="flex items-center">
                {ROW_CONTROLS.map(({ op, action, Icon, tone }) => (
                  <ListButton
                    key={op}
                    id={controlId(list, index, op)}
                    label={label(action)}
                    className={rowButton(tone)}
                    intent={{ op, list, index }}
                    apply={apply}
                    disabled={op !== 'remove' && !canMove(values, list, index, op === 'up' ? -1 : 1)}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    <span className="sr-only">{label(action)}</span>
                  </ListButton>
                ))}
              </div>
            </div>
            <div className="space-y-4">{children(index)}</div>
          </li>
        );
      })}
    </ol>
  );
}
