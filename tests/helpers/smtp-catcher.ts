/**
 * A minimal SMTP server on 127.0.0.1 that keeps what it is sent, for tests that deliver real e-mail
 * through nodemailer (SMTP_URL=catcher.url). It can hold its answer to the end of a message, the
 * moment SMTP accepts an e-mail, so a test can crash or stop the sender while a send is in flight.
 */
import { createServer, type Socket } from 'node:net';

export interface CaughtEmail {
  /** The X-Outbox-Id header: which outbox row this message delivers. */
  outboxId: string;
  subject: string;
  /**
   * The message as it arrived, headers and body, with quoted-printable soft line breaks and escapes
   * undone: enough to find a link in it as a mail program would show it.
   */
  content: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Messages whose data arrived completely, answered or not (in arrival order). */
  received: CaughtEmail[];
  /** Messages answered '250': accepted for delivery, as far as the sender can tell. */
  accepted: CaughtEmail[];
  /** How many times the message for `outboxId` was accepted. */
  acceptedCount(outboxId: string): number;
  /** From now on, messages are not answered until `release()`. */
  hold(): void;
  /** Answers every held message (whose sender is still connected) and stops holding. */
  release(): void;
  close(): Promise<void>;
}

const unquotePrintable = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(raw.split(/\r\n\r\n/, 1)[0] ?? '')?.[1]?.trim() ?? '';

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtEmail[] = [];
  const accepted: CaughtEmail[] = [];
  let holding = false;
  let held: (() => void)[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let inData = false;
    let data = '';

    const endOfMessage = (raw: string) => {
      const email = {
        outboxId: header(raw, 'X-Outbox-Id'),
        subject: header(raw, 'Subject'),
        content: unquotePrintable(raw),
      };
      received.push(email);
      const answer = () => {
        // A sender that died before the answer never learnt its e-mail was accepted.
        if (socket.destroyed) return;
        accepted.push(email);
        reply('250 2.0.0 queued');
      };
      if (holding) held.push(answer);
      else answer();
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          endOfMessage(data);
          data = '';
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 catcher');
        else if (verb === 'DATA') {
          inData = true;
          // The data starts after this line; a message that is only '.' ends at once.
          buffer = `\r\n${buffer}`;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
    reply('220 catcher ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    accepted,
    acceptedCount: (outboxId) => accepted.filter((e) => e.outboxId === outboxId).length,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const answers = held;
      held = [];
      for (const answer of answers) answer();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
