/**
 * The navigation's server side (issue 29): what the public pages read (the stored document, or
 * today's navigation when none was saved), and the studio screen's load, save and restore. A save is
 * parsed again with the editor's schema (the authority), its links are checked
 * (navigation-links.server.ts), and it is written as one change of the site document 'navigation'
 * (app/.server/changes/site-documents.ts): the revision, the audit entry and the invalidation of the
 * public pages come with it.
 */
import { data, type RouterContextProvider } from 'react-router';
import { staffActor } from '../../.server/changes/pipeline.ts';
import {
  DEFAULTS_VERSION,
  restoreSiteDocument,
  saveSiteDocument,
  siteDocumentKind,
} from '../../.server/changes/site-documents.ts';
import { getRevision, revisionAtVersion, VersionConflict } from '../../.server/db/repositories/revisions.ts';
import { getSiteDocuments, type StoredSiteDocument } from '../../.server/db/repositories/site-documents.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { defaultNavigation } from '../../content/default-navigation.ts';
import { revisionCopy } from '../../content/revision-copy.ts';
import type { Navigation } from '../../lib/navigation.ts';
import { compareText, type FieldChange, readVersion, type SaveConflict } from '../../lib/revisions.ts';
import { historyView } from '../case-studies/history.server.ts';
import { navigationCopy } from './navigation-copy.ts';
import {
  applyIntent,
  INTENT_FIELD,
  NAVIGATION_PATH,
  type NavigationValues,
  parseIntent,
  valuesFromForm,
  valuesFromNavigation,
  valuesToDocument,
} from './navigation-form.ts';
import { checkNavigationLinks } from './navigation-links.server.ts';
import { type NavigationErrors, validateNavigation } from './navigation-schema.ts';
import { navigationOf as documentNavigation } from './public-navigation.server.ts';

type RouteContext = Readonly<RouterContextProvider>;

export const NAVIGATION = siteDocumentKind('navigation', 'navigation', ({ before, after }) => {
  const navigation = (after ?? before)?.data as Navigation | undefined;
  return navigation
    ? {
        headerItems: navigation.header.length,
        servicesEntries: navigation.services.length,
        footerColumns: navigation.footer.length,
      }
    : {};
});

/** The navigation as text by part, one line per item: what History and the conflict notice compare. */
export function navigationText(navigation: Navigation): Record<'header' | 'services' | 'footer', string> {
  return {
    header: navigation.header
      .map((item) => (item.kind === 'link' ? `${item.label} → ${item.target}` : `${item.label} (Services menu)`))
      .join('\n'),
    services: navigation.services.map((link) => `${link.label} → ${link.target}: ${link.description}`).join('\n'),
    footer: navigation.footer
      .map((column) => `${column.heading}: ${column.links.map((link) => `${link.label} → ${link.target}`).join(', ')}`)
      .join('\n'),
  };
}

/** Every part in which `after` differs from `before`. */
export function diffNavigation(before: Navigation, after: Navigation): FieldChange[] {
  const a = navigationText(before);
  const b = navigationText(after);
  return [
    compareText(navigationCopy.diffHeader, a.header, b.header),
    compareText(navigationCopy.diffServices, a.services, b.services),
    compareText(navigationCopy.diffFooter, a.footer, b.footer),
  ].filter((change): change is FieldChange => change !== null);
}

/** The screen: the navigation's values, its version (0 while at the defaults) and its History. */
export async function loadNavigationEditor(context: RouteContext, request: Request) {
  const { database } = context.get(servicesContext);
  const stored = (await getSiteDocuments(database)).navigation;
  const current = documentNavigation(stored);
  const search = new URL(request.url).searchParams;
  const selected = search.get('revision');
  const history = await historyView<StoredSiteDocument>(
    database,
    'navigation',
    { id: 'navigation', version: stored?.version ?? DEFAULTS_VERSION },
    selected,
    (snapshot) => diffNavigation(documentNavigation(snapshot), current),
  );
  return {
    values: valuesFromNavigation(current),
    version: stored?.version ?? DEFAULTS_VERSION,
    history,
    // After a restore (`?tab=history`) the screen takes the person to the History.
    historyOpen: search.get('tab') === 'history',
  };
}

type EditorServices = Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>;

export type NavigationSaveOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 422; errors: NavigationErrors }
  | { ok: false; status: 409; conflict: SaveConflict }
  | { ok: false; status: 500; message: string };

