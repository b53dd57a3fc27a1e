import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { logger } from './logger';

/** A transport made on the first message: nodemailer is not loaded by a process that sends no mail (a faster start). */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(create));
}

export const DEFAULT_MAIL_FROM = 'Founder Journal <no-reply@localhost>';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp`: delivered through `SMTP_URL`; `files`: written to a folder (a developer's machine); `off`: not sent. */
  readonly mode: 'smtp' | 'files' | 'off';
  /** Where `files` mode writes (one `.eml` file per message). */
  readonly directory?: string;
  /** Sends one message; true when it was handed over (or written). Failures are logged, never thrown. */
  send(mail: OutgoingMail): Promise<boolean>;
}

/**
 * The one way our processes send email (nodemailer). With `smtpUrl` (`SMTP_URL`, e.g. smtps://user:pass@host:465)
 * it goes to that server; without one but with `directory`, each message is written there as an `.eml` file a mail
 * program opens (how `npm start` lets a developer finish a password reset without a mail server, README); with
 * neither, nothing is sent.
 */
export function createMailer({
  smtpUrl,
  directory,
  from = DEFAULT_MAIL_FROM,
}: {
  smtpUrl?: string;
  directory?: string;
  from?: string;
}): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      mode: 'smtp',
      async send(mail) {
        try {
          await (await transport()).sendMail({ from, ...mail });
          return true;
        } catch (err) {
          logger.warn({ err: (err as Error).message, subject: mail.subject }, 'email not sent');
          return false;
        }
      },
    };
  }
  if (directory) {
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return {
      mode: 'files',
      directory,
      async send(mail) {
        try {
          const { message } = (await (await transport()).sendMail({ from, ...mail })) as { message: Buffer };
          fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
          // Sortable by time; the recipient in the name helps a developer find theirs.
          const stamp = new Date().toISOString().replace(/[:.]/g, '-');
          const who = mail.to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80);
          const file = path.join(directory, `${stamp}-${who}-${crypto.randomBytes(3).toString('hex')}.eml`);
          fs.writeFileSync(file, message, { mode: 0o600 });
          return true;
        } catch (err) {
          logger.warn({ err: (err as Error).message, subject: mail.subject }, 'email not written');
          return false;
        }
      },
    };
  }
  return { mode: 'off', send: () => Promise.resolve(false) };
}
