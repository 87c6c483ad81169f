import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../../config.ts';

/** One mail, ready to go: the same for every transport. */
export type OutgoingMail = {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** stable for one delivery, so a retry is recognisably the same mail */
  messageId: string;
  headers: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
};

export type Mailer = {
  /** resolves once the SMTP server accepted the mail (or its file is written); throws otherwise */
  send(mail: OutgoingMail): Promise<void>;
  /** where mail goes, for the start-up line */
  readonly describe: string;
};

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set. Without it (the embedded default) each mail becomes an `.eml` file
 * under DATA_DIR/mail, which /dev/mail lists outside production.
 */
export function createMailer(config: AppConfig['mail']): Mailer {
  if (config.smtpUrl) {
    const smtp = new URL(config.smtpUrl);
    const transport = nodemailer.createTransport(
      {
        host: smtp.hostname,
        port: Number(smtp.port) || (smtp.protocol === 'smtps:' ? 465 : 587),
        secure: smtp.protocol === 'smtps:',
        auth: smtp.username
          ? { user: decodeURIComponent(smtp.username), pass: decodeURIComponent(smtp.password) }
          : undefined,
        ...SMTP_TIMEOUTS,
      },
      { from: config.from },
    );
    return {
      describe: `sent through ${smtp.protocol}//${smtp.host}`,
      async send(mail) {
        await transport.sendMail(toNodemailer(mail));
      },
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: `written to ${config.directory}`,
    async send(mail) {
      const { message } = (await writer.sendMail({ from: config.from, ...toNodemailer(mail) })) as {
        message: Buffer;
      };
      await mkdir(config.directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(mail.messageId)}.eml`;
      const file = path.join(config.directory, name);
      // Written whole, then renamed: /dev/mail never lists half a mail.
      await writeFile(`${file}.partial`, message);
      await rename(`${file}.partial`, file);
    },
  };
}

const fileSafe = (value: string) => value.replace(/[^a-zA-Z0-9-]/g, '').slice(0, 64);

function toNodemailer(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    attachments: mail.attachments,
  };
}
