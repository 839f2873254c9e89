import { nameProblem } from "../../../shared/auth/name-rules";
import { isValidPassword } from "../../../shared/auth/password-rules";
import { AUTH_MESSAGES } from "../../../shared/errors/auth-messages";

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

export type SignupCheck = {
  firstName?: string;
  lastName?: string;
  confirmPassword?: string;
  /** Spec section 5: valid password, matching confirmation, names and email filled, no name errors. */
  ready: boolean;
};

/** The messages under the fields while typing, and whether the form may be sent (terms are checked on submit). */
export function checkSignup(values: SignupValues): SignupCheck {
  const firstName = nameProblem(values.firstName);
  const lastName = nameProblem(values.lastName);
  const confirmPassword =
    values.confirmPassword && values.confirmPassword !== values.password ? AUTH_MESSAGES.passwordMismatch : undefined;
  const filled = [values.firstName, values.lastName, values.email].every((value) => value.trim() !== "");
  const ready =
    filled && !firstName && !lastName && isValidPassword(values.password) && values.password === values.confirmPassword;
  return { firstName, lastName, confirmPassword, ready };
}

/** Spec section 8's sign-up toasts for what the form itself refuses. */
export const SIGNUP_TOASTS = {
  invalidPassword: { title: "Invalid password", description: "Please fix the password requirements." },
  passwordMismatch: { title: "Password mismatch", description: "Please ensure both passwords match." },
  termsRequired: { title: "Terms required", description: "Please agree to the terms and conditions." },
} as const;

/** Why the form cannot be sent as it is, as one of the toasts above; undefined when it can. */
export function signupRefusal(values: SignupValues): keyof typeof SIGNUP_TOASTS | undefined {
  if (!isValidPassword(values.password)) return "invalidPassword";
  if (values.password !== values.confirmPassword) return "passwordMismatch";
  if (!values.acceptedTerms) return "termsRequired";
  return undefined;
}
