import { isValidPassword } from "#shared/auth/password-rules";
import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";

/** Spec section 2: these notifications are emails, so they wait for email notifications to be on. */
export const EMAIL_DEPENDENT = ["documentGenerated", "packageUpdates", "weeklyDigest"] as const;
export type NotificationKey = "emailNotifications" | "marketingEmails" | (typeof EMAIL_DEPENDENT)[number];

export function isToggleDisabled(key: NotificationKey, settings: Pick<TSettings, "emailNotifications">): boolean {
  return (EMAIL_DEPENDENT as readonly string[]).includes(key) && !settings.emailNotifications;
}

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
type PasswordProblem = "missing" | "invalid" | "mismatch";

/**
 * Why the password cannot be changed yet, in the order the user fixes things: both passwords
 * given, the new one meeting the rules, the confirmation matching it. Undefined: it can be sent.
 */
export function passwordChangeProblem(form: PasswordForm): PasswordProblem | undefined {
  if (form.currentPassword === "" || form.newPassword === "") return "missing";
  if (!isValidPassword(form.newPassword)) return "invalid";
  if (form.newPassword !== form.confirmPassword) return "mismatch";
  return undefined;
}

/** The typed confirmation names the account: case and surrounding spaces do not matter. */
export function confirmsEmail(typed: string, email: string): boolean {
  const normalized = typed.trim().toLowerCase();
  return normalized !== "" && normalized === email.trim().toLowerCase();
}

/**
 * The choices still shown ahead of the saved settings once `settled` has been answered: a choice
 * changed again since (to another value) stays, the others give way to the saved settings.
 */
export function settleOverrides(shown: TSettingsUpdate, settled: TSettingsUpdate): TSettingsUpdate {
  const rest: Record<string, unknown> = { ...shown };
  for (const [key, value] of Object.entries(settled)) if (rest[key] === value) delete rest[key];
  return rest as TSettingsUpdate;
}
