/**
 * Which model version a visitor's PDF or e-mail request is computed with (issue 29): the version
 * named in the request (the one their page computed with, so a version published in between changes
 * nothing), or the published one when the request names none (a link made before versions existed).
 * Only a version visitors can have seen counts: a draft's figures are not public.
 */
import { getPublishedRoiModel, getRoiModelVersion } from '../../.server/db/repositories/roi-models.ts';
import type { Database } from '../../.server/db/types.ts';
import { type PublishedRoiModel, readRoiModelVersion, SEEDED_PUBLISHED_ROI_MODEL } from '../../lib/roi.ts';

export const roiModelMessages = {
  invalid: 'The ROI model version in this request is not a version number. Open the calculator again and retry.',
  unknown: (version: number) =>
    `There is no published ROI model version ${version}. Open the calculator again and retry.`,
} as const;

export type RoiModelLookup =
  | { status: 'found'; computedWith: PublishedRoiModel }
  | { status: 'refused'; httpStatus: 400 | 404; message: string };

/** The published model for a public page; version 1's seeded figures if its row were ever lost. */
export async function publishedRoiModel(database: Database): Promise<PublishedRoiModel> {
  return (await getPublishedRoiModel(database)) ?? SEEDED_PUBLISHED_ROI_MODEL;
}

export async function roiModelOfRequest(database: Database, params: URLSearchParams): Promise<RoiModelLookup> {
  const named = readRoiModelVersion(params);
  if (named === null) return { status: 'found', computedWith: await publishedRoiModel(database) };
  if (named === 'invalid') return { status: 'refused', httpStatus: 400, message: roiModelMessages.invalid };
  const version = await getRoiModelVersion(database, named);
  if (!version || version.status === 'draft') {
    return { status: 'refused', httpStatus: 404, message: roiModelMessages.unknown(named) };
  }
  return { status: 'found', computedWith: { version: version.version, model: version.model } };
}
