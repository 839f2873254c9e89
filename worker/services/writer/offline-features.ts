import { featureList } from "./feature-text";
import type { Answers } from "./writer-port";

/** Splits a free-text list: commas, semicolons, new lines, and a final "and". */
export function splitList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,;\n]|\band\b(?=[^,;\n]*$)/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Role names from "Owner: everything; Dispatcher: schedule..." (the words before each colon). */
function roles(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[;\n]/)
    .map((part) => part.split(":")[0]?.trim() ?? "")
    .filter((name) => name.length > 0 && name.length <= 30 && name.split(" ").length <= 3);
}

/**
 * The offline writer's features: the must-have capabilities (q6) first, then what the other
 * answers imply: roles and permissions (q7), each integration (q10), the platforms (q11).
 */
export function offlineFeatures(answers: Answers): string[] {
  const capabilities = splitList(answers.q6);
  const roleNames = roles(answers.q7);
  const integrations = splitList(answers.q10).map((item) => `Integration: ${item}`);
  const platforms = answers.q11 ? [`Runs on ${answers.q11.replace(/\.$/, "")}`] : [];
  return featureList([
    ...capabilities,
    ...(roleNames.length > 1 ? [`Roles and permissions for ${roleNames.join(", ")}`] : []),
    ...integrations,
    ...platforms,
  ]);
}
