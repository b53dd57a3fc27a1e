import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The text of a raw email (quoted-printable or 7-bit body), with soft line breaks joined. */
export function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/) + 1);
  return /content-transfer-encoding: quoted-printable/i.test(raw)
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body;
}

/** The first link to our sign-in page in an email. */
export const linkIn = (raw: string) => mailText(raw).match(/https?:\/\/\S+\/api\/login\S*/)?.[0];

export const subjectOf = (raw: string) => raw.match(/^Subject: (.*)$/m)?.[1];

/**
 * A local SMTP server (smtp-server, the Nodemailer project's): real SMTP on loopback, keeping every message, so the
 * BFF's mail goes through nodemailer and the wire as it would to a provider.
 */
export async function startSmtpStub() {
  const messages: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client that goes away mid-conversation resets its socket: here the BFF, stopped at the end of a suite while
  // nodemailer still holds its connection. smtp-server emits that as an 'error' event, which with no listener would
  // throw in the test process and fail the whole suite; a mail server logs it and goes on, and so does this one.
  const errors: Error[] = [];
  server.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `.eml` files the file mailer wrote, oldest first. */
export function mailFiles(dir: string): Array<{ file: string; raw: string }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => ({ file: f, raw: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** Polls until `find` returns something (mail goes out after the answer), for at most 15 s (a busy machine). */
export async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Not there after 15 s: ${what}`);
}
