import { type ComponentType, lazy } from "react";
import { matchPath, Route, Routes } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { PageBoundary } from "./components/layout/page-boundary";
import { RequireAuth } from "./components/layout/require-auth";

/**
 * Each page is its own chunk, fetched the first time its route is shown. The router's declarative
 * mode: the data router (loaders, actions, fetchers) would add 17 KB gzipped to every first load and
 * the app loads its data through the API client, not through routes (docs/decisions/018).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    { preload: load },
  );
}

const HomePage = page(
  () => import("./pages/home/home-page"),
  (m) => m.HomePage,
);
const TestPage = page(
  () => import("./pages/test/test-page"),
  (m) => m.TestPage,
);
const LoginPage = page(
  () => import("./pages/login/login-page"),
  (m) => m.LoginPage,
);
const SignupPage = page(
  () => import("./pages/signup/signup-page"),
  (m) => m.SignupPage,
);
const ForgotPasswordPage = page(
  () => import("./pages/forgot-password/forgot-password-page"),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = page(
  () => import("./pages/reset-password/reset-password-page"),
  (m) => m.ResetPasswordPage,
);
const CheckoutPage = page(
  () => import("./pages/checkout/checkout-page"),
  (m) => m.CheckoutPage,
);
const DashboardPage = page(
  () => import("./pages/dashboard/dashboard-page"),
  (m) => m.DashboardPage,
);
const ProductDefinitionsPage = page(
  () => import("./pages/product-definitions/product-definitions-page"),
  (m) => m.ProductDefinitionsPage,
);
const ProductDefinitionNewPage = page(
  () => import("./pages/product-definition-new/product-definition-new-page"),
  (m) => m.ProductDefinitionNewPage,
);
const ProductDefinitionDetailPage = page(
  () => import("./pages/product-definition-detail/product-definition-detail-page"),
  (m) => m.ProductDefinitionDetailPage,
);
const ProductDefinitionEditPage = page(
  () => import("./pages/product-definition-edit/product-definition-edit-page"),
  (m) => m.ProductDefinitionEditPage,
);
const DocumentsPage = page(
  () => import("./pages/documents/documents-page"),
  (m) => m.DocumentsPage,
);
const PackagesPage = page(
  () => import("./pages/packages/packages-page"),
  (m) => m.PackagesPage,
);
const ProfilePage = page(
  () => import("./pages/profile/profile-page"),
  (m) => m.ProfilePage,
);
const SettingsPage = page(
  () => import("./pages/settings/settings-page"),
  (m) => m.SettingsPage,
);
const SharedPage = page(
  () => import("./pages/shared/shared-page"),
  (m) => m.SharedPage,
);
const NotFoundPage = page(
  () => import("./pages/not-found/not-found-page"),
  (m) => m.NotFoundPage,
);

/** The pages by address, most specific first, for fetching a page's code before the first render. */
const PRELOADS: [string, { preload(): Promise<unknown> }][] = [
  ["/s/:token", SharedPage],
  ["/", HomePage],
  ["/login", LoginPage],
  ["/signup", SignupPage],
  ["/forgot-password", ForgotPasswordPage],
  ["/reset-password", ResetPasswordPage],
  ["/checkout", CheckoutPage],
  ["/dashboard", DashboardPage],
  ["/product-definitions", ProductDefinitionsPage],
  ["/product-definitions/new", ProductDefinitionNewPage],
  ["/product-definitions/:id", ProductDefinitionDetailPage],
  ["/product-definitions/:id/edit", ProductDefinitionEditPage],
  ["/documents", DocumentsPage],
  ["/packages", PackagesPage],
  ["/profile", ProfilePage],
  ["/settings", SettingsPage],
];

/**
 * Starts fetching the code of the page at this address now, beside the language pack and the
 * first data, instead of after the first render asks for it (issue 30).
 */
export function preloadPage(pathname: string): void {
  const found = PRELOADS.find(([path]) => matchPath(path, pathname));
  void found?.[1].preload().catch(() => undefined);
}

/** Spec section 2's route table. */
export function AppRoutes() {
  return (
    <Routes>
      {/* A share link's page (decision 026): public, in the sharing founder's language, without the app's frame. */}
      <Route element={<PageBoundary />}>
        <Route path="s/:token" element={<SharedPage />} />
      </Route>
      <Route element={<AppLayout />}>
        {/* Inside the layout, so a failing page keeps the header and its way out. */}
        <Route element={<PageBoundary />}>
          <Route index element={<HomePage />} />
          <Route path="test" element={<TestPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          {/* Public in the spec's route table: no login guard. */}
          <Route path="checkout" element={<CheckoutPage />} />
          <Route element={<RequireAuth />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="product-definitions" element={<ProductDefinitionsPage />} />
            <Route path="product-definitions/new" element={<ProductDefinitionNewPage />} />
            <Route path="product-definitions/:id" element={<ProductDefinitionDetailPage />} />
            <Route path="product-definitions/:id/edit" element={<ProductDefinitionEditPage />} />
            <Route path="documents" element={<DocumentsPage />} />
            <Route path="packages" element={<PackagesPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="settings" element={<SettingsPage />} />
          </Route>
          <Route path="not-found" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
