/**
 * /admin/redirects' server side (issue 32): what the screen loads (the rules with their hits, the
 * redirects slug and path changes made, the 404 log, the targets to pick from, the History), and the
 * changes: adding one (typed, or from a 404 log row in one click), removing one, importing a CSV
 * file, restoring a version. Every change is the whole list checked again (lib/redirects.ts: chains
 * collapsed, loops and live pages refused) and saved as the next version of the 'redirects' site
 * document through the change pipeline: its revision, audit entry and the invalidation that makes
 * every instance reload its table come with it (app/.server/changes/site-documents.ts).
 */
import { data, type RouterContextProvider } from 'react-router';
import { type Actor, staffActor } from '../../.server/changes/pipeline.ts';
import { restoreSiteDocument, saveSiteDocument, siteDocumentKind } from '../../.server/changes/site-documents.ts';
import { deleteNotFoundPath, listNotFoundPaths } from '../../.server/db/repositories/not-found-paths.ts';
import {
  getRedirectHits,
  listAutomaticRedirects,
  listRedirectTargets,
} from '../../.server/db/repositories/redirects.ts';
import { VersionConflict } from '../../.server/db/repositories/revisions.ts';
import { getSiteDocument, type StoredSiteDocument } from '../../.server/db/repositories/site-documents.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { NOT_FOUND_RETENTION_DAYS } from '../../.server/not-found-log/log.ts';
import { redirectRulesOf } from '../../.server/redirects/redirects.ts';
import { revisionCopy } from '../../content/revision-copy.ts';
import type { AuditAction } from '../../lib/audit-log.ts';
import { toCsv } from '../../lib/csv.ts';
import { checkRedirects, REDIRECTS_MAX, type RedirectRule } from '../../lib/redirects.ts';
import { restoreFromHistory } from '../case-studies/editor-routes.server.ts';
import { historyView } from '../case-studies/history.server.ts';
import { APP_ROUTE_PATHS } from '../pages/site-routes.ts';
import { redirectsCopy } from './redirects-copy.ts';
import { diffRedirects } from './redirects-diff.ts';
import {
  parseRedirect,
  parseRedirectsCsv,
  REDIRECTS_PATH,
  type RedirectFormErrors,
  type RedirectFormValues,
  readRedirectForm,
  withRules,
} from './redirects-schema.ts';
import { suggestTarget } from './suggest-target.ts';

type RouteContext = Readonly<RouterContextProvider>;
type SaveServices = Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>;

const MAX_FORM_BYTES = 16 * 1024;
const MAX_IMPORT_BYTES = 1024 * 1024;
/** 404 log rows a page of the screen shows. */
export const NOT_FOUND_PAGE = 100;

/** The redirects as a kind of content: a site document kept whole as revisions. */
export const REDIRECTS = siteDocumentKind('redirects', 'redirects', ({ before, after }) => ({
  count: redirectRulesOf(after?.data).length,
  ...(before ? { changed: diffRedirects(redirectRulesOf(before.data), redirectRulesOf(after?.data)).length } : {}),
}));

/** What the screen shows. `?probes` lists the exploit probes instead of visitors' 404s; `?more` shows more rows. */
export async function loadRedirectsManager(context: RouteContext, request: Request) {
  const { database } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const probes = search.has('probes');
  const limit = search.has('more') ? NOT_FOUND_PAGE * 5 : NOT_FOUND_PAGE;
  const stored = await getSiteDocument(database, 'redirects');
  const rules = redirectRulesOf(stored?.data);
  const [hits, automatic, notFound, pageTargets] = await Promise.all([
    getRedirectHits(database),
    listAutomaticRedirects(database),
    listNotFoundPaths(database, { probes, limit }),
    listRedirectTargets(database),
  ]);
  // The app's own pages (the calculator, the case-study list…) are targets too; files are not.
  const targets = [
    ...pageTargets,
    ...APP_ROUTE_PATHS.filter((path) => !path.includes('.') && !pageTargets.some((target) => target.path === path)).map(
      (path) => ({ path, title: path, kind: 'page' as const }),
    ),
  ];
  const selected = search.get('revision');
  const history = stored
    ? await historyView<StoredSiteDocument>(
        database,
        'redirects',
        { id: 'redirects', version: stored.version },
        selected,
        (snapshot) => diffRedirects(redirectRulesOf(snapshot.data), rules),
      )
    : { entries: [], selected: null };
  return {
    rules: rules.map((rule) => ({
      ...rule,
      // A page published at the address since answers it; the rule waits (app/.server/redirects/redirects.ts).
      shadowed: pageTargets.some((target) => target.path === rule.from),
      hits: hits.get(rule.from)?.hits ?? 0,
      lastHitAt: hits.get(rule.from)?.lastHitAt ?? null,
    })),
    // Their routes answer them (the case study's, the page's), counting each like the rules' own.
    automatic: automatic.map((redirect) => ({
      ...redirect,
      hits: hits.get(redirect.from)?.hits ?? 0,
      lastHitAt: hits.get(redirect.from)?.lastHitAt ?? null,
    })),
    notFound: {
      probes,
      rows: notFound.rows.map((row) => ({ ...row, suggestion: probes ? '' : suggestTarget(row.path, targets) })),
      total: notFound.total,
      probeCount: notFound.probes,
      more: !search.has('more') && notFound.total > NOT_FOUND_PAGE,
      retentionDays: NOT_FOUND_RETENTION_DAYS,
    },
    targets,
    lastSaved: stored ? { by: stored.updatedBy ?? 'System', at: stored.updatedAt } : null,
    history,
  };
}

