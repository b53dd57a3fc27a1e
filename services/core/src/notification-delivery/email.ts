import nodemailer, { type Transporter } from 'nodemailer';
import { logger } from '@fj/server-kit';

/** Email is sent only when the operator configured an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export const emailConfigured = (): boolean => Boolean(process.env.SMTP_URL);

let transport: Transporter | undefined;
let transportUrl: string | undefined;

/** Sends one notification email; failures are logged and reported as false (the inbox still has it). */
export async function sendEmail(to: string, subject: string, text: string): Promise<boolean> {
  const url = process.env.SMTP_URL;
  if (!url) return false;
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(url);
    transportUrl = url;
  }
  try {
    await transport.sendMail({
      from: process.env.MAIL_FROM || 'Founder Journal <no-reply@localhost>',
      to,
      subject,
      text,
    });
    return true;
  } catch (err) {
    logger.warn({ service: 'core', err: (err as Error).message }, 'notification email not sent');
    return false;
  }
}
