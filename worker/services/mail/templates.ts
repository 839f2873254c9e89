import { escapeHtml } from "#shared/escape-html";
import { translator } from "#shared/i18n/catalogue";
import type { TLanguage } from "#shared/settings/options";
import type { Mail } from "#worker/ports";
import { mailMessages } from "./mail.messages";

/** Who an email goes to, and in which language it is written (their settings' language). */
export type Recipient = { email: string; firstName: string; language: TLanguage };

function greetingOf(to: Recipient): string {
  const t = translator(mailMessages, to.language);
  return to.firstName ? t("greeting", { name: to.firstName }) : t("greetingNoName");
}

/** The password-reset email: the link, its life, and what to do if it was not you. */
export function passwordResetMail(to: Recipient, link: string): Mail {
  const t = translator(mailMessages, to.language);
  const greeting = greetingOf(to);
  const text = [greeting, "", t("resetRequested"), t("resetOpen"), "", link, "", t("resetIgnore")].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t("resetRequested"))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t("resetLink"))}</a> ${escapeHtml(t("resetLinkNote"))}</p>
<p>${escapeHtml(t("resetIgnore"))}</p>`;
  return { to: to.email, subject: t("resetSubject"), text, html, kind: "password_reset" };
}

/**
 * To an account's owner when strangers' failed sign-ins put it under guard (decision 015): what
 * happened, that their own devices still work, and a reset link in case it was not them.
 */
export function signInGuardMail(to: Recipient, failures: number, link: string): Mail {
  const t = translator(mailMessages, to.language);
  return simpleMail(to, "sign_in_guard", t("guardSubject"), [
    t("guardSeen", { count: failures }),
    t("guardSafe"),
    t("guardReset"),
    link,
  ]);
}

/** A short notification: greeting, paragraphs (a line that is a URL becomes a link), sign-off. */
export function simpleMail(to: Recipient, kind: string, subject: string, lines: string[]): Mail {
  const greeting = greetingOf(to);
  const footer = translator(mailMessages, to.language)("footer");
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
