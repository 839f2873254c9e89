import type { z } from "zod";
import { PASSWORD_RULES } from "#shared/auth/password-rules";
import { AppError } from "#shared/errors/app-error";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { passwordRuleKey } from "#shared/errors/catalogue";

/** Plain values checked after decryption; the messages are the spec's, joined with '. '. */
export function parsePlain<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw AppError.fromIssues(result.error.issues);
}

/** A password that breaks the spec's rules is a 422 whose message lists every broken rule. */
export function assertPasswordRules(password: string): void {
  const broken = PASSWORD_RULES.filter((rule) => !rule.test(password));
  if (broken.length > 0) {
    throw AppError.joined(
      broken.map((rule) => passwordRuleKey(rule.id)),
      { reason: AUTH_MESSAGES.weakPassword, problems: broken.map((rule) => rule.message) },
    );
  }
}

/** Emails are compared case-insensitively: this is the form every lookup and limit uses. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
