import { z } from "zod";

/** issues.json as create-issues.sh feeds it to `gh issue create`. */
export const ZGithubIssues = z.array(
  z.object({
    title: z.string().min(1).max(256),
    body: z.string().min(1).max(65536),
    labels: z.array(z.string().min(1).max(50)),
    milestone: z.string().min(1).nullable(),
  }),
);

export function checkGithubPack(
  issuesJson: string,
  script: string,
): { issues: z.infer<typeof ZGithubIssues>; problems: string[] } {
  const parsed = ZGithubIssues.safeParse(JSON.parse(issuesJson));
  if (!parsed.success)
    return { issues: [], problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  const problems: string[] = [];
  if (!script.startsWith("#!/usr/bin/env bash\n")) problems.push("the script has no bash shebang");
  if (!script.includes("gh issue create")) problems.push("the script does not create issues with gh");
  for (const issue of parsed.data) {
    for (const label of issue.labels)
      if (!script.includes(`gh label create '${label}'`)) problems.push(`label ${label} is never created`);
    if (issue.milestone && !script.includes(`title='${issue.milestone.replace(/'/g, `'\\''`)}'`)) {
      problems.push(`milestone ${issue.milestone} is never created`);
    }
  }
  return { issues: parsed.data, problems };
}