export type SaveOutcome =
  | { ok: true; rules: RedirectRule[]; collapsed: number }
  | { ok: false; problems: string[]; status: 400 | 409 };

/**
 * Changes the list with `change` and saves it when the whole list passes the checks. Read and
 * saved against the version read, so two staff adding at once never lose one: the second save meets
 * a conflict and is made again on the newer list (once).
 */
export async function changeRedirects(
  services: SaveServices,
  change: (rules: RedirectRule[]) => RedirectRule[],
  meta: { by: Actor; action: AuditAction; details?: Record<string, unknown> },
): Promise<SaveOutcome> {
  for (let attempt = 0; ; attempt++) {
    const stored = await getSiteDocument(services.database, 'redirects');
    const next = change(redirectRulesOf(stored?.data));
    if (next.length > REDIRECTS_MAX)
      return { ok: false, problems: [redirectsCopy.tooMany(REDIRECTS_MAX)], status: 400 };
    const targets = await listRedirectTargets(services.database);
    const live = new Set([...APP_ROUTE_PATHS, ...targets.map((target) => target.path)]);
    const before = new Set(redirectRulesOf(stored?.data).map((rule) => `${rule.from} ${rule.to} ${rule.status}`));
    const checked = checkRedirects(next, {
      isLive: (path) => live.has(path),
      livePaths: [...live],
      unchanged: (rule) => before.has(`${rule.from} ${rule.to} ${rule.status}`),
    });
    if (!checked.ok) return { ok: false, problems: checked.problems.map((problem) => problem.message), status: 400 };
    try {
      await saveSiteDocument(
        services,
        'redirects',
        { rules: checked.rules },
        {
          kind: REDIRECTS,
          by: meta.by,
          expectedVersion: stored?.version ?? 0,
          action: meta.action,
          defaults: { rules: [] },
          ...(meta.details ? { details: meta.details } : {}),
        },
      );
    } catch (error) {
      if (error instanceof VersionConflict && attempt === 0) continue;
      if (error instanceof VersionConflict) return { ok: false, problems: [redirectsCopy.conflict], status: 409 };
      throw error;
    }
    // A path that redirects now no longer answers 404: its log row has done its job.
    for (const rule of checked.rules)
      if (!rule.from.endsWith('/*')) await deleteNotFoundPath(services.database, rule.from);
    return { ok: true, rules: checked.rules, collapsed: checked.collapsed.length };
  }
}

type ActionAnswer =
  | { intent: 'add'; values: RedirectFormValues; errors: RedirectFormErrors; problems: string[] }
  | { intent: 'import'; problems: string[] }
  | { intent: 'remove'; problems: string[] };

const answer = (body: ActionAnswer, status: number) => data(body, { status });

