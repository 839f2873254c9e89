import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { FullPageSpinner } from "./components/layout/full-page-spinner";
import { RequireAuth } from "./components/layout/require-auth";
import { RouteError } from "./components/layout/route-error";

/** Each page is its own chunk, fetched the first time its route is visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const notFound = page(
  () => import("./pages/not-found/not-found-page"),
  (m) => m.NotFoundPage,
);

/** Spec section 2's route table. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        // Inside the layout, so a failing page keeps the header and its way out.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: page(
              () => import("./pages/home/home-page"),
              (m) => m.HomePage,
            ),
          },
          {
            path: "test",
            lazy: page(
              () => import("./pages/test/test-page"),
              (m) => m.TestPage,
            ),
          },
          {
            path: "login",
            lazy: page(
              () => import("./pages/login/login-page"),
              (m) => m.LoginPage,
            ),
          },
          {
            path: "signup",
            lazy: page(
              () => import("./pages/signup/signup-page"),
              (m) => m.SignupPage,
            ),
          },
          {
            path: "forgot-password",
            lazy: page(
              () => import("./pages/forgot-password/forgot-password-page"),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: "reset-password",
            lazy: page(
              () => import("./pages/reset-password/reset-password-page"),
              (m) => m.ResetPasswordPage,
            ),
          },
          // Public in the spec's route table: no login guard.
          {
            path: "checkout",
            lazy: page(
              () => import("./pages/checkout/checkout-page"),
              (m) => m.CheckoutPage,
            ),
          },
          { Component: RequireAuth, children: guardedRoutes() },
          { path: "not-found", lazy: notFound },
          { path: "*", lazy: notFound },
        ],
      },
    ],
  },
];

function guardedRoutes(): RouteObject[] {
  return [
    {
      path: "dashboard",
      lazy: page(
        () => import("./pages/dashboard/dashboard-page"),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: "product-definitions",
      lazy: page(
        () => import("./pages/product-definitions/product-definitions-page"),
        (m) => m.ProductDefinitionsPage,
      ),
    },
    {
      path: "product-definitions/new",
      lazy: page(
        () => import("./pages/product-definition-new/product-definition-new-page"),
        (m) => m.ProductDefinitionNewPage,
      ),
    },
    {
      path: "product-definitions/:id",
      lazy: page(
        () => import("./pages/product-definition-detail/product-definition-detail-page"),
        (m) => m.ProductDefinitionDetailPage,
      ),
    },
    {
      path: "product-definitions/:id/edit",
      lazy: page(
        () => import("./pages/product-definition-edit/product-definition-edit-page"),
        (m) => m.ProductDefinitionEditPage,
      ),
    },
    {
      path: "documents",
      lazy: page(
        () => import("./pages/documents/documents-page"),
        (m) => m.DocumentsPage,
      ),
    },
    {
      path: "packages",
      lazy: page(
        () => import("./pages/packages/packages-page"),
        (m) => m.PackagesPage,
      ),
    },
    {
      path: "profile",
      lazy: page(
        () => import("./pages/profile/profile-page"),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: "settings",
      lazy: page(
        () => import("./pages/settings/settings-page"),
        (m) => m.SettingsPage,
      ),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
