import type { TBlueprint, TMarketFigure, TMoney, TPrice, TProduct } from "../schema";
import { BlueprintEditError } from "./errors";

/**
 * The founder's corrections of the money and the team: pure `(blueprint, ...) => blueprint` edits
 * like shared/blueprint/edits, refusing (BlueprintEditError) what the schema would not hold. The
 * amounts arrive already read and checked by the form (non-negative, finite). Texts the founder
 * wrote (`text`, `said`) are kept as written unless they correct that text itself.
 */
export const MAX_FIGURES = 6;
export const MAX_MEMBERS = 6;

type Amounts = Pick<TMoney, "amount" | "upTo" | "currency">;
export type TPriceFields = Omit<TPrice, "text" | "minimum"> & { minimum: number | null };
export type TFigureFields = Omit<TMarketFigure, "text">;
export type TRaise = { raising: boolean; amount: number | null; currency: string | null; round: string | null };

const withProduct = (blueprint: TBlueprint, patch: Partial<TProduct>): TBlueprint => ({
  ...blueprint,
  product: { ...blueprint.product, ...patch },
});

export function setBudget(blueprint: TBlueprint, amounts: Amounts): TBlueprint {
  return withProduct(blueprint, { budget: { ...blueprint.product.budget, ...amounts } });
}

/** The price as fields; the minimum is paid in the price's currency, for what it was paid for before. */
export function setPrice(blueprint: TBlueprint, fields: TPriceFields | null): TBlueprint {
  if (fields === null) return withProduct(blueprint, { price: null });
  const before = blueprint.product.price;
  const { minimum, ...rest } = fields;
  const price: TPrice = {
    ...rest,
    unit: rest.unit?.trim() || null,
    minimum:
      minimum === null
        ? null
        : {
            amount: minimum,
            currency: rest.currency,
            unit: before?.minimum?.unit ?? null,
            period: before?.minimum?.period ?? null,
          },
    text: before?.text ?? "",
  };
  return withProduct(blueprint, { price });
}

export function setMarketFigure(blueprint: TBlueprint, index: number, fields: TFigureFields): TBlueprint {
  const figures = blueprint.product.marketFigures;
  const before = figures[index];
  if (!before) throw new BlueprintEditError("unknown");
  return withProduct(blueprint, {
    marketFigures: figures.map((figure, position) => (position === index ? { ...figure, ...fields } : figure)),
  });
}

export function addMarketFigure(blueprint: TBlueprint, fields: TFigureFields): TBlueprint {
  const figures = blueprint.product.marketFigures;
  if (figures.length >= MAX_FIGURES) throw new BlueprintEditError("tooMany");
  return withProduct(blueprint, { marketFigures: [...figures, { ...fields, text: "" }] });
}

export function deleteMarketFigure(blueprint: TBlueprint, index: number): TBlueprint {
  const figures = blueprint.product.marketFigures;
  if (!figures[index]) throw new BlueprintEditError("unknown");
  return withProduct(blueprint, { marketFigures: figures.filter((_, position) => position !== index) });
}

/**
 * Whether the founder raises, how much and in which round. Not raising keeps the amount and round
 * as they were (hidden, not lost); an amount below a range's top keeps the top, above it drops it.
 */
export function setRaise(blueprint: TBlueprint, raise: TRaise): TBlueprint {
  const { ask } = blueprint;
  if (!raise.raising) return { ...blueprint, ask: { ...ask, raising: false } };
  const before = ask.amount;
  const empty = raise.amount === null && raise.currency === null;
  const upTo =
    before?.upTo != null && raise.amount !== null && before.upTo < raise.amount ? null : (before?.upTo ?? null);
  const amount: TMoney | null = empty
    ? null
    : { text: before?.text ?? "", amount: raise.amount, upTo, currency: raise.currency };
  return { ...blueprint, ask: { ...ask, raising: true, amount, round: raise.round?.trim() || null } };
}

/** A member as the deck shows them; their role is what they said until someone corrects it. */
export function addTeamMember(blueprint: TBlueprint, said: string): TBlueprint {
  const members = blueprint.product.teamMembers;
  const text = said.trim();
  if (!text) throw new BlueprintEditError("empty");
  if (members.length >= MAX_MEMBERS) throw new BlueprintEditError("tooMany");
  const member = { name: null, role: text.slice(0, 120).trim(), said: text.slice(0, 160) };
  return withProduct(blueprint, { teamMembers: [...members, member] });
}

export function setTeamMemberCard(blueprint: TBlueprint, index: number, said: string): TBlueprint {
  const members = blueprint.product.teamMembers;
  const text = said.trim();
  if (!text) throw new BlueprintEditError("empty");
  if (!members[index]) throw new BlueprintEditError("unknown");
  return withProduct(blueprint, {
    teamMembers: members.map((member, position) =>
      position === index ? { ...member, said: text.slice(0, 160) } : member,
    ),
  });
}

export function deleteTeamMember(blueprint: TBlueprint, index: number): TBlueprint {
  const members = blueprint.product.teamMembers;
  if (!members[index]) throw new BlueprintEditError("unknown");
  return withProduct(blueprint, { teamMembers: members.filter((_, position) => position !== index) });
}
