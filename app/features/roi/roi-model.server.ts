/**
 * The ROI model screen's server side (/admin/roi-model; issue 29): what it loads, and its plain
 * posts: save (a new draft version), publish now, schedule or unschedule "Publish at", restore an
 * older version. Each is one change (app/.server/changes/roi-models.ts), audited.
 */
import { data, type RouterContextProvider } from 'react-router';
import { staffActor } from '../../.server/changes/pipeline.ts';
import {
  publishRoiModelVersion,
  restoreRoiModelVersion,
  saveRoiModelVersion,
  scheduleRoiModelVersion,
} from '../../.server/changes/roi-models.ts';
import { listRoiModelVersions } from '../../.server/db/repositories/roi-models.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { formatAdminDateTime } from '../../lib/admin-format.ts';
import { compareRoiModels, type RoiModelVersion } from '../../lib/roi-model.ts';
import { timeZoneFromCookies, UTC } from '../../lib/time-zone.ts';
import { roiModelCopy } from './roi-model-copy.ts';
import {
  type RoiModelErrors,
  type RoiModelFormValues,
  readPublishAt,
  roiModelFormValues,
  roiModelValuesFromForm,
  validateRoiModel,
} from './roi-model-schema.ts';

type RouteContext = Readonly<RouterContextProvider>;

export const ROI_MODEL_PATH = '/admin/roi-model';
const MAX_BODY_BYTES = 64 * 1024;

export const versionPath = (version: number) => `${ROI_MODEL_PATH}?version=${version}`;

const readNumber = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;

/** The versions, the one opened (`?version=`, else the newest) and, for a draft, its comparison. */
export async function loadRoiModelScreen(context: RouteContext, request: Request) {
  const { database } = context.get(servicesContext);
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  const versions = await listRoiModelVersions(database);
  const asked = readNumber(new URL(request.url).searchParams.get('version'));
  const opened = versions.find((version) => version.version === asked) ?? versions[0];
  if (!opened) throw data(roiModelCopy.loadFailed, { status: 500 });
  const published = versions.find((version) => version.status === 'published') ?? null;
  const comparison =
    opened.status === 'draft'
      ? {
          draft: opened.version,
          published: published?.version ?? null,
          rows: compareRoiModels(opened.model, published?.model ?? null),
        }
      : null;
  return {
    versions: versions.map(versionRow(timeZone)),
    opened: {
      version: opened.version,
      status: opened.status,
      publishAt: opened.publishAt ? formatAdminDateTime(opened.publishAt, timeZone) : null,
    },
    values: roiModelFormValues(opened.model),
    published: published?.version ?? null,
    comparison,
    timeZone,
  };
}

const versionRow = (timeZone: string) => (version: RoiModelVersion) => ({
  version: version.version,
  status: version.status,
  createdBy: version.createdBy,
  createdAt: formatAdminDateTime(version.createdAt, timeZone),
  publishedAt: version.publishedAt ? formatAdminDateTime(version.publishedAt, timeZone) : null,
  publishAt: version.publishAt ? formatAdminDateTime(version.publishAt, timeZone) : null,
  restoredFrom: version.restoredFrom,
});

export type RoiModelScreen = Awaited<ReturnType<typeof loadRoiModelScreen>>;

export type RoiModelActionData =
  | { intent: 'save'; errors: RoiModelErrors; values: RoiModelFormValues }
  | { intent: 'schedule'; version: number; error: string; publishAt: string }
  | { intent: 'failure'; title: string; description: string };

const failure = (description: string, status: number, title: string = roiModelCopy.actionFailed) =>
  data<RoiModelActionData>({ intent: 'failure', title, description }, { status });

export async function roiModelAction(context: RouteContext, request: Request) {
  const services = context.get(servicesContext);
  const by = staffActor(context.get(adminContext), context.get(requestContext).ip);
  const form = await readFormDataOrThrow(request, MAX_BODY_BYTES);
  const intent = form.get('intent');
  const version = readNumber(form.get('version'));
  const toast = (url: string, title: string, description?: string) =>
    redirectWithToast(services.config, url, { type: 'success', title, ...(description ? { description } : {}) });

  try {
    if (intent === 'save') {
      const values = roiModelValuesFromForm(form);
      const parsed = validateRoiModel(values);
      if (!parsed.success)
        return data<RoiModelActionData>({ intent: 'save', errors: parsed.errors, values }, { status: 400 });
      const saved = await saveRoiModelVersion(services, parsed.model, { by });
      return toast(versionPath(saved.version), roiModelCopy.saved(saved.version), roiModelCopy.savedDescription);
    }
    if (version === null) return failure(roiModelCopy.unknownAction, 400);
    if (intent === 'publish') {
      const outcome = await publishRoiModelVersion(services, version, { by });
      if (outcome.status === 'not-found') return failure(roiModelCopy.notFound(version), 404);
      if (outcome.status === 'not-draft') return failure(roiModelCopy.notDraft(version), 409);
      return toast(versionPath(version), roiModelCopy.published(version), roiModelCopy.publishedDescription);
    }
    if (intent === 'schedule' || intent === 'unschedule') {
      let at: string | null = null;
      if (intent === 'schedule') {
        const zoneField = form.get('publishAtZone');
        const zone = typeof zoneField === 'string' && zoneField ? zoneField : UTC;
        const field = form.get('publishAt');
        const wallTime = typeof field === 'string' ? field.slice(0, 40) : '';
        const read = readPublishAt(wallTime, zone, new Date());
        if ('error' in read)
          return data<RoiModelActionData>(
            { intent: 'schedule', version, error: read.error, publishAt: wallTime },
            { status: 400 },
          );
        at = read.at;
      }
      const outcome = await scheduleRoiModelVersion(services, version, at, { by });
      if (outcome.status === 'not-found') return failure(roiModelCopy.notFound(version), 404);
      if (outcome.status === 'not-draft') return failure(roiModelCopy.notDraft(version), 409);
      return at === null
        ? toast(versionPath(version), roiModelCopy.unscheduled)
        : toast(versionPath(version), roiModelCopy.scheduled(version));
    }
    if (intent === 'restore') {
      const restored = await restoreRoiModelVersion(services, version, { by });
      if (!restored) return failure(roiModelCopy.notFound(version), 404);
      return toast(
        versionPath(restored.version),
        roiModelCopy.restored(version, restored.version),
        roiModelCopy.restoredDescription,
      );
    }
    return failure(roiModelCopy.unknownAction, 400);
  } catch (error) {
    services.logger.error({ err: error, intent, version }, 'ROI model change failed');
    return failure(roiModelCopy.tryAgain, 500, intent === 'save' ? roiModelCopy.saveFailed : roiModelCopy.actionFailed);
  }
}
