import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, pageFor, ROUTE_PAGES } from "#shared/route-pages";

describe("the page module of each address", () => {
  it("names modules that exist and that the router loads", () => {
    const routes = readFileSync("web/routes.tsx", "utf8");
    for (const [, page] of [...ROUTE_PAGES, ["*", NOT_FOUND_PAGE] as const]) {
      expect(existsSync(`web/pages/${page}.tsx`), page).toBe(true);
      expect(routes, page).toContain(`import("./pages/${page}")`);
    }
  });

  it("matches fixed paths, ids and a trailing slash; anything else is not found", () => {
    expect(pageFor("/")).toBe("home/home-page");
    expect(pageFor("/dashboard/")).toBe("dashboard/dashboard-page");
    expect(pageFor("/product-definitions/new")).toBe("product-definition-new/product-definition-new-page");
    expect(pageFor("/product-definitions/6b1f")).toBe("product-definition-detail/product-definition-detail-page");
    expect(pageFor("/product-definitions/6b1f/edit")).toBe("product-definition-detail/product-definition-detail-page");
    expect(pageFor("/no/such/page")).toBe(NOT_FOUND_PAGE);
  });
});