/** Validates, checks the links of and saves the editor's values. Never throws for bad input or a failed write. */
export async function saveNavigation(
  services: EditorServices,
  request: {
    values: NavigationValues;
    admin: { userId: string; email: string };
    ip?: string | undefined;
    expectedVersion?: number | undefined;
  },
): Promise<NavigationSaveOutcome> {
  const { database, logger } = services;
  const parsed = validateNavigation(valuesToDocument(request.values));
  if (!parsed.success) return { ok: false, status: 400, errors: parsed.errors };
  try {
    const links = await checkNavigationLinks(database, parsed.data);
    if (Object.keys(links).length > 0) return { ok: false, status: 422, errors: links };
    await saveSiteDocument(services, 'navigation', parsed.data, {
      kind: NAVIGATION,
      by: staffActor(request.admin, request.ip),
      expectedVersion: request.expectedVersion,
      action: 'navigation.updated',
      defaults: defaultNavigation,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof VersionConflict) {
      const current = documentNavigation((await getSiteDocuments(database)).navigation);
      const base =
        error.expected === DEFAULTS_VERSION
          ? defaultNavigation
          : documentNavigation(
              (await revisionAtVersion<StoredSiteDocument>(database, 'navigation', 'navigation', error.expected))
                ?.snapshot ?? null,
            );
      const changes = diffNavigation(base, current);
      return { ok: false, status: 409, conflict: { ...error.current, basedOn: error.expected, changes } };
    }
    logger.error({ err: error }, navigationCopy.saveFailed);
    return { ok: false, status: 500, message: navigationCopy.saveFailed };
  }
}

/** A navigation post carries a few hundred short fields at most. */
const MAX_FORM_BYTES = 256 * 1024;

/**
 * The screen's post: a list operation pressed before hydration (the changed lists come back,
 * unsaved), else a save (back to the screen with a toast), or what went wrong with the values kept.
 */
export async function navigationAction(context: RouteContext, request: Request) {
  const services = context.get(servicesContext);
  const form = await readFormDataOrThrow(request, MAX_FORM_BYTES);
  const values = valuesFromForm(form.entries());
  const intent = parseIntent(form.get(INTENT_FIELD));
  if (intent) {
    const applied = applyIntent(values, intent);
    return data({ values: applied?.values ?? values, edited: true as const });
  }
  const outcome = await saveNavigation(services, {
    values,
    admin: context.get(adminContext),
    ip: context.get(requestContext).ip,
    expectedVersion: readVersion(form),
  });
  if (outcome.ok) {
    return redirectWithToast(services.config, NAVIGATION_PATH, {
      type: 'success',
      title: navigationCopy.saved,
      description: navigationCopy.savedDescription,
    });
  }
  if (outcome.status === 409) return data({ conflict: outcome.conflict, values }, { status: 409 });
  if (outcome.status === 500) {
    return data({ failure: { title: outcome.message, description: navigationCopy.tryAgain }, values }, { status: 500 });
  }
  return data({ errors: outcome.errors, values }, { status: outcome.status });
}

/**
 * 'Restore this version' (a post with `?restore`): the version becomes the newest, unless one of its
 * links leads nowhere now (a page unpublished since), which is said by name and changes nothing.
 */
export async function restoreNavigationAction(context: RouteContext, request: Request) {
  const services = context.get(servicesContext);
  const form = await readFormDataOrThrow(request, 4096);
  const field = form.get('revision');
  const revisionId = typeof field === 'string' ? field : '';
  const fail = (status: number, description: string) =>
    data({ failure: { title: revisionCopy.restoreFailed, description } }, { status });
  try {
    const revision = await getRevision<StoredSiteDocument>(services.database, 'navigation', 'navigation', revisionId);
    if (!revision) return fail(404, revisionCopy.revisionMissing);
    const broken = await checkNavigationLinks(services.database, documentNavigation(revision.snapshot));
    if (Object.keys(broken).length > 0) {
      return fail(422, navigationCopy.restoreBrokenLinks(Object.values(broken).join('; ')));
    }
    const restored = await restoreSiteDocument(services, NAVIGATION, revisionId, {
      by: staffActor(context.get(adminContext), context.get(requestContext).ip),
      action: 'navigation.version_restored',
    });
    if (!restored) return fail(404, revisionCopy.revisionMissing);
  } catch (error) {
    services.logger.error({ err: error }, revisionCopy.restoreFailed);
    return fail(500, navigationCopy.tryAgain);
  }
  return redirectWithToast(services.config, `${NAVIGATION_PATH}?tab=history`, {
    type: 'success',
    title: revisionCopy.restored,
    description: navigationCopy.restoredDescription,
  });
}
