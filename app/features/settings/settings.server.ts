/**
 * /admin/settings' server side (issue 29): what the screen loads, saving the settings and restoring
 * a version. A save is parsed again with the form's schema (the authority) and written as one
 * change of the settings document: its revision, audit entry and the invalidation of every cached
 * public page come with it (app/.server/changes/site-documents.ts).
 */
import { data, type RouterContextProvider } from 'react-router';
import { staffActor } from '../../.server/changes/pipeline.ts';
import { restoreSiteDocument, saveSiteDocument, siteDocumentKind } from '../../.server/changes/site-documents.ts';
import { revisionAtVersion, VersionConflict } from '../../.server/db/repositories/revisions.ts';
import { getSiteDocuments, type StoredSiteDocument } from '../../.server/db/repositories/site-documents.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { revisionCopy } from '../../content/revision-copy.ts';
import { defaultSiteSettings } from '../../content/site-settings.ts';
import { readVersion, type SaveConflict } from '../../lib/revisions.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import { restoreFromHistory } from '../case-studies/editor-routes.server.ts';
import { historyView } from '../case-studies/history.server.ts';
import { settingsCopy } from './settings-copy.ts';
import { diffSettings } from './settings-diff.ts';
import { parseSettingsForm, readSettingsForm, SETTINGS_PATH, settingsToFormValues } from './settings-schema.ts';
import { settingsOf } from './site-documents.server.ts';

type RouteContext = Readonly<RouterContextProvider>;

const MAX_FORM_BYTES = 64 * 1024;

const dataOf = (document: StoredSiteDocument | null) => settingsOf(document, '');

/** The settings as a kind of content: their audit entries name the settings a change changed. */
export const SITE_SETTINGS = siteDocumentKind('settings', 'site_settings', ({ before, after }) =>
  before && after ? { changed: diffSettings(dataOf(before), dataOf(after)).map((change) => change.field) } : {},
);

/** The screen: the form's values, the version it saves against, who saved last, and the History tab. */
export async function loadSettingsEditor(context: RouteContext, request: Request) {
  const { database, config } = context.get(servicesContext);
  const stored = (await getSiteDocuments(database)).settings;
  const settings = settingsOf(stored, config.bookingUrl);
  const search = new URL(request.url).searchParams;
  const selected = search.get('revision');
  const history = stored
    ? await historyView<StoredSiteDocument>(
        database,
        'site_settings',
        { id: 'settings', version: stored.version },
        selected,
        (snapshot) => diffSettings(dataOf(snapshot), settings),
      )
    : { entries: [], selected: null };
  return {
    values: settingsToFormValues(settings),
    version: stored?.version ?? 0,
    lastSaved: stored ? { by: stored.updatedBy ?? 'System', at: stored.updatedAt } : null,
    history,
    historyOpen: selected !== null || search.get('tab') === 'history',
  };
}

/** What changed between the version a form was opened on and the current settings. */
async function changesSince(services: Pick<Services, 'database' | 'config'>, expected: number) {
  const current = (await getSiteDocuments(services.database)).settings;
  const base =
    expected === 0
      ? defaultSiteSettings(services.config.bookingUrl)
      : dataOf(
          (await revisionAtVersion<StoredSiteDocument>(services.database, 'site_settings', 'settings', expected))
            ?.snapshot ?? null,
        );
  return diffSettings(base, dataOf(current));
}

/** The save: back to the screen with a toast, or the form again with its messages, a conflict or a failure. */
export async function saveSettingsAction({ request, context }: { request: Request; context: RouteContext }) {
  const services = context.get(servicesContext);
  const form = await readFormDataOrThrow(request, MAX_FORM_BYTES);
  const values = readSettingsForm(form);
  const parsed = parseSettingsForm(values);
  if (!parsed.success) return data({ errors: parsed.errors, values }, { status: 400 });
  const expectedVersion = readVersion(form);
  try {
    await saveSettings(services, parsed.data, {
      admin: context.get(adminContext),
      ip: context.get(requestContext).ip,
      expectedVersion,
    });
  } catch (error) {
    if (error instanceof VersionConflict) {
      const conflict: SaveConflict = {
        ...error.current,
        basedOn: error.expected,
        changes: await changesSince(services, error.expected),
      };
      return data({ conflict, values }, { status: 409 });
    }
    services.logger.error({ err: error }, settingsCopy.saveFailed);
    return data(
      { failure: { title: settingsCopy.saveFailed, description: settingsCopy.tryAgain }, values },
      { status: 500 },
    );
  }
  return redirectWithToast(services.config, SETTINGS_PATH, {
    type: 'success',
    title: settingsCopy.saved,
    description: settingsCopy.savedDescription,
  });
}

/** Saves checked settings as their next version (their defaults kept first, on the first save). */
export function saveSettings(
  services: Pick<Services, 'database' | 'logger' | 'config'> & Partial<Pick<Services, 'pageCache'>>,
  settings: SiteSettings,
  request: { admin: { userId: string; email: string }; ip?: string | undefined; expectedVersion?: number | undefined },
) {
  return saveSiteDocument(services, 'settings', settings, {
    kind: SITE_SETTINGS,
    by: staffActor(request.admin, request.ip),
    expectedVersion: request.expectedVersion,
    action: 'site_settings.updated',
    defaults: defaultSiteSettings(services.config.bookingUrl),
  });
}

/** 'Restore this version': the settings of that version become the newest. */
export const restoreSettingsAction = (args: { request: Request; context: RouteContext }) =>
  restoreFromHistory(
    { ...args, id: 'settings' },
    async (services, request) => {
      try {
        const restored = await restoreSiteDocument(services, SITE_SETTINGS, request.revisionId, {
          by: staffActor(request.admin, request.ip),
          action: 'site_settings.version_restored',
          // A version saved before a setting existed gets that setting's default.
          prepare: (stored) => ({ ...defaultSiteSettings(services.config.bookingUrl), ...(stored as object) }),
        });
        return restored ? { ok: true } : { ok: false, status: 404, message: revisionCopy.revisionMissing };
      } catch (error) {
        services.logger.error({ err: error }, revisionCopy.restoreFailed);
        return { ok: false, status: 500, message: settingsCopy.tryAgain };
      }
    },
    { editPath: SETTINGS_PATH, description: settingsCopy.restoredDescription },
  );
