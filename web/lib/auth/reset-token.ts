/** The query parameters that may carry a reset token, in the order the spec reads them (section 2). */
const RESET_TOKEN_PARAMS = ["token", "resetToken", "code", "verification_code"] as const;

/** The password-reset token of a link, or null when the link has none. */
export function resetTokenFrom(params: URLSearchParams): string | null {
  for (const name of RESET_TOKEN_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
