/**
 * Where sign-in (or sign-up) leads once it succeeds. A page that needs a signed-in user before it
 * can go on (the checkout's payment) sends the visitor to /login with its own address in
 * navigation state; without one the dashboard opens (spec section 4).
 */
type ReturnToState = { returnTo: string };

const DEFAULT_AFTER_SIGN_IN = "/dashboard";

export function returnToState(path: string): ReturnToState {
  return { returnTo: path };
}

/** The path to open after signing in: only an address on this site ("/..." but not "//host"). */
export function returnPathOf(state: unknown): string {
  const path = typeof state === "object" && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined;
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\")
    ? path
    : DEFAULT_AFTER_SIGN_IN;
}

/** The return address carried on from one auth page to the next (login ⇄ sign-up), if any. */
export function carriedReturnTo(state: unknown): ReturnToState | undefined {
  const path = returnPathOf(state);
  return path === DEFAULT_AFTER_SIGN_IN ? undefined : returnToState(path);
}
