/** The spec's wording (section 8) that only the screens use: the server never sends these. */
export const AUTH_SCREEN_MESSAGES = {
  signupFailed: "We couldn't create your account at this time. Please check your information and try again.",
  noAccountForEmail: "No account found with this email address.",
  forgotPasswordFailed: "Something went wrong. Please try again.",
  invalidResetLink: "This password reset link is invalid or has expired.",
} as const;
