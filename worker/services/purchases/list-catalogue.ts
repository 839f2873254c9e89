import { CATALOGUE } from "#shared/commerce/catalogue";
import type { TCatalogueEntry } from "#shared/schemas/commerce";

/** The catalogue in the spec's entry shape (dollars; cents stay inside the server). */
export function listCatalogue(): TCatalogueEntry[] {
  return CATALOGUE.map((item) => ({
    id: item.id,
    name: item.name,
    price: item.priceCents / 100,
    popular: item.popular,
    recommended: item.recommended,
    ...(item.badge ? { badge: item.badge } : {}),
    features: [...item.features],
    developmentHours: item.developmentHours,
  }));
}
