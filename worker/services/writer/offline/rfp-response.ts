import type { Platform } from "./answer-parsers";
import { blocks, heading, md, numbered, table } from "./markdown";
import type { ProductBrief } from "./product-brief";
import { addDays, clause, formatDate, sentence } from "./text";

/** Days vendors get to answer, and to ask questions before that. */
export const RESPONSE_DAYS = 14;
const QUESTION_DAYS = 7;

/** Sections 11-13: what vendors must answer, how proposals are weighed, how and when to send one. */
export function rfpResponse(brief: ProductBrief): string {
  return blocks(questions(brief), evaluation(), respond(brief));
}

function questions(brief: ProductBrief): string {
  const items = [
    ...brief.risks.map(riskQuestion),
    brief.integrations.length > 0 &&
      `Which of these have you integrated before, and what will each need from us: ${brief.integrations.map(md).join(", ")}?`,
    ...platformQuestions(brief.platformKinds),
    "How will you make sure the critical workflow (section 5.2) works flawlessly at launch?",
    "How will you meet the security, privacy and compliance requirements (section 6), and what will you need from us?",
    `What hosting would you propose for the expected scale (${md(clause(brief.scale))}), and what will it cost per month?`,
    "Can you meet the product owner's dates (section 9)? If not, what would you change?",
    brief.assets && "How would you build on the existing assets (section 7)?",
  ];
  return blocks(
    heading(2, "11. Questions for vendors"),
    numbered(items.filter((item): item is string => typeof item === "string")),
  );
}

/** A risk becomes a question; an open question from the owner is passed on as it is. */
function riskQuestion(risk: string): string {
  const text = md(sentence(risk));
  return text.endsWith("?")
    ? `${text} What would you advise?`
    : `${text.replace(/[.!]$/, "")}: how would you address this?`;
}

function platformQuestions(kinds: readonly Platform[]): string[] {
  const stores = kinds.filter((kind) => kind === "ios" || kind === "android");
  const apps =
    stores.length === 2
      ? "the iOS and Android apps"
      : stores.length === 1
        ? `the ${stores[0] === "ios" ? "iOS" : "Android"} app`
        : "the mobile apps";
  const mobile = stores.length > 0 || kinds.includes("mobile");
  return [
    ...(mobile ? [`Would you build ${apps} natively or cross-platform, and why?`] : []),
    ...(mobile && kinds.includes("web") ? ["How much code would the web and mobile apps share?"] : []),
  ];
}

/** Weights add up to 100; the test checks it. */
export const EVALUATION_CRITERIA: readonly (readonly [string, number])[] = [
  ["Understanding of the problem and quality of the proposed solution", 25],
  ["Relevant experience with similar products, platforms and integrations", 20],
  ["A realistic plan and timeline against the product owner's dates", 15],
  ["Price and value within the budget", 15],
  ["Team, communication and working arrangement", 15],
  ["Quality practices, support after launch and handover", 10],
];

function evaluation(): string {
  const rows = EVALUATION_CRITERIA.map(([criterion, weight]) => [criterion, `${weight}%`]);
  return blocks(
    heading(2, "12. Evaluation criteria"),
    table(["Criterion", "Weight"], [...rows, ["**Total**", "**100%**"]]),
  );
}

function respond(brief: ProductBrief): string {
  const due = formatDate(addDays(brief.generatedAt, RESPONSE_DAYS));
  const questionsBy = formatDate(addDays(brief.generatedAt, QUESTION_DAYS));
  return blocks(
    heading(2, "13. How to respond"),
    `Send your proposal to the product owner by **${due}**. It must contain:`,
    numbered([
      "About your company: relevant projects, ideally similar products, and two references",
      "Your understanding of the product and the proposed solution: architecture, technologies and why",
      "A milestone plan against section 9, with what the product owner must provide at each step",
      "The team: roles, seniority, location and time zone, and the time each spends on this project",
      "The price: a total for the first version broken down by milestone, payment terms and rates for changes",
      "Answers to the questions in section 11",
      "Assumptions, risks and exclusions",
      "Support and maintenance after launch: terms and price",
    ]),
    "**Format:** one PDF or shared document in English, at most 15 pages plus appendices.",
    `**Questions about this RFP:** send them to the product owner by ${questionsBy}; answers are shared with every vendor.`,
    "**Contact:** the product owner.",
  );
}