/** The screen's posts, by their `intent`: add (from the form or a 404 log row), remove, import. */
export async function redirectsAction({ request, context }: { request: Request; context: RouteContext }) {
  const services = context.get(servicesContext);
  const form = await readFormDataOrThrow(request, MAX_IMPORT_BYTES + MAX_FORM_BYTES);
  const by = staffActor(context.get(adminContext), context.get(requestContext).ip);
  const intent = form.get('intent');
  const back = (title: string, description: string) =>
    redirectWithToast(services.config, REDIRECTS_PATH, { type: 'success', title, description });

  if (intent === 'remove') {
    const from = String(form.get('from') ?? '');
    const before = redirectRulesOf((await getSiteDocument(services.database, 'redirects'))?.data);
    if (!before.some((rule) => rule.from === from)) {
      return answer({ intent: 'remove', problems: [redirectsCopy.notFoundGone] }, 404);
    }
    const outcome = await changeRedirects(services, (rules) => rules.filter((rule) => rule.from !== from), {
      by,
      action: 'redirects.updated',
      details: { removed: from },
    });
    if (!outcome.ok) return answer({ intent: 'remove', problems: outcome.problems }, outcome.status);
    return back(redirectsCopy.saved, redirectsCopy.removed(from));
  }

  if (intent === 'import') {
    const file = form.get('file');
    const text = file instanceof File ? await file.text() : typeof file === 'string' ? file : '';
    if (file instanceof File && file.size > MAX_IMPORT_BYTES) {
      return answer({ intent: 'import', problems: [redirectsCopy.importTooLarge] }, 413);
    }
    if (!text.trim()) return answer({ intent: 'import', problems: [redirectsCopy.importEmpty] }, 400);
    const parsed = parseRedirectsCsv(text);
    if (!parsed.ok) return answer({ intent: 'import', problems: parsed.problems }, 400);
    const outcome = await changeRedirects(services, (rules) => withRules(rules, parsed.rules), {
      by,
      action: 'redirects.imported',
      details: { imported: parsed.rules.length },
    });
    if (!outcome.ok) return answer({ intent: 'import', problems: outcome.problems }, outcome.status);
    const collapsed = outcome.collapsed > 0 ? redirectsCopy.collapsed(outcome.collapsed) : '';
    return back(redirectsCopy.saved, redirectsCopy.imported(parsed.rules.length) + collapsed);
  }

  const values = readRedirectForm(form);
  const parsed = parseRedirect(values);
  if (!parsed.ok) return answer({ intent: 'add', values, errors: parsed.errors, problems: [] }, 400);
  const { rule } = parsed;
  const outcome = await changeRedirects(services, (rules) => withRules(rules, [rule]), {
    by,
    action: 'redirects.updated',
    details: { added: rule.from, to: rule.to, status: rule.status },
  });
  if (!outcome.ok) return answer({ intent: 'add', values, errors: {}, problems: outcome.problems }, outcome.status);
  const saved = outcome.rules.find((existing) => existing.from === rule.from) ?? rule;
  const collapsed = outcome.collapsed > 0 ? redirectsCopy.collapsed(outcome.collapsed) : '';
  return back(
    redirectsCopy.saved,
    (saved.to === null ? redirectsCopy.addedGone(saved.from) : redirectsCopy.added(saved.from, saved.to)) + collapsed,
  );
}

/** 'Restore this version': that version's redirects become the newest, as they were saved then. */
export const restoreRedirectsAction = (args: { request: Request; context: RouteContext }) =>
  restoreFromHistory(
    { ...args, id: 'redirects' },
    async (services, request) => {
      try {
        const restored = await restoreSiteDocument(services, REDIRECTS, request.revisionId, {
          by: staffActor(request.admin, request.ip),
          action: 'redirects.version_restored',
        });
        return restored ? { ok: true } : { ok: false, status: 404, message: revisionCopy.revisionMissing };
      } catch (error) {
        services.logger.error({ err: error }, revisionCopy.restoreFailed);
        return { ok: false, status: 500, message: redirectsCopy.tryAgain };
      }
    },
    { editPath: REDIRECTS_PATH, description: redirectsCopy.restoredDescription },
  );

/** The redirects as a spreadsheet-safe CSV file, in the columns the import reads. */
export async function exportRedirectsCsv(database: Services['database']): Promise<Response> {
  const rules = redirectRulesOf((await getSiteDocument(database, 'redirects'))?.data);
  const csv = toCsv([['from', 'to', 'status'], ...rules.map((rule) => [rule.from, rule.to ?? '', rule.status])]);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="redirects.csv"',
      'Cache-Control': 'private, no-store',
    },
  });
}
