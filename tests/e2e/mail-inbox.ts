/**
 * What the e2e run's SMTP server (tests/e2e/mail-catcher.ts) received: the newest e-mail to an
 * address, awaited by polling its directory, with its text, HTML and links as a mail program shows
 * them. The app servers send through it (playwright.config.ts: SMTP_URL), so a test reads the e-mail
 * the person would get, not the outbox row.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { mailCatcherDirectory } from '../../playwright.config.ts';

export interface CaughtMail {
  /** The X-Outbox-Id header: the outbox row this message delivers. */
  outboxId: string;
  /** The envelope's recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every absolute link in the text and the HTML's hrefs, in order, without repeats. */
  links: string[];
  /** When the catcher accepted it (ms since the epoch), and its place in the run's order. */
  receivedAt: number;
  sequence: number;
}

export interface MailQuery {
  /** Only the message that delivers this outbox row. */
  outboxId?: string;
  /** Only a message whose subject is this or matches it. */
  subject?: string | RegExp;
  /** Only a message received at or after this time (ms): one sent by the step that follows it. */
  since?: number;
  /** How long to wait for it; the default suits a mail worker polling every 250 ms on a busy machine. */
  timeout?: number;
}

/** Everything received so far, oldest first. */
export function caughtMail(): CaughtMail[] {
  const directory = mailCatcherDirectory();
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(`${directory}/${name}`, 'utf8')) as CaughtMail);
}

function matches(mail: CaughtMail, to: string, query: MailQuery): boolean {
  if (!mail.to.includes(to.toLowerCase())) return false;
  if (query.outboxId !== undefined && mail.outboxId !== query.outboxId) return false;
  if (query.since !== undefined && mail.receivedAt < query.since) return false;
  if (query.subject === undefined) return true;
  return typeof query.subject === 'string' ? mail.subject === query.subject : query.subject.test(mail.subject);
}

/** The newest e-mail to `to` (matching `query`), once it has arrived; fails the test if none does in time. */
export async function newestMailTo(to: string, query: MailQuery = {}): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = caughtMail()
          .filter((mail) => matches(mail, to, query))
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}`, timeout: query.timeout ?? 20_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The first link in the newest e-mail to `to` that matches `pattern`, as a path on the site, and the e-mail. */
export async function linkFromMail(
  to: string,
  pattern: RegExp,
  query: MailQuery = {},
): Promise<{ mail: CaughtMail; subject: string; path: string }> {
  const mail = await newestMailTo(to, query);
  const link = mail.links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`no link matching ${pattern} in the e-mail to ${to} ("${mail.subject}")`);
  const url = new URL(link);
  return { mail, subject: mail.subject, path: `${url.pathname}${url.search}` };
}
