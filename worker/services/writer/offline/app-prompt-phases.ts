import { blocks, bullets, checklist, heading, md } from "./markdown";
import { integrationsNotListed, type ProductBrief } from "./product-brief";
import { chunk, lowerFirst, sentence, withArticle } from "./text";

const FEATURE_PHASE_NAMES = ["Core features", "More features", "Remaining features"];

/** Phase 1 foundation, then the features in priority order in one to three phases, then a finish. */
export function appPhases(brief: ProductBrief): string {
  // Two feature phases keep each builder step small; a long list needs a third.
  const groups = chunk(brief.features, brief.features.length <= 1 ? 1 : brief.features.length <= 7 ? 2 : 3);
  const featurePhases = groups.map((features, index) =>
    featurePhase(brief, features, index, index === groups.length - 1),
  );
  return blocks(foundation(brief), ...featurePhases, finish(brief, groups.length + 2));
}

function foundation(brief: ProductBrief): string {
  const roleNames = brief.roles.map((role) => role.name).filter(Boolean);
  const areas = brief.entities.map((entity) => md(entity.label));
  return blocks(
    heading(2, "Phase 1: Foundation"),
    bullets([
      "Sign up, sign in, sign out and password reset with email and password.",
      roleNames.length > 0
        ? `Roles: ${roleNames.map(md).join(", ")}. Store each user's role${
            roleNames.length > 1 ? ` and let ${withArticle(md(roleNames[0] ?? ""))} change other users' roles` : ""
          }.`
        : "Roles and permissions as described above.",
      "The tables of the data model, with access rules per role.",
      `The app layout: navigation${areas.length > 0 ? ` with a page for ${areas.join(", ")}` : ""}, a home page per role, and the signed-in user's name with a sign-out button.`,
    ]),
    heading(3, "Acceptance criteria"),
    checklist([
      "A new user can sign up, sign in, sign out and reset the password.",
      "Each role sees only the pages and data it is allowed to (test with one user per role).",
      "Every table has a list page and a form to create and edit records, which persist after a reload.",
      "The layout works from a 360 px wide phone to a desktop screen.",
    ]),
  );
}

function featurePhase(brief: ProductBrief, features: readonly string[], index: number, last: boolean): string {
  const critical = index === 0 ? [`The critical workflow works flawlessly: ${md(sentence(brief.criticalFlow))}`] : [];
  const flows = last
    ? brief.workflows.map(
        (flow) =>
          `A user can complete the ${flow.title ? `${md(flow.title)} ` : ""}workflow end to end: ${flow.steps.map(md).join(" → ")}.`,
      )
    : [];
  return blocks(
    heading(2, `Phase ${index + 2}: ${FEATURE_PHASE_NAMES[index] ?? "Features"}`),
    "Build, in this order of priority:",
    bullets(features.map((feature) => `**${md(feature)}**`)),
    heading(3, "Acceptance criteria"),
    checklist([
      ...features.map((feature) => `**${md(feature)}**: complete end to end for the roles allowed to use it.`),
      ...critical,
      ...flows,
    ]),
  );
}

function finish(brief: ProductBrief, number: number): string {
  const integrations = integrationsNotListed(brief);
  return blocks(
    heading(2, `Phase ${number}: Integrations, polish and tests`),
    bullets([
      ...integrations.map(
        (item) => `Connect **${md(item)}**: keys in your secret storage, never in code; test or sandbox mode first.`,
      ),
      "Polish: consistent spacing and wording, empty states that suggest the next step, clear error messages.",
      `Responsive layout for ${md(lowerFirst(sentence(brief.platforms)))}`,
      "Accessibility (WCAG 2.1 AA): keyboard access, visible focus, a label on every field, sufficient contrast.",
      "Automated tests for the key workflows (the critical one first) and for the permissions of each role.",
    ]),
    heading(3, "Acceptance criteria"),
    checklist([
      ...integrations.map((item) => `${md(item)} works in test mode, and when it fails the user sees a clear message.`),
      "Every page works at 360 px, 768 px and 1280 px wide.",
      "Everything can be done with the keyboard alone, and an automated accessibility check reports no serious issues.",
      "The tests for the key workflows and the role permissions pass.",
    ]),
  );
}
