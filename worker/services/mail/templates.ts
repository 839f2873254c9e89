import { escapeHtml } from "#shared/escape-html";
import type { Mail } from "#worker/ports";

/** The password-reset email: the link, its life, and what to do if it was not you. */
export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const text = [
    greeting,
    "",
    "We received a request to reset the password of your Specwright account.",
    "Open this link to choose a new password (it works once, within 1 hour):",
    "",
    link,
    "",
    "If you did not ask for this, you can ignore this email: your password stays as it is.",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your Specwright account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within 1 hour).</p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>`;
  return { to, subject: "Reset your Specwright password", text, html, kind: "password_reset" };
}

/** A short notification: greeting, paragraphs (a line that is a URL becomes a link), sign-off. */
export function simpleMail(
  to: { email: string; firstName: string },
  kind: string,
  subject: string,
  lines: string[],
): Mail {
  const greeting = to.firstName ? `Hello ${to.firstName},` : "Hello,";
  const footer = "You receive this because of your notification settings in Specwright.";
  const text = [greeting, "", ...lines, "", footer].join("\n");
  const html = [greeting, ...lines, footer]
    .map((line) =>
      /^https?:\/\/\S+$/.test(line)
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return { to: to.email, subject, text, html, kind };
}
