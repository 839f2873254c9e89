import type { TBlueprint, TRequirement } from "#shared/blueprint/schema";
import { type Endpoint, endpointsOf } from "../blueprint/endpoints";
import { DOCUMENT_TEXT } from "./i18n";
import type { DocumentText } from "./i18n/en";

/** What every rendering reads: the blueprint, its API, the words of its language and the date. */
export type RenderInput = {
  blueprint: TBlueprint;
  endpoints: readonly Endpoint[];
  text: DocumentText;
  generatedAt: Date;
};

export function renderInput(blueprint: TBlueprint, generatedAt: Date): RenderInput {
  return { blueprint, endpoints: endpointsOf(blueprint), text: DOCUMENT_TEXT[blueprint.language], generatedAt };
}

export const byPriority = (blueprint: TBlueprint, ...priorities: TRequirement["priority"][]) =>
  blueprint.requirements.filter((requirement) => priorities.includes(requirement.priority));

/** The endpoints that serve a requirement, in the API's order. */
export function endpointsFor(input: RenderInput, id: string): Endpoint[] {
  return input.endpoints.filter((endpoint) => endpoint.requirements.includes(id));
}
