import { agentsMd, line, milestoneOf, type PackFiles, type PackInput, versionOneInOrder } from "./common";
import { trackerDescription } from "./trackers";

/** One issue as issues.json lists it and the script creates it. */
export type GithubIssue = { title: string; body: string; labels: string[]; milestone: string | null };

/**
 * GitHub issues (decision 032): issues.json (an issue per version-1 requirement, FR id in the
 * title, criteria in the Markdown body, labels, milestone) and create-issues.sh, which makes the
 * labels and milestones and then the issues with the GitHub CLI. Later requirements are listed
 * in AGENTS.md, never created as issues.
 */
export function githubFiles(input: PackInput): PackFiles {
  const issues: GithubIssue[] = versionOneInOrder(input.blueprint).map((item) => {
    const milestone = milestoneOf(input.blueprint, item.id);
    return {
      title: `${item.id} ${line(item.title)}`,
      body: trackerDescription(input, item, "markdown"),
      labels: [item.priority, item.kind],
      milestone: milestone ? `${milestone.id} ${line(milestone.name)}` : null,
    };
  });
  return {
    "issues.json": `${JSON.stringify(issues, null, 2)}\n`,
    "create-issues.sh": script(issues),
    "AGENTS.md": agentsMd(input, ["issues.json", "create-issues.sh"]),
  };
}

/** A POSIX-shell single-quoted word. */
function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The script: needs `gh` (signed in) and `jq`; run it in a clone of the repository. Labels and
 * milestones are created first (existing ones are kept), then each issue from issues.json.
 */
function script(issues: GithubIssue[]): string {
  const labels = [...new Set(issues.flatMap((issue) => issue.labels))];
  const milestones = [...new Set(issues.flatMap((issue) => (issue.milestone ? [issue.milestone] : [])))];
  return [
    "#!/usr/bin/env bash",
    "# Creates the issues of issues.json in the current repository with the GitHub CLI (gh) and jq.",
    "# Usage: bash create-issues.sh [owner/repo]",
    "set -euo pipefail",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, not a template
    'REPO="${1:-$(gh repo view --json nameWithOwner -q .nameWithOwner)}"',
    'DIR="$(cd "$(dirname "$0")" && pwd)"',
    "",
    ...labels.map((name) => `gh label create ${quote(name)} --repo "$REPO" --force >/dev/null`),
    ...milestones.map(
      (title) =>
        `gh api "repos/$REPO/milestones" -f title=${quote(title)} >/dev/null 2>&1 || true # already there is fine`,
    ),
    "",
    'count=$(jq length "$DIR/issues.json")',
    "for i in $(seq 0 $((count - 1))); do",
    '  title=$(jq -r ".[$i].title" "$DIR/issues.json")',
    '  body=$(jq -r ".[$i].body" "$DIR/issues.json")',
    '  labels=$(jq -r ".[$i].labels | join(\\",\\")" "$DIR/issues.json")',
    '  milestone=$(jq -r ".[$i].milestone // empty" "$DIR/issues.json")',
    '  args=(--repo "$REPO" --title "$title" --body "$body" --label "$labels")',
    '  if [ -n "$milestone" ]; then args+=(--milestone "$milestone"); fi',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, not a template
    '  gh issue create "${args[@]}"',
    "done",
    "",
  ].join("\n");
}
