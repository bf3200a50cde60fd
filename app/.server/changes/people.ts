/**
 * A person's data as changes (issue 31; docs/decisions/leads-pipeline.md, "One person"): the export
 * of everything stored about them (a subject-access request), audited; and their erasure, in one
 * transaction with its audit entry, which names them only by a pseudonym.
 */

import type { Pseudonym } from '../../lib/pseudonymise.ts';
import type { ContactMessage } from '../db/repositories/contact-messages.ts';
import type { Lead } from '../db/repositories/leads.ts';
import {
  countsOf,
  type ErasureCounts,
  eraseRows,
  listPersonRecords,
  type PersonRows,
  readPersonRows,
} from '../db/repositories/person-data.ts';
import { type ErasedPerson, leadErased } from '../webhooks/events.ts';
import { type Actor, type ChangeTarget, commitChange, type RecordKind } from './pipeline.ts';
import { CONTACT_MESSAGE, LEAD } from './submissions.ts';

export { countsOf };

/** The audit log's entity type of a person (they have no row of their own). */
const PERSON = 'person';

/** Reads everything stored about the person and audits who exported it, in which format. */
export function exportPerson(
  target: ChangeTarget,
  by: Actor,
  person: { personKey: string; via: string },
  format: 'json' | 'csv',
): Promise<PersonRows> {
  return commitChange(target, async (change) => {
    const rows = await readPersonRows(change.database, person.personKey);
    await change.audit(by, {
      action: 'person.exported',
      entityType: PERSON,
      entityId: person.via,
      // The addresses say whose data left the studio; an erasure of the person replaces them.
      details: { format, addresses: rows.addresses, counts: countsOf(rows) },
    });
    return rows;
  });
}

/** An erasure as a change: its audit entry names the pseudonym, and `lead.erased` tells the receivers. */
const ERASURE: RecordKind<ErasedPerson & { at: string }> = {
  entityType: PERSON,
  idOf: (erased) => erased.pseudonym,
  events: ({ before, after }) => (before && after === null ? [leadErased(before, before.at)] : []),
};

/** A pseudonym that says nothing about the person: random, so it cannot be recomputed from the address. */
function newPseudonym(): Pseudonym {
  const tag = crypto.randomUUID().slice(0, 8);
  return { label: `Erased person ${tag}`, address: `erased-${tag}@erased.invalid` };
}

/**
 * Erases the person: their submissions and timelines go, the e-mails and webhook copies about them
 * are blanked, the audit entries naming them get a pseudonym, and one audit entry says what was done
 * (counts and the pseudonym, nothing personal), and the `lead.erased` webhook event names the
 * submissions erased, so a CRM fed by lead events can delete its copies. Null when nothing is stored about them.
 */
export function erasePerson(
  target: ChangeTarget,
  by: Actor,
  personKey: string,
): Promise<{ pseudonym: string; counts: ErasureCounts } | null> {
  return commitChange(target, async (change) => {
    const records = await listPersonRecords(change.database, personKey);
    const rows = await readPersonRows(change.database, personKey);
    if (rows.submissions.length === 0) return null;
    const pseudonym = newPseudonym();
    const counts = await eraseRows(change.database, rows, pseudonym);
    // Each submission's deletion goes through its kind, so what shows submissions follows.
    for (const item of records) {
      await change.record((item.source === 'contact' ? CONTACT_MESSAGE : LEAD) as RecordKind<ContactMessage | Lead>, {
        before: item.record,
        after: null,
        by,
        action: null,
      });
    }
    const erased = {
      pseudonym: pseudonym.label,
      submissions: records.map((item) => ({ source: item.source, id: item.record.id })),
      at: new Date().toISOString(),
    };
    // After the rows are rewritten, so this event is not blanked with the copies that name them.
    await change.record(ERASURE, {
      before: erased,
      after: null,
      by,
      action: 'person.erased',
      details: { pseudonym: pseudonym.label, counts },
    });
    return { pseudonym: pseudonym.label, counts };
  });
}
