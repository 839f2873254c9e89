import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "./error-boundary";
import { FullPageSpinner } from "./full-page-spinner";
import { RouteError } from "./route-error";

/**
 * Around each page: a spinner while the first page's code loads (later navigations keep the
 * current page until the next one is ready), and the error page if a page fails to load or render,
 * cleared when the user goes to another address.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
