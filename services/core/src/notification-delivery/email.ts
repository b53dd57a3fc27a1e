import { createMailer, type Mailer } from '@fj/server-kit';

/** Email is sent only when the operator configured an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export const emailConfigured = (): boolean => Boolean(process.env.SMTP_URL);

let mailer: Mailer | undefined;
let mailerUrl: string | undefined;

/** Sends one notification email; failures are logged and reported as false (the inbox still has it). */
export async function sendEmail(to: string, subject: string, text: string): Promise<boolean> {
  const url = process.env.SMTP_URL;
  if (!url) return false;
  if (!mailer || mailerUrl !== url) {
    mailer = createMailer({ smtpUrl: url, from: process.env.MAIL_FROM || undefined });
    mailerUrl = url;
  }
  return mailer.send({ to, subject, text });
}
