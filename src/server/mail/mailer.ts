import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../ops/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries, logged when there is no SMTP server so an operator can pass it on. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes DATA_DIR/outbox/<time>-<n>.eml,
 * readable by the server's account only: a mailed reset link is a password.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let n = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
      await makePrivateDir(outbox);
      const file = path.join(outbox, `${Date.now()}-${process.pid}-${++n}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      opts.log.info({ to: m.to, subject: m.subject, link: m.link, file }, 'mail written to outbox');
    },
  };
}
