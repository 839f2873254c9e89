import { NAME_MAX_LENGTH, NAME_MESSAGE, nameProblem } from "#shared/auth/name-rules";
import { isValidPassword } from "#shared/auth/password-rules";
import type { AuthErrorTexts } from "#web/lib/auth/auth-errors.ts";

export type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
};

export const EMPTY_SIGNUP: SignupValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptedTerms: false,
};

type SignupCheck = {
  firstName?: string;
  lastName?: string;
  confirmPassword?: string;
  /** Spec section 5: valid password, matching confirmation, names and email filled, no name errors. */
  ready: boolean;
};

/** The shared name rule's (English) problem in the language of `t`. */
function nameMessage(name: string, t: AuthErrorTexts): string | undefined {
  const problem = nameProblem(name);
  if (!problem) return undefined;
  return problem === NAME_MESSAGE ? t("nameLetters") : t("nameTooLong", { max: NAME_MAX_LENGTH });
}

/**
 * The messages under the fields while typing (in the language of `t`), and whether the form may be
 * sent (terms are checked on submit).
 */
export function checkSignup(values: SignupValues, t: AuthErrorTexts): SignupCheck {
  const firstName = nameMessage(values.firstName, t);
  const lastName = nameMessage(values.lastName, t);
  const confirmPassword =
    values.confirmPassword && values.confirmPassword !== values.password ? t("passwordMismatch") : undefined;
  const filled = [values.firstName, values.lastName, values.email].every((value) => value.trim() !== "");
  const ready =
    filled && !firstName && !lastName && isValidPassword(values.password) && values.password === values.confirmPassword;
  return { firstName, lastName, confirmPassword, ready };
}

/** A field that keeps 'Create Account' off, in the order of the form. */
export type BlockingField = "firstName" | "lastName" | "email" | "password" | "confirmPassword";

/**
 * What keeps 'Create Account' off (the same rule as `ready` above), field by field, so the form
 * can say it instead of leaving a disabled button to be guessed at (issue 25).
 */
export function blockingFields(values: SignupValues): BlockingField[] {
  const blocking: BlockingField[] = [];
  if (values.firstName.trim() === "" || nameProblem(values.firstName)) blocking.push("firstName");
  if (values.lastName.trim() === "" || nameProblem(values.lastName)) blocking.push("lastName");
  if (values.email.trim() === "") blocking.push("email");
  if (!isValidPassword(values.password)) blocking.push("password");
  if (values.confirmPassword === "" || values.confirmPassword !== values.password) blocking.push("confirmPassword");
  return blocking;
}

/** Spec section 8's sign-up toasts for what the form itself refuses (`<refusal>Title` / `Description` in the catalogue). */
type SignupRefusal = "invalidPassword" | "passwordMismatch" | "termsRequired";

/** Why the form cannot be sent as it is, as one of the toasts above; undefined when it can. */
export function signupRefusal(values: SignupValues): SignupRefusal | undefined {
  if (!isValidPassword(values.password)) return "invalidPassword";
  if (values.password !== values.confirmPassword) return "passwordMismatch";
  if (!values.acceptedTerms) return "termsRequired";
  return undefined;
}
