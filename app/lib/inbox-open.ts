/**
 * Which submission of the inbox's list is open (`?open=lead:<id>`, issue 31). The list draws each
 * submission as the summary a salesperson scans and only the open one in full (its pipeline form,
 * message, answers, visit and timeline), so a page of 50 stays light at 100,000 leads; opening is a
 * plain link, so it works without JavaScript. Pure, so it is unit-tested without a server.
 */
import { type InboxQuery, inboxHref } from './inbox-query.ts';
import type { SubmissionRef } from './lead-pipeline.ts';

const KEY = /^(contact|lead):([A-Za-z0-9-]{1,64})$/;

/** 'lead:<id>' or 'contact:<id>' (the open parameter, a bulk selection's item), else null. */
export function parseSubmissionKey(value: string | null | undefined): SubmissionRef | null {
  const match = KEY.exec(value ?? '');
  return match ? { source: match[1] as SubmissionRef['source'], id: match[2] as string } : null;
}

export const submissionKey = (ref: SubmissionRef): string => `${ref.source}:${ref.id}`;

/** The id of a submission's card in the list: where opening, closing and saving land. */
export const cardAnchor = (ref: SubmissionRef): string => `lead-${ref.source}-${ref.id}`;

/**
 * The list as it is shown (folder, filters and cursor kept) with `open` open, or none, and landing
 * at `at`'s card (a fragment, so the browser scrolls there with or without JavaScript).
 */
export function inboxOpenHref(query: InboxQuery, open: SubmissionRef | null, at: SubmissionRef | null = open): string {
  const list = inboxHref(query, { after: query.after, before: query.before });
  const withOpen = open ? `${list}${list.includes('?') ? '&' : '?'}open=${submissionKey(open)}` : list;
  return at ? `${withOpen}#${cardAnchor(at)}` : withOpen;
}
