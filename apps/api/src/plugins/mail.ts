// Outgoing e-mail with nodemailer: over SMTP_URL when set, otherwise each message is written as an
// RFC 822 file to DATA_DIR/outbox/<ISO-time>-<random>.eml (and its link logged), so a server
// without SMTP still works and tests can read what was sent.
//
//   await app.mailer.sendMail({ to, subject, text, html })      // waits; throws on failure
//   app.mailer.sendInBackground({ to, subject, text, html })    // returns at once; logs failures
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's main link, logged at info level when the message goes to the outbox. */
  link?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server or the outbox refuses it. */
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Sends without waiting (the caller's timing reveals nothing); failures are logged. Given a
   * function, runs it in the background too and sends the message it answers (none for null).
   */
  sendInBackground(message: MailMessage | (() => Promise<MailMessage | null>)): void;
  /** Waits for the messages still being sent (on shutdown). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'outbox');
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const pending = new Set<Promise<void>>();

  async function sendMail(message: MailMessage): Promise<void> {
    const envelope = {
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
    if (smtp) {
      await smtp.sendMail(envelope);
      log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      return;
    }
    const info = await files.sendMail(envelope);
    const dir = outboxDir(config);
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/:/g, '-');
    const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    log.info(
      { to: message.to, subject: message.subject, file, link: message.link },
      'e-mail written to the outbox (no SMTP_URL)',
    );
  }

  return {
    sendMail,
    sendInBackground(message) {
      const work = async () => {
        const ready = typeof message === 'function' ? await message() : message;
        if (ready) await sendMail(ready);
      };
      // Started on the next turn: the caller answers before any of the work runs.
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, 'e-mail could not be prepared or sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}

/** Decorates app.mailer; closing the app waits for the messages in flight. */
export function registerMail(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.drain());
}
