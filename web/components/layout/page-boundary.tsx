import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "../ui/spinner";
import { ErrorBoundary } from "./error-boundary";
import { RouteError } from "./route-error";

/**
 * Around each page: a spinner in the page's place while its code loads, and the error page if a
 * page fails to load or render, cleared when the user goes to another address. Navigations are not
 * transitions (see app.tsx): the old page never stays on screen under the new address, where what
 * is typed into it would be lost when the new page arrives.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

function PageSpinner() {
  return (
    <div className="grid min-h-[50dvh] place-items-center">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
