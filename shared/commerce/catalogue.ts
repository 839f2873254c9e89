/**
 * The package catalogue of spec section 9. Money is in integer cents here and everywhere on the
 * server; the catalogue entry the clients read carries `price` in US dollars.
 */
export type PackageType =
  | "rfpGeneratorPackages"
  | "completeDocumentationPackages"
  | "developmentWeekPackages"
  | "developmentHoursPackages";

export type CataloguePackage = {
  id: "rfp-free" | "complete-docs" | "dev-week" | "dev-hours";
  name: string;
  type: PackageType;
  priceCents: number;
  popular: boolean;
  recommended: boolean;
  badge?: string;
  features: readonly string[];
  /** Hours one unit adds (development and QA), usable for `validityMonths` after purchase. */
  developmentHours: number;
  qaHours: number;
  validityMonths?: number;
};

const HOUR_EXTRAS = ["Flexible Usage", "Dedicated Developer", "Code Review & QA", "Direct Communication and Updates"];

export const CATALOGUE: readonly CataloguePackage[] = [
  {
    id: "rfp-free",
    name: "RFP Generator",
    type: "rfpGeneratorPackages",
    priceCents: 0,
    popular: true,
    recommended: false,
    badge: "Free",
    features: ["1 RFP", "Basic Product Definition", "Email Support", "Limited Time Offer"],
    developmentHours: 0,
    qaHours: 0,
  },
  {
    id: "complete-docs",
    name: "Complete Documentation",
    type: "completeDocumentationPackages",
    priceCents: 19_900,
    popular: false,
    recommended: true,
    badge: "Most Popular",
    features: [
      "1 RFP",
      "Investor Pitch Deck",
      "OpenAPI Specification",
      "Ready prompt for an AI app builder",
      "Priority Support",
    ],
    developmentHours: 0,
    qaHours: 0,
  },
  {
    id: "dev-week",
    name: "Development Week",
    type: "developmentWeekPackages",
    priceCents: 225_000,
    popular: false,
    recommended: false,
    features: ["40 development hours", "10 QA hours", ...HOUR_EXTRAS],
    developmentHours: 40,
    qaHours: 10,
    validityMonths: 2,
  },
  {
    id: "dev-hours",
    name: "Development Hours",
    type: "developmentHoursPackages",
    priceCents: 54_000,
    popular: false,
    recommended: false,
    features: ["10 development hours", "2 QA hours", ...HOUR_EXTRAS],
    developmentHours: 10,
    qaHours: 2,
    validityMonths: 1,
  },
];

export const FREE_PACKAGE_ID = "rfp-free";
/** Checkout has no maximum in the spec; this bound keeps one purchase to a sane size. */
export const MAX_QUANTITY = 100;

export function packageById(id: string): CataloguePackage | undefined {
  return CATALOGUE.find((item) => item.id === id);
}

/** The purchase call's `product`: the package name with all whitespace removed (any letter case). */
export function productName(item: Pick<CataloguePackage, "name">): string {
  return item.name.replace(/\s+/g, "");
}

export function packageByProduct(product: string): CataloguePackage | undefined {
  const wanted = product.replace(/\s+/g, "").toLowerCase();
  return CATALOGUE.find((item) => productName(item).toLowerCase() === wanted);
}

export function packageByType(type: string): CataloguePackage | undefined {
  return CATALOGUE.find((item) => item.type === type);
}

/** "$2,250.00" */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}
