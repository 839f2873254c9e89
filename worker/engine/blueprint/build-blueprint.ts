import { ZBlueprint } from "#shared/blueprint/integrity";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { BlueprintInput } from "#shared/questionnaire/answers";
import { analyzeAnswers } from "../read/analyze-answers";

/** The offline analyzer's blueprint, checked like any other: an invalid one is a bug, never stored. */
export function offlineBlueprint(request: BlueprintInput): TBlueprint {
  const checked = ZBlueprint.safeParse(
    analyzeAnswers({ answers: request.answers, features: request.features, language: request.language }),
  );
  if (!checked.success)
    throw new Error(`the analyzer made an invalid blueprint: ${blueprintProblems(checked.error).join("; ")}`);
  return checked.data;
}

/** Zod's issues as lines a person (or a model repairing its reply) can act on. */
export function blueprintProblems(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string[] {
  return error.issues.slice(0, 30).map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
}

export const OFFLINE_ANALYZER = "offline-analyzer";
