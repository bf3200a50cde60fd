/**
 * /admin/redirects' views (issue 32): the 404 log, each row with a one-click redirect to the target it
 * suggests (or one typed or picked from the pages and case studies: a native datalist, so it works
 * before and without JavaScript); the redirects with their hits; the form to add one; the redirects
 * slug and path changes made; CSV import and export. Plain forms throughout.
 */
import { Form, Link } from 'react-router';
import { Panel } from '../../../components/admin/page-header.tsx';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { SelectField, TextField } from '../../../components/forms/field.tsx';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import type { RedirectRule } from '../../../lib/redirects.ts';
import { redirectsCopy as copy } from '../redirects-copy.ts';
import type { RedirectFormErrors, RedirectFormValues } from '../redirects-schema.ts';

export const TARGETS_LIST_ID = 'redirect-targets';

/** The pages and case studies a target field offers as the user types. */
export function TargetOptions({ targets }: { targets: readonly { path: string; title: string }[] }) {
  return (
    <datalist id={TARGETS_LIST_ID}>
      {targets.map((target) => (
        <option key={target.path} value={target.path}>
          {target.title}
        </option>
      ))}
    </datalist>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone; focusable so a keyboard can scroll it too. */
function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Panel>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <section className="overflow-x-auto" aria-label={`${label}: table`} tabIndex={0}>
        <table className="w-full text-left text-sm">{children}</table>
      </section>
    </Panel>
  );
}

const th = 'px-3 py-2 font-medium text-slate-600 whitespace-nowrap';

