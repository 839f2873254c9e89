import type { TCatalogueEntry } from "#shared/schemas/commerce";

/** Spec section 3's session storage keys: the checkout survives a reload. */
export const CHECKOUT_PACKAGE_KEY = "checkout:package";
export const CHECKOUT_DEFINITION_KEY = "checkout:definitionId";
/** The quantity chosen for a package, kept while the visitor signs in (and across a reload). */
export const CHECKOUT_QUANTITY_KEY = "checkout:quantity";

/** The stored quantity, if it was chosen for this package; 1 otherwise. */
export function storedQuantity(stored: string | null, packageId: string): number {
  try {
    const parsed = JSON.parse(stored ?? "null") as { packageId?: unknown; quantity?: unknown } | null;
    const quantity = parsed?.quantity;
    return parsed?.packageId === packageId && Number.isSafeInteger(quantity) && (quantity as number) >= 1
      ? (quantity as number)
      : 1;
  } catch {
    return 1;
  }
}

/** What /packages (or the definition page) hands the checkout through navigation state. */
export type CheckoutState = { package?: TCatalogueEntry; definitionId?: string };

/** Where the checkout's input may come from, strongest first: the query, navigation state, session storage. */
export type CheckoutSources = {
  query: { packageId: string | null; definitionId: string | null };
  state: unknown;
  stored: { package: string | null; definitionId: string | null };
};

export type CheckoutInput = { package: TCatalogueEntry | null; definitionId: string | undefined };

/**
 * The package and definition to check out. A candidate package counts only if the catalogue (when
 * known) has it and it is paid (the free one is activated on /packages, never checked out); the
 * catalogue's copy wins over a stored one, whose price may be stale. Without the catalogue (the
 * server did not answer) a full package object from state or storage is used as it is.
 */
export function resolveCheckout(
  sources: CheckoutSources,
  catalogue: readonly TCatalogueEntry[] | undefined,
): CheckoutInput {
  const state = stateOf(sources.state);
  const candidates = [sources.query.packageId ?? undefined, state.package, parsePackage(sources.stored.package)];
  let chosen: TCatalogueEntry | null = null;
  for (const candidate of candidates) {
    chosen = resolvePackage(candidate, catalogue);
    if (chosen) break;
  }
  const definitionId = sources.query.definitionId || state.definitionId || sources.stored.definitionId || undefined;
  return { package: chosen, definitionId };
}

function resolvePackage(
  candidate: string | TCatalogueEntry | undefined,
  catalogue: readonly TCatalogueEntry[] | undefined,
): TCatalogueEntry | null {
  if (!candidate) return null;
  const id = typeof candidate === "string" ? candidate : candidate.id;
  const found = catalogue
    ? catalogue.find((item) => item.id === id)
    : typeof candidate === "string"
      ? undefined
      : candidate;
  return found && found.price > 0 ? found : null;
}

/** Navigation state as the checkout reads it; anything else in it is ignored. */
export function stateOf(state: unknown): CheckoutState {
  if (typeof state !== "object" || state === null) return {};
  const { package: item, definitionId } = state as Record<string, unknown>;
  return {
    package: isPackage(item) ? item : undefined,
    definitionId: typeof definitionId === "string" && definitionId !== "" ? definitionId : undefined,
  };
}

function parsePackage(json: string | null): TCatalogueEntry | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isPackage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isPackage(value: unknown): value is TCatalogueEntry {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === "string" &&
    typeof item.name === "string" &&
    typeof item.price === "number" &&
    typeof item.popular === "boolean" &&
    typeof item.recommended === "boolean" &&
    typeof item.developmentHours === "number" &&
    Array.isArray(item.features) &&
    item.features.every((feature) => typeof feature === "string")
  );
}
