/** Spec section 5: names allow letters (accented ones too) and spaces, at most 100 characters. */
export const NAME_MAX_LENGTH = 100;
export const NAME_MESSAGE = "Only letters and spaces are allowed";
export const NAME_TOO_LONG_MESSAGE = `Must be at most ${NAME_MAX_LENGTH} characters`;

// \p{L} covers á é í ó ú ñ ü and every other script's letters; \p{M} keeps combining accents.
const NAME_PATTERN = /^[\p{L}\p{M} ]*$/u;

/** The rule a name breaks, or undefined when it is acceptable (an empty name is for the caller to judge). */
export function nameRuleBroken(name: string): "letters" | "tooLong" | undefined {
  if (!NAME_PATTERN.test(name)) return "letters";
  if ([...name].length > NAME_MAX_LENGTH) return "tooLong";
  return undefined;
}

/** The problem with a name, or undefined when it is acceptable (an empty name is for the caller to judge). */
export function nameProblem(name: string): string | undefined {
  const broken = nameRuleBroken(name);
  return broken && (broken === "letters" ? NAME_MESSAGE : NAME_TOO_LONG_MESSAGE);
}
