/**
 * Sends mail: through SMTP when SMTP_URL is set, otherwise into a local outbox in the database
 * (printed to the server log and listed at /dev/mailbox), so sign-up works on a laptop with no
 * mail server at all.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { saveToOutbox } from './outbox.ts';

export type Mail = { to: string; subject: string; text: string; html: string; links: string[] };

export type Mailer = { send(mail: Mail): Promise<void> };

export type MailerOptions = { db: Db; smtpUrl: string | null; from: string; log: FastifyBaseLogger };

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      await saveToOutbox(db, mail);
      // The link is the point of these mails; printing it lets a developer sign up from the log.
      log.info(`Mail to ${mail.to}: "${mail.subject}" ${mail.links.join(' ')} (no SMTP_URL: kept in the local outbox, /dev/mailbox)`);
    },
  };
}
