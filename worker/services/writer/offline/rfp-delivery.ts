import type { Platform } from "./answer-parsers";
import { blocks, heading, md, numbered, table } from "./markdown";
import { milestonePlan } from "./milestones";
import type { ProductBrief } from "./product-brief";
import { rfpResponse } from "./rfp-response";
import { clause, sentence } from "./text";

/** Sections 7-13: what the vendor receives and delivers, by when, for how much, and how to answer. */
export function rfpDelivery(brief: ProductBrief): string {
  return blocks(
    assets(brief),
    deliverables(brief),
    timeline(brief),
    heading(2, "10. Budget"),
    `**Budget for the first version:** ${md(sentence(brief.budget))}`,
    "Proposals should break the price down by milestone (section 9) and give the rates for work outside this scope.",
    rfpResponse(brief),
  );
}

function assets(brief: ProductBrief): string {
  if (!brief.assets) return blocks(heading(2, "7. Existing assets"), "None: the vendor starts from scratch.");
  return blocks(
    heading(2, "7. Existing assets"),
    table(
      ["Question", "Answer"],
      [
        ["What exists", md(sentence(brief.assets.what))],
        ["Build on them or start fresh", md(sentence(brief.assets.reuse))],
        ["Ownership and sharing", md(sentence(brief.assets.ownership))],
      ],
    ),
  );
}

const DEPLOYED: Record<Platform, string> = {
  web: "The web app deployed to production on hosting in the product owner's accounts",
  ios: "The iOS app published on the App Store under the product owner's developer account",
  android: "The Android app published on Google Play under the product owner's developer account",
  mobile: "The mobile apps for iOS and Android published under the product owner's store accounts",
  desktop: "Signed desktop installers for the operating systems required",
};

function deliverables(brief: ProductBrief): string {
  const deployed = brief.platformKinds.map((kind) => DEPLOYED[kind]);
  return blocks(
    heading(2, "8. Deliverables"),
    numbered([
      "Source code of every part of the product in a repository the product owner owns, with build and deployment scripts",
      ...(deployed.length > 0 ? deployed : [`The product deployed for: ${md(clause(brief.platforms))}`]),
      ...(brief.integrations.length > 0
        ? [
            `Working integrations, configured with the product owner's accounts: ${brief.integrations.map(md).join(", ")}`,
          ]
        : []),
      "Documentation: architecture overview, API reference (OpenAPI), setup and deployment guide, a short guide per role",
      "Automated tests (unit, integration and end-to-end for the key workflows) running in continuous integration",
      "Handover: accounts, credentials and design files transferred to the product owner, and a walkthrough session",
    ]),
    `**Working arrangement expected:** ${md(sentence(brief.vendor))}`,
  );
}

function timeline(brief: ProductBrief): string {
  const plan = milestonePlan(brief);
  const rows = plan.milestones.map((milestone, index) => [
    `M${index + 1}. ${milestone.name}`,
    milestone.contents.map(md).join("; "),
    milestone.firstWeek === milestone.lastWeek
      ? `Week ${milestone.firstWeek}`
      : `Weeks ${milestone.firstWeek}-${milestone.lastWeek}`,
  ]);
  const basis = plan.stated
    ? `The plan below spreads those ${plan.weeks} weeks over ${rows.length} milestones; vendors should confirm it or propose their own.`
    : `The dates give no duration, so the plan below assumes ${plan.weeks} weeks; vendors should fit it to the dates above or propose their own.`;
  return blocks(
    heading(2, "9. Timeline and milestones"),
    `**The product owner's dates:** ${md(sentence(brief.timeline))}`,
    basis,
    table(["Milestone", "Contents", "Target"], rows),
    `**If time runs short, cut first:** ${md(sentence(brief.cuts))}`,
  );
}
