/**
 * The person page's data (issue 31): the submissions that share the person key of the one the page
 * was opened from, as the inbox shows them, their ROI requests recomputed by the model version each
 * was made with, and the merged timeline (features/leads/person.ts).
 */
import type { Database } from '../../.server/db/index.ts';
import { listPersonRecords, personKeyOfSubmission } from '../../.server/db/repositories/person-data.ts';
import { getRoiModelVersion } from '../../.server/db/repositories/roi-models.ts';
import type { RoiModel } from '../../lib/roi.ts';
import { inboxItems } from '../inbox/inbox.server.ts';
import { type PersonRoi, type PersonView, personRoi, personView } from './person.ts';

/** The person behind submission `id`, or null when there is no such submission. */
export async function loadPerson(database: Database, id: string): Promise<PersonView | null> {
  const key = await personKeyOfSubmission(database, id);
  if (!key) return null;
  const records = await listPersonRecords(database, key);
  const items = await inboxItems(database, records);
  const requests = records.flatMap((r) =>
    r.source === 'lead' && r.record.kind === 'roi_email'
      ? [
          {
            id: r.record.id,
            createdAt: r.record.createdAt,
            payload: r.record.payload,
            version: r.record.roiModelVersion ?? null,
          },
        ]
      : [],
  );
  const models = new Map<number, RoiModel>();
  for (const version of new Set(requests.flatMap((request) => (request.version === null ? [] : [request.version])))) {
    const row = await getRoiModelVersion(database, version);
    if (row) models.set(version, row.model);
  }
  const roi = requests.map((request) => personRoi(request, models)).filter((r): r is PersonRoi => r !== null);
  return personView(id, items, roi);
}

/** The person key of submission `id` (export and erasure act on it), or null. */
export const personKeyOf = personKeyOfSubmission;