/** A table's column headings; a hidden one is named for screen readers only (a column of buttons). */
function TableHead({ columns }: { columns: readonly (string | { label: string; hidden: true })[] }) {
  return (
    <thead className="border-b border-slate-200">
      <tr>
        {columns.map((column) => {
          const label = typeof column === 'string' ? column : column.label;
          return (
            <th key={label} scope="col" className={th}>
              {typeof column === 'string' ? label : <span className="sr-only">{label}</span>}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
const td = 'px-3 py-2 align-top';

export interface NotFoundRowView {
  path: string;
  hits: number;
  lastSeenAt: string;
  topReferrer: string | null;
  suggestion: string;
}

export function NotFoundLog({
  rows,
  probes,
  total,
  probeCount,
  more,
  retentionDays,
}: {
  rows: readonly NotFoundRowView[];
  probes: boolean;
  total: number;
  probeCount: number;
  more: boolean;
  retentionDays: number;
}) {
  const timeZone = useStudioTimeZone();
  return (
    <Section id="not-found" title={copy.sections.notFound} hint={copy.sections.notFoundHint(retentionDays)}>
      <p className="text-sm">
        {probes ? (
          <>
            {copy.probesNote}{' '}
            <Link to="?" className="font-medium text-blue-700 underline">
              {copy.actions.hideProbes}
            </Link>
          </>
        ) : probeCount > 0 ? (
          <Link to="?probes" className="font-medium text-blue-700 underline">
            {copy.actions.showProbes(probeCount)}
          </Link>
        ) : null}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{probes ? copy.empty.probes : copy.empty.notFound}</p>
      ) : (
        <ScrollTable label={copy.sections.notFound}>
          <TableHead
            columns={[
              copy.labels.path,
              copy.labels.hits,
              copy.labels.lastSeen,
              copy.labels.referrer,
              ...(probes ? [] : [copy.actions.redirect]),
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row" className={`${td} font-mono text-xs font-normal break-all`}>
                  {row.path}
                </th>
                <td className={td}>{row.hits}</td>
                <td className={`${td} whitespace-nowrap`}>{formatAdminDateTime(row.lastSeenAt, timeZone)}</td>
                <td className={`${td} break-all`}>{row.topReferrer ?? copy.noReferrer}</td>
                {probes ? null : (
                  <td className={td}>
                    <Form method="post" className="flex min-w-72 items-center gap-2">
                      <input type="hidden" name="intent" value="add" />
                      <input type="hidden" name="from" value={row.path} />
                      <input type="hidden" name="status" value="301" />
                      <label className="sr-only" htmlFor={`to-${row.path}`}>
                        {copy.labels.redirectTo(row.path)}
                      </label>
                      <input
                        id={`to-${row.path}`}
                        name="to"
                        list={TARGETS_LIST_ID}
                        defaultValue={row.suggestion}
                        placeholder="/path"
                        className="min-h-9 w-full min-w-0 rounded-md border border-slate-300 px-2 text-sm"
                      />
                      <Button type="submit" size="sm" aria-label={copy.actions.redirectLabel(row.path)}>
                        {copy.actions.redirect}
                      </Button>
                    </Form>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {more ? (
        <p className="text-sm">
          <Link to={probes ? '?probes&more' : '?more'} className="font-medium text-blue-700 underline">
            {copy.actions.more}
          </Link>{' '}
          <span className="text-slate-600">({total})</span>
        </p>
      ) : null}
    </Section>
  );
}

export interface RuleView extends RedirectRule {
  hits: number;
  lastHitAt: string | null;
  shadowed: boolean;
}

/** A redirect's Hits and Last hit cells, the same in both tables. */
function HitCells({ hits, lastHitAt }: { hits: number; lastHitAt: string | null }) {
  const timeZone = useStudioTimeZone();
  return (
    <>
      <td className={td}>{hits}</td>
      <td className={`${td} whitespace-nowrap`}>{lastHitAt ? formatAdminDateTime(lastHitAt, timeZone) : copy.never}</td>
    </>
  );
}

export function RedirectList({ rules }: { rules: readonly RuleView[] }) {
  return (
    <Section id="rules" title={copy.sections.rules} hint={copy.sections.rulesHint}>
      {rules.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.empty.rules}</p>
      ) : (
        <ScrollTable label={copy.sections.rules}>
          <TableHead
            columns={[
              copy.labels.from,
              copy.labels.to,
              copy.labels.status,
              copy.labels.hits,
              copy.labels.lastHit,
              { label: copy.actions.remove, hidden: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {rules.map((rule) => (
              <tr key={rule.from}>
                <th scope="row" className={`${td} font-mono text-xs font-normal break-all`}>
                  {rule.from}
                </th>
                <td className={`${td} font-mono text-xs break-all`}>{rule.to ?? '—'}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {copy.statuses[rule.status]}
                  {rule.shadowed ? <span className="block text-xs text-amber-800">{copy.shadowed}</span> : null}
                </td>
                <HitCells hits={rule.hits} lastHitAt={rule.lastHitAt} />
                <td className={td}>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="from" value={rule.from} />
                    <Button type="submit" size="sm" variant="outline" aria-label={copy.actions.removeLabel(rule.from)}>
                      {copy.actions.remove}
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

export function AddRedirectForm({ values, errors }: { values: RedirectFormValues | null; errors: RedirectFormErrors }) {
  return (
    <Section id="add" title={copy.sections.add}>
      <Panel className="p-4">
        <Form method="post" className="grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-start">
          <input type="hidden" name="intent" value="add" />
          <TextField
            name="from"
            label={copy.labels.from}
            hint={copy.hints.from}
            defaultValue={values?.from ?? ''}
            error={errors.from}
            required
          />
          <TextField
            name="to"
            label={copy.labels.to}
            hint={copy.hints.to}
            list={TARGETS_LIST_ID}
            defaultValue={values?.to ?? ''}
            error={errors.to}
          />
          <SelectField
            name="status"
            label={copy.labels.status}
            defaultValue={values?.status ?? '301'}
            error={errors.status}
            options={Object.entries(copy.statuses).map(([value, label]) => ({ value, label }))}
          />
          <Button type="submit" className="md:mt-6">
            {copy.actions.add}
          </Button>
        </Form>
      </Panel>
    </Section>
  );
}

export interface AutomaticRedirectView {
  from: string;
  to: string;
  kind: 'page' | 'case_study';
  hits: number;
  lastHitAt: string | null;
}

export function AutomaticRedirects({ redirects }: { redirects: readonly AutomaticRedirectView[] }) {
  return (
    <Section id="automatic" title={copy.sections.automatic} hint={copy.sections.automaticHint}>
      {redirects.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.empty.automatic}</p>
      ) : (
        <ScrollTable label={copy.sections.automatic}>
          <TableHead
            columns={[copy.labels.from, copy.labels.to, copy.labels.status, copy.labels.hits, copy.labels.lastHit]}
          />
          <tbody className="divide-y divide-slate-100">
            {redirects.map((redirect) => (
              <tr key={redirect.from}>
                <th scope="row" className={`${td} font-mono text-xs font-normal break-all`}>
                  {redirect.from}
                </th>
                <td className={`${td} font-mono text-xs break-all`}>
                  {redirect.to} <span className="font-sans text-slate-600">({copy.labels.kind[redirect.kind]})</span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{copy.statuses[301]}</td>
                <HitCells hits={redirect.hits} lastHitAt={redirect.lastHitAt} />
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

export function ImportExport({ problems }: { problems: readonly string[] }) {
  return (
    <Section id="import" title={copy.sections.import} hint={copy.sections.importHint}>
      <Panel className="space-y-4 p-4">
        <FormAlert message={problems.length > 0 ? problems.join(' ') : null} />
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="import" />
          <div>
            <label htmlFor="redirects-file" className="block text-sm font-medium">
              {copy.labels.file}
            </label>
            <input
              id="redirects-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="mt-1 text-sm"
            />
          </div>
          <Button type="submit" variant="outline">
            {copy.actions.import}
          </Button>
          <a href="/admin/redirects.csv" className={buttonClasses({ variant: 'ghost' })} download>
            {copy.actions.export}
          </a>
        </Form>
      </Panel>
    </Section>
  );
}
