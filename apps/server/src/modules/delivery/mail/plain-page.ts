/**
 * The few pages the server writes itself (a mail's unsubscribe link, the development mailbox):
 * plain HTML that reads on a phone, with its own title and a main landmark.
 */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** `body` is HTML the caller has escaped. */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Better Play</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5;color:#111827;background:#f9fafb}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:24px;margin:0 0 16px}
a{color:#065f46}
button{min-height:44px;padding:10px 20px;font-size:16px;border:0;border-radius:8px;background:#047857;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d1d5db;vertical-align:top;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}
dd{margin:0;overflow-wrap:anywhere}
</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`;
}
