import type { OutboxEntry } from "#services/mail/list-outbox";
import { escapeHtml } from "#shared/escape-html";

/** Plain text with its http(s) addresses as links; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;line-height:1.5}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}pre{white-space:pre-wrap;word-break:break-word;font:inherit}
.meta{color:#555;font-size:.875rem}a{color:#1d4ed8}`;

/** /dev/mailbox: the outbox as a page, newest first, like letter_opener. */
export function mailboxPage(entries: OutboxEntry[]): string {
  const items =
    entries.length === 0
      ? "<p>No emails yet. Emails the app sends (such as password resets) appear here.</p>"
      : entries
          .map(
            (mail) => `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p class="meta">To <span data-testid="mail-to">${escapeHtml(mail.to)}</span> · ${mail.createdAt.toISOString()} · ${escapeHtml(mail.kind)}</p>
<pre>${linkify(mail.text)}</pre>
</article>`,
          )
          .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (development)</title><style>${STYLE}</style></head>
<body><main><h1>Mailbox</h1><p class="meta">Emails kept by the outbox mailer. This page exists only in development.</p>
${items}</main></body></html>`;
}
