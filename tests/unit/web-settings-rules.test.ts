import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "#shared/schemas/settings";
import {
  confirmsEmail,
  isToggleDisabled,
  passwordChangeProblem,
  settleOverrides,
} from "#web/pages/settings/settings-rules.ts";

const form = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe("the notification toggles", () => {
  it("disable document generated, package updates and weekly digest while email notifications is off", () => {
    const off = { emailNotifications: false };
    for (const key of ["documentGenerated", "packageUpdates", "weeklyDigest"] as const) {
      expect(isToggleDisabled(key, off)).toBe(true);
      expect(isToggleDisabled(key, DEFAULT_SETTINGS)).toBe(false);
    }
  });

  it("never disable email notifications itself or marketing emails", () => {
    for (const emailNotifications of [true, false]) {
      expect(isToggleDisabled("emailNotifications", { emailNotifications })).toBe(false);
      expect(isToggleDisabled("marketingEmails", { emailNotifications })).toBe(false);
    }
  });
});

describe("the password change", () => {
  it("needs the current and the new password", () => {
    expect(passwordChangeProblem(form("", ""))).toBe("missing");
    expect(passwordChangeProblem(form("", "Str0ng-pass!"))).toBe("missing");
    expect(passwordChangeProblem(form("old", ""))).toBe("missing");
  });

  it("needs a new password that meets every rule", () => {
    for (const weak of ["Sh0rt!", "no-upper-1!", "NO-LOWER-1!", "No-digits!", "NoSpecial1"]) {
      expect(passwordChangeProblem(form("old", weak)), weak).toBe("invalid");
    }
  });

  it("needs the confirmation to match, then allows the change", () => {
    expect(passwordChangeProblem(form("old", "Str0ng-pass!", "Str0ng-pass"))).toBe("mismatch");
    expect(passwordChangeProblem(form("old", "Str0ng-pass!", ""))).toBe("mismatch");
    expect(passwordChangeProblem(form("old", "Str0ng-pass!"))).toBeUndefined();
  });
});

describe("the account deletion's confirmation", () => {
  it("matches the account's email whatever the case and surrounding spaces", () => {
    expect(confirmsEmail("Ada@Example.com ", "ada@example.com")).toBe(true);
    expect(confirmsEmail("ada@example.org", "ada@example.com")).toBe(false);
    expect(confirmsEmail("  ", "")).toBe(false);
  });
});

describe("settleOverrides", () => {
  it("drops the answered choices, keeping one changed again since", () => {
    const shown = { theme: "dark", language: "es", analytics: false } as const;
    expect(settleOverrides(shown, { theme: "dark", analytics: true })).toEqual({ language: "es", analytics: false });
    expect(settleOverrides({}, { theme: "dark" })).toEqual({});
  });
});
