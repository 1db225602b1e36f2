// Outgoing e-mail with nodemailer: over SMTP_URL when set, otherwise each message is written as an
// RFC 822 file to DATA_DIR/outbox/<ISO-time>-<random>.eml, so a server without SMTP still works
// and tests can read what was sent. The log names only the message's kind and an id (the outbox
// file name, or the SMTP message id): never its recipient, subject, link or token (issue 24 item 4).
//
//   await app.mailer.sendMail({ to, subject, text, html })      // waits; throws on failure
//   app.mailer.sendInBackground({ to, subject, text, html })    // returns at once: a 'mail' job
//
// In the app every background e-mail is a job of the durable queue (plugins/jobs.ts): stored in
// the database, sent by whichever process fetches it, tried again with a growing wait when the
// SMTP server refuses it, and kept as failed for the back office after the last try.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { oneLine } from '@app/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { type Jobs, QUEUES } from './jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is, for the log line ('password-reset', 'admin-invite' …); never personal. */
  kind?: string;
  /** Where answers go (Reply-To), e.g. the person who asked for a proposal. */
  replyTo?: string;
  /** More headers, e.g. List-Unsubscribe; values on one line. */
  headers?: Record<string, string>;
}

/** Where one message went: the outbox file (no SMTP_URL) or the SMTP server's message id. */
export interface MailDelivery {
  kind: string;
  id: string;
  /** The .eml file written in outbox mode; absent when the message went over SMTP. */
  file?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server or the outbox refuses it. */
  sendMail(message: MailMessage): Promise<MailDelivery>;
  /**
   * Sends without waiting (the caller's timing reveals nothing): with a job queue, stores the
   * message as a 'mail' job (retried until sent); without one, sends it now and logs a failure.
   * Given a function, runs it in the background too and sends the message it answers (none for null).
   */
  sendInBackground(message: MailMessage | (() => Promise<MailMessage | null>)): void;
  /** Waits for the messages still being prepared, stored or sent (on shutdown). */
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
  jobs?: Pick<Jobs, 'send'>,
): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const pending = new Set<Promise<void>>();

  async function sendMail(message: MailMessage): Promise<MailDelivery> {
    const kind = message.kind ?? 'message';
    const envelope = {
      from: config.mailFrom,
      to: oneLine(message.to),
      // Never a line break or a bidirectional control in a header, whatever the text came from.
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
      ...(message.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(message.headers).map(([key, value]) => [key, oneLine(value)]),
            ),
          }
        : {}),
    };
    if (smtp) {
      const sent = await smtp.sendMail(envelope);
      const id = String(sent.messageId ?? '');
      log.info({ kind, messageId: id }, 'e-mail sent over SMTP');
      return { kind, id };
    }
    const info = await files.sendMail(envelope);
    const dir = outboxDir(config);
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/:/g, '-');
    const id = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
    const file = join(dir, id);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    log.info({ kind, outboxFile: id }, 'e-mail written to the outbox (no SMTP_URL)');
    return { kind, id, file };
  }

  return {
    sendMail,
    sendInBackground(message) {
      const work = async () => {
        const ready = typeof message === 'function' ? await message() : message;
        if (!ready) return;
        if (jobs) await jobs.send(QUEUES.mail, ready);
        else await sendMail(ready);
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

/**
 * Decorates app.mailer, whose background messages are 'mail' jobs that this process also sends
 * (after registerJobs); closing the app waits for the messages being stored.
 */
export function registerMail(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log, app.jobs);
  app.decorate('mailer', mailer);
  app.jobs.work<MailMessage>(QUEUES.mail, async (message) => {
    await mailer.sendMail(message);
  });
  app.addHook('onClose', () => mailer.drain());
}
