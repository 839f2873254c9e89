/**
 * The password rules of spec section 5, shared by the live checklist in the browser and the
 * server, which enforces them again (a client can always be bypassed).
 */
export const PASSWORD_MIN_LENGTH = 8;

type PasswordRule = { id: string; label: string; message: string; test(password: string): boolean };

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "uppercase",
    label: "One uppercase letter",
    message: "Password must contain at least one uppercase letter",
    test: (password) => /\p{Lu}/u.test(password),
  },
  {
    id: "lowercase",
    label: "One lowercase letter",
    message: "Password must contain at least one lowercase letter",
    test: (password) => /\p{Ll}/u.test(password),
  },
  {
    id: "number",
    label: "One number",
    message: "Password must contain at least one number",
    test: (password) => /\p{Nd}/u.test(password),
  },
  {
    id: "special",
    label: "One special character",
    message: "Password must contain at least one special character",
    // Anything that is neither a letter, a digit nor whitespace: punctuation, symbols, emoji.
    test: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
  },
];

/** The messages of the rules a password breaks, in the spec's order; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** Longer passwords only cost hashing time; this bounds the work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256;
