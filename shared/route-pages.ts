/**
 * Which page module each address of spec section 2 renders (web/routes.tsx imports the same
 * modules lazily). The server reads it to have the browser fetch a page's code together with the
 * app's entry instead of after it; tests/unit/route-pages.test.ts keeps it and routes.tsx in step.
 */
export const ROUTE_PAGES: readonly (readonly [pattern: string, page: string])[] = [
  ["/", "home/home-page"],
  ["/test", "test/test-page"],
  ["/login", "login/login-page"],
  ["/signup", "signup/signup-page"],
  ["/forgot-password", "forgot-password/forgot-password-page"],
  ["/reset-password", "reset-password/reset-password-page"],
  ["/checkout", "checkout/checkout-page"],
  ["/dashboard", "dashboard/dashboard-page"],
  ["/product-definitions", "product-definitions/product-definitions-page"],
  ["/product-definitions/new", "product-definition-new/product-definition-new-page"],
  ["/product-definitions/:id/edit", "product-definition-detail/product-definition-detail-page"],
  ["/product-definitions/:id", "product-definition-detail/product-definition-detail-page"],
  ["/documents", "documents/documents-page"],
  ["/packages", "packages/packages-page"],
  ["/profile", "profile/profile-page"],
  ["/settings", "settings/settings-page"],
  ["/s/:token", "shared/shared-page"],
];

export const NOT_FOUND_PAGE = "not-found/not-found-page";

/** The build's file listing each page module's chunks (scripts/build/route-chunks.ts writes it). */
export const ROUTE_CHUNKS_FILE = "route-chunks.json";

/** The page module for an address; the not-found page for any other. */
export function pageFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const [pattern, page] of ROUTE_PAGES) if (matches(pattern, path)) return page;
  return NOT_FOUND_PAGE;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((part, index) => part.startsWith(":") || part === got[index]);
}
