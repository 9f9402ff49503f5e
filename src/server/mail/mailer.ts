import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/tables/platform.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox and, with SMTP configured, sends it. Returns the outbox row's guid. */
  send(message: MailMessage): Promise<string>;
}

/**
 * Every message is written to the outbox first, so nothing is lost when SMTP is down or absent;
 * without SMTP_URL the outbox is where super admins read them.
 */
export function createMailer(config: ServerConfig, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ guid: mailOutbox.guid });
      const guid = row!.guid;
      if (!transport) return guid;
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.guid, guid));
      } catch (error) {
        log.error({ err: error, outbox: guid }, 'sending mail failed');
        await db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.guid, guid));
      }
      return guid;
    },
  };
}
