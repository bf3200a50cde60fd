/**
 * The redirect forms (issue 32): one redirect typed in the manager or from a 404 log row, and the
 * rows of an imported CSV file, each checked with lib/redirects.ts's rules and a message naming the
 * field or the line.
 */
import { parseCsv } from '../../lib/csv.ts';
import {
  isPrefixSource,
  parseRedirectSource,
  parseRedirectTarget,
  REDIRECT_STATUSES,
  type RedirectRule,
  type RedirectStatus,
} from '../../lib/redirects.ts';
import { redirectsCopy } from './redirects-copy.ts';

export const REDIRECTS_PATH = '/admin/redirects';

export interface RedirectFormValues {
  from: string;
  to: string;
  status: string;
}

export type RedirectFormErrors = Partial<Record<keyof RedirectFormValues, string>>;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export const readRedirectForm = (form: FormData): RedirectFormValues => ({
  from: field(form, 'from'),
  to: field(form, 'to'),
  status: field(form, 'status') || '301',
});

const isStatus = (value: number): value is RedirectStatus => (REDIRECT_STATUSES as readonly number[]).includes(value);

/** One redirect from its typed values, or a message per field. */
export function parseRedirect(
  values: RedirectFormValues,
): { ok: true; rule: RedirectRule } | { ok: false; errors: RedirectFormErrors } {
  const errors: RedirectFormErrors = {};
  const source = parseRedirectSource(values.from);
  if ('error' in source) errors.from = source.error;
  const status = Number(values.status.trim());
  if (!isStatus(status)) errors.status = redirectsCopy.statusProblem;
  let to: string | null = null;
  if (status === 410) {
    if (values.to.trim()) errors.to = redirectsCopy.goneHasTarget;
  } else {
    const target = parseRedirectTarget(values.to, 'from' in source && isPrefixSource(source.from));
    if ('error' in target) errors.to = target.error;
    else to = target.to;
  }
  if ('error' in source || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, rule: { from: source.from, to, status: status as RedirectStatus } };
}

/** Every row of an imported file as a redirect, or every bad row's message naming its line. */
export function parseRedirectsCsv(
  text: string,
): { ok: true; rules: RedirectRule[] } | { ok: false; problems: string[] } {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  const columns = header?.cells.map((cell) => cell.trim().toLowerCase());
  if (!header || columns?.[0] !== 'from' || columns[1] !== 'to' || columns[2] !== 'status') {
    return { ok: false, problems: [redirectsCopy.importHeader] };
  }
  if (body.length === 0) return { ok: false, problems: [redirectsCopy.importEmpty] };
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  for (const row of body) {
    const [from = '', to = '', status = ''] = row.cells;
    const parsed = parseRedirect({ from, to, status: status || '301' });
    if (parsed.ok) rules.push(parsed.rule);
    else
      for (const message of Object.values(parsed.errors)) problems.push(redirectsCopy.lineProblem(row.line, message));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rules };
}

/** The list with `added` put in: a rule for an address already listed replaces it, in its place. */
export function withRules(rules: readonly RedirectRule[], added: readonly RedirectRule[]): RedirectRule[] {
  const next = [...rules];
  for (const rule of added) {
    const at = next.findIndex((existing) => existing.from === rule.from);
    if (at === -1) next.push(rule);
    else next[at] = rule;
  }
  return next;
}
