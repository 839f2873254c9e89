import type { TBlueprint } from "#shared/blueprint/schema";
import { moneyContext } from "../read/money/context";
import { readMarketFigures } from "../read/money/market";
import { currencyOfAnswers } from "../read/money/parse-money";
import { readPrice } from "../read/money/price";
import { readTeam } from "../read/team";

/**
 * A blueprint stored before its product had the price, market figures and team as fields (issue
 * 39), with them read from the texts it kept (the business model, market and team answers), as
 * the analyzer reads them now: the documents of an old definition show the same figures a new one
 * would. A blueprint that has them is returned as it is.
 */
export function completeBlueprint(blueprint: TBlueprint): TBlueprint {
  const product = blueprint.product as Partial<TBlueprint["product"]> & TBlueprint["product"];
  if (product.price !== undefined && product.marketFigures !== undefined && product.teamMembers !== undefined)
    return blueprint;
  const texts = [product.budget.text, product.businessModel, product.market, product.team];
  const context = moneyContext(texts, blueprint.language);
  const currency = product.budget.currency ?? currencyOfAnswers(texts, context);
  return {
    ...blueprint,
    product: {
      ...product,
      price: product.price ?? readPrice(product.businessModel, context, currency),
      marketFigures: product.marketFigures ?? readMarketFigures(product.market, context, currency),
      teamMembers: product.teamMembers ?? readTeam(product.team, blueprint.language),
    },
  };
}
