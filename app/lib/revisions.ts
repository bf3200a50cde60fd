/**
 * Comparing two versions of a record for the History tab and the conflict notice: field by field,
 * long text as a word diff (jsdiff), rich text compared as the words a reader sees rather than its
 * HTML. Labels and formatting come from the caller, so this stays free of copy.
 */
import { diffWords } from 'diff';

/** What a change was (stored with each revision). */
export type RevisionKindName =
  | 'created'
  | 'edited'
  | 'published'
  | 'unpublished'
  | 'archived'
  | 'intake'
  | 'restored'
  | 'scheduled'
  | 'deleted'
  | 'undeleted';

/** One run of a word diff: kept, only in the older version (removed) or only in the newer (added). */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** One field that differs: its label, both values as text, and for longer text the words that changed. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** Set for text long enough that a word diff reads better than two whole values. */
  parts?: DiffPart[];
}

const WORD_DIFF_FROM = 60;
/** Below this share of the shorter text kept, two versions are shown whole instead of a word diff. */
const MIN_SHARED_SHARE = 0.4;

/** One field's change, or null when both sides read the same. */
export function compareText(field: string, before: string, after: string): FieldChange | null {
  if (before === after) return null;
  if (Math.max(before.length, after.length) < WORD_DIFF_FROM) return { field, before, after };
  const parts = diffWords(before, after).map(
    (part): DiffPart => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }),
  );
  // Text rewritten from scratch reads better as the two versions than as a mesh of struck words.
  const kept = parts.reduce((sum, part) => sum + (part.change === 'same' ? part.text.trim().length : 0), 0);
  if (kept < MIN_SHARED_SHARE * Math.min(before.length, after.length)) return { field, before, after };
  return { field, before, after, parts };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The text a reader sees in sanitised rich text: one line per paragraph, heading or list item,
 * tags dropped, the entities the sanitiser writes decoded.
 */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A save refused because the record was saved after the form opened it (409): who saved it last and
 * when, the version it is at (the one 'Keep yours' saves over), the version the form opened, and what
 * changed in between.
 */
export interface SaveConflict {
  actor: string;
  at: string;
  version: number;
  basedOn: number;
  changes: FieldChange[];
}

/** One version in a record's history. */
export interface HistoryEntry {
  id: string;
  version: number;
  /** What the change was ('Edited', 'Published'...). */
  change: string;
  actor: string;
  at: string;
  /** The version the record is at now. */
  current: boolean;
}

/** A record's History tab: its versions, and the chosen one with what differs from the current one. */
export interface HistoryView {
  entries: HistoryEntry[];
  selected: { id: string; at: string; actor: string; current: boolean; changes: FieldChange[] } | null;
}

/**
 * The version a posted form's save is based on: the version 'Keep yours' names (it goes over that
 * one), else the version the form was opened on; undefined when neither is a version number.
 */
export function readVersion(form: FormData): number | undefined {
  for (const name of ['overwriteVersion', 'version']) {
    const value = form.get(name);
    if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  }
  return undefined;
}
