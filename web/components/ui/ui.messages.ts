import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from "#shared/auth/password-rules";
import { defineMessages } from "#web/lib/i18n/define-messages.ts";

function ruleLabel(id: string): string {
  const rule = PASSWORD_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no password rule ${id}`);
  return rule.label;
}

/** The shared controls' own words (the password checklist's English labels are the shared rules'). */
export const uiMessages = defineMessages({
  en: {
    passwordRequirements: "Password requirements",
    met: "(met)",
    notMet: "(not met)",
    ruleLength: ruleLabel("length"),
    ruleUppercase: ruleLabel("uppercase"),
    ruleLowercase: ruleLabel("lowercase"),
    ruleNumber: ruleLabel("number"),
    ruleSpecial: ruleLabel("special"),
  },
  es: {
    passwordRequirements: "Requisitos de la contraseña",
    met: "(cumplido)",
    notMet: "(no cumplido)",
    ruleLength: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    ruleUppercase: "Una letra mayúscula",
    ruleLowercase: "Una letra minúscula",
    ruleNumber: "Un número",
    ruleSpecial: "Un carácter especial",
  },
  fr: {
    passwordRequirements: "Exigences du mot de passe",
    met: "(respectée)",
    notMet: "(non respectée)",
    ruleLength: `Au moins ${PASSWORD_MIN_LENGTH} caractères`,
    ruleUppercase: "Une lettre majuscule",
    ruleLowercase: "Une lettre minuscule",
    ruleNumber: "Un chiffre",
    ruleSpecial: "Un caractère spécial",
  },
  de: {
    passwordRequirements: "Passwortanforderungen",
    met: "(erfüllt)",
    notMet: "(nicht erfüllt)",
    ruleLength: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`,
    ruleUppercase: "Ein Großbuchstabe",
    ruleLowercase: "Ein Kleinbuchstabe",
    ruleNumber: "Eine Ziffer",
    ruleSpecial: "Ein Sonderzeichen",
  },
});

/** The checklist's catalogue key for each shared password rule, by the rule's id. */
export const PASSWORD_RULE_KEYS: Readonly<Record<string, keyof typeof uiMessages.en>> = {
  length: "ruleLength",
  uppercase: "ruleUppercase",
  lowercase: "ruleLowercase",
  number: "ruleNumber",
  special: "ruleSpecial",
};
