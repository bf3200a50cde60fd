/**
 * The e2e run's SMTP server (playwright.config.ts starts it before the app servers, whose SMTP_URL
 * names it): a real SMTP server on 127.0.0.1, without STARTTLS or AUTH, that parses each message it
 * accepts and writes it as JSON into its directory, one file per message, for tests to read
 * (tests/e2e/mail-inbox.ts). The directory is emptied when it starts, so a run reads only its own mail.
 *
 *   node tests/e2e/mail-catcher.ts <port> <directory>
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtMail } from './mail-inbox.ts';

const [portArgument, directoryArgument] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || !directoryArgument) {
  console.error('usage: node tests/e2e/mail-catcher.ts <port> <directory>');
  process.exit(2);
}
const directory = path.resolve(directoryArgument);
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });

/** Every absolute link a reader could follow: in the text as written, and the HTML's hrefs. */
function linksOf(text: string, html: string): string[] {
  const inText = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const inHtml = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
  return [...new Set([...inText, ...inHtml])];
}

let sequence = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  banner: 'e2e mail catcher',
  // A real size limit, so a runaway message fails the sender instead of filling the disk.
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const text = parsed.text ?? '';
        const html = typeof parsed.html === 'string' ? parsed.html : '';
        const mail: CaughtMail = {
          outboxId: String(parsed.headers.get('x-outbox-id') ?? ''),
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text,
          html,
          links: linksOf(text, html),
          receivedAt: Date.now(),
          sequence: ++sequence,
        };
        // Written whole, then renamed: a reader never sees half a message.
        const name = `${String(mail.receivedAt).padStart(15, '0')}-${String(mail.sequence).padStart(6, '0')}.json`;
        const partial = path.join(directory, `.${name}.partial`);
        writeFileSync(partial, JSON.stringify(mail));
        renameSync(partial, path.join(directory, name));
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});
server.on('error', (error) => console.error('mail catcher:', error));
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
