import { escapeHtml } from './plain-page.ts';

/**
 * The one look of every mail: a heading, a few short paragraphs, one button into the app, and a
 * footer saying why it came and how to stop it. The HTML is a single column that reads on a
 * phone (inline styles, as mail clients drop style sheets); the text part says the same in words.
 */
export type MailBody = {
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** why this person got it, e.g. 'You get this because you asked to join Friday Rally.' */
  reason: string;
  /** none for the account's own mails (a reset link), which no one can stop */
  unsubscribeUrl?: string;
};

export function mailText(body: MailBody): string {
  return [
    body.heading,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${body.action.label}: ${body.action.url}`,
    '',
    '--',
    body.reason,
    ...(body.unsubscribeUrl ? [`Stop these emails: ${body.unsubscribeUrl}`] : []),
    '',
  ].join('\n');
}

export function mailHtml(body: MailBody): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:14px;font-weight:700;color:#047857">Better Play</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#047857;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(body.action.label)}</a></p>
</div>
<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(body.reason)}${body.unsubscribeUrl ? ` <a href="${escapeHtml(body.unsubscribeUrl)}" style="color:#4b5563">Stop these emails</a>` : ''}</p>
</div>
</body>
</html>
`;
}
