import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** the link the mail carries, printed to the log in the embedded outbox mode */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as one .eml file to
 * DATA_DIR/outbox/ and its link printed to the log, so a local install needs no mail server.
 * A .eml's body is quoted-printable (Turkish letters, long lines): a link copied out of the raw
 * file breaks at its soft line ends and `=3D`s. So each mail also gets a .txt beside it, the
 * same text as a reader sees it, whose links copy whole.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      // a mail carries a live link (password reset, activation): for this user's eyes only
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = path.join(options.outboxDir, `${name}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const readable = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await writeFile(path.join(options.outboxDir, `${name}.txt`), readable, { mode: 0o600 });
      options.log.info(
        { outbox: file, to: message.to },
        `Mail "${message.subject}" written to the outbox${message.link ? `; link: ${message.link}` : ''}`,
      );
    },
  };
}
