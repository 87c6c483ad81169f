import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { simpleParser } from 'mailparser';
import type { Deps } from '../../../deps.ts';
import { escapeHtml, plainPage } from './plain-page.ts';

const headerLine = (lines: readonly { key: string; line: string }[], key: string) =>
  lines.find((line) => line.key === key)?.line.replace(/^[^:]*:\s*/, '') ?? '';

/** A developer's page, not part of the API: kept out of the API docs. */
const devPage = { schema: { hide: true } };

const MAIL_FILE = /^[\w.-]+\.eml$/;
const LISTED = 200;

/**
 * /dev/mail, outside production: the mails the server wrote to DATA_DIR/mail (no SMTP_URL), newest
 * first, each readable as its text and as the HTML a recipient sees. For a newcomer to check what
 * was sent without a mail server.
 */
export const devMailboxPages: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  if (deps.config.env === 'production') return;
  const directory = deps.config.mail.directory;
  const readMail = async (name: string) => {
    if (!MAIL_FILE.test(name)) return undefined;
    const raw = await readFile(path.join(directory, path.basename(name))).catch(() => undefined);
    return raw && simpleParser(raw);
  };
  const missing = plainPage('No such mail', '<p><a href="/dev/mail">Back to the mailbox</a></p>');

  app.get('/dev/mail', devPage, async (_request, reply) => {
    const names = (await readdir(directory).catch(() => [] as string[]))
      .filter((name) => MAIL_FILE.test(name))
      .sort()
      .reverse()
      .slice(0, LISTED);
    const rows = await Promise.all(
      names.map(async (name) => {
        const mail = await readMail(name);
        return `<tr><td>${escapeHtml(mail?.date?.toLocaleString('en-AU') ?? '')}</td><td>${escapeHtml(
          mail?.to
            ? [mail.to]
                .flat()
                .map((to) => to.text)
                .join(', ')
            : '',
        )}</td><td><a href="/dev/mail/${encodeURIComponent(name)}">${escapeHtml(mail?.subject ?? name)}</a></td></tr>`;
      }),
    );
    const body =
      rows.length === 0
        ? `<p>No mail yet. Mail the app sends is written to ${escapeHtml(directory)} and listed here.</p>`
        : `<p>Mail written to ${escapeHtml(directory)}, newest first.</p>
<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(plainPage('Mailbox', body));
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name', devPage, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const mail = await readMail(request.params.name);
    if (!mail) return reply.code(404).send(missing);
    const headers: [string, string][] = [
      ['From', mail.from?.text ?? ''],
      [
        'To',
        mail.to
          ? [mail.to]
              .flat()
              .map((to) => to.text)
              .join(', ')
          : '',
      ],
      ['Date', mail.date?.toLocaleString('en-AU') ?? ''],
      ['List-Unsubscribe', headerLine(mail.headerLines, 'list-unsubscribe')],
      [
        'Attachments',
        mail.attachments.map((file) => file.filename ?? 'unnamed').join(', ') || 'none',
      ],
    ];
    const name = encodeURIComponent(request.params.name);
    return plainPage(
      mail.subject ?? 'No subject',
      `<p><a href="/dev/mail">Back to the mailbox</a> · <a href="/dev/mail/${name}/html">Open as the recipient sees it</a></p>
<dl>${headers.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>Text</h2><pre>${escapeHtml(mail.text ?? '')}</pre>`,
    );
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name/html', devPage, async (request, reply) => {
    const mail = await readMail(request.params.name);
    if (!mail || typeof mail.html !== 'string') {
      return reply.code(404).type('text/html; charset=utf-8').send(missing);
    }
    // The mail's own HTML, with nothing it could run or fetch.
    return reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      )
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
};
