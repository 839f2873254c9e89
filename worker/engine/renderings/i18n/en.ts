import { GLOSSARY_EN } from "#shared/glossary/terms";

/**
 * The offline writer's own words in English. Every other language has the same keys (typed as
 * DocumentText); the founder's answers are inserted as written and never translated. Headings
 * that the consistency check and the LLM prompts rely on are in `headings`.
 */
const a = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

export const en = {
  locale: "en-GB",
  quote: (text: string) => `"${text}"`,
  list: (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`,
  /** Between a label and its value: French puts a space before it. */
  colon: ":",
  priority: GLOSSARY_EN.priority,
  fieldTypes: {
    text: "text",
    long_text: "long text",
    integer: "whole number",
    number: "number",
    money: "amount",
    boolean: "yes/no",
    date: "date",
    datetime: "date and time",
    time: "time (HH:MM)",
    email: "email",
    phone: "phone number",
    url: "link (URL)",
    file: "file link",
    enum: "one of",
    reference: "link to",
  },
  listOf: (type: string) => `list of ${type}`,
  required: "required",
  sensitive: "sensitive",
  assumed: "assumed",
  hoursShort: (hours: number) => `${hours} h`,
  weeks: (start: number, end: number) => (start === end ? `Week ${start}` : `Weeks ${start}-${end}`),
  /** Headings a consistency check finds in any writer's document: keep them word for word. */
  headings: {
    rfpOutOfScope: "Out of scope for version 1",
    promptOutOfScope: "Do not build yet",
    deckLater: "Later",
  },
  rfp: {
    title: (name: string) => `Request for Proposal: ${name}`,
    issued: (name: string, issued: string, due: string) =>
      `Issued on ${issued} by the product owner of ${name}; proposals are due on **${due}**.`,
    scopeLine: (count: number, must: number, hours: number) =>
      `${count} requirements for version 1 (${must} Must), about ${hours} hours with QA`,
    overview: "1. Overview",
    lookingFor: (name: string) => `${name} is looking for a development partner to build its first version.`,
    problem: "The problem",
    today: "How it is handled today",
    competition: (name: string) => `Alternatives and how ${name} differs`,
    alternatives: (items: string) => `Alternatives today: ${items}.`,
    team: "About the team",
    goals: "2. Goals and success metrics",
    goalsIntro: (name: string) => `Version 1 of ${name} succeeds if, in its first six months, it reaches:`,
    businessModel: "Business model the product must support",
    scope: "3. Scope of version 1",
    scopeIntro: (count: number, must: number, should: number, could: number) =>
      `${count} requirements in the product owner's order of priority (MoSCoW): ${must} Must (required at launch), ${should} Should (in version 1, but may move if the plan is at risk) and ${could} Could (the first to cut, priced as options).`,
    scopeColumns: ["ID", "Requirement", "Priority", "Roles", "Estimate (dev + QA)"],
    endpoints: "API",
    acceptance: "Acceptance criteria",
    criterion: (given: string, when: string, then: string) => `**Given** ${given}, **when** ${when}, **then** ${then}.`,
    nothingLater: "Nothing has been set aside for later versions.",
    laterIntegration: (name: string, purpose: string) => `Integration with ${name}${purpose ? ` (${purpose})` : ""}`,
    laterPlatform: (name: string) => `The ${name} platform`,
    users: "4. Users and roles",
    segments: "Target segments",
    persona: "Primary persona",
    roleColumns: ["Role", "What they may do", "Requirements"],
    noRoles: "One kind of user; every signed-in user sees only their own data.",
    asAgreed: "As agreed in discovery",
    workflows: "5. Workflows",
    critical: (reason: string) => `**Must be flawless at launch:** ${reason}`,
    noWorkflows: "No step-by-step workflow was described; vendors should propose them in discovery.",
    dataModel: "6. Data model",
    dataIntro: (name: string, count: number) =>
      `${name} keeps ${count} kinds of records. Each also has an id and its creation and update times; links to other records are by id; sensitive fields are marked and shown only to the people named in section 8.`,
    fieldColumns: ["Field", "Type", "Notes"],
    values: (values: string) => `one of: ${values}`,
    linkTo: (entity: string) => `link to ${entity}`,
    example: (value: string) => `e.g. ${value}`,
    noData: "No records were described; vendors should propose a data model in discovery.",
    integrations: "7. Integrations",
    integrationColumns: ["Integration", "Purpose", "Requirements"],
    noIntegrations: "No external services are required in version 1.",
    nonFunctional: "8. Non-functional requirements",
    nfrColumns: ["ID", "Area", "Requirement"],
    areas: {
      security: "Security",
      privacy: "Privacy",
      compliance: "Compliance",
      performance: "Performance",
      availability: "Availability",
      accessibility: "Accessibility",
      operations: "Operations",
    },
    platforms: "9. Platforms and deliverables",
    platformsAnswer: "Platforms, as the product owner answered",
    platformLines: {
      web: (name: string) =>
        `The ${name} web app, responsive, deployed to production on hosting in the product owner's accounts`,
      pwa: "Installable on phones as a progressive web app (PWA)",
      ios: "An iOS app published on the App Store under the product owner's developer account",
      android: "An Android app published on Google Play under the product owner's developer account",
      desktopApp: "Signed desktop installers for Windows and macOS",
    },
    deliverables: "Deliverables",
    deliverableItems: {
      code: (name: string) =>
        `Source code of every part of ${name} in a repository the product owner owns, with build and deployment scripts`,
      scope: (ids: string) => `Every Must and Should requirement of section 3 (${ids}), accepted against its criteria`,
      integrations: (names: string) => `Working integrations, configured with the product owner's accounts: ${names}`,
      api: (count: number) =>
        `The API as specified in the OpenAPI document (${count} operations), documented and tested`,
      tests: "Automated tests for the acceptance criteria and the critical workflow, running in continuous integration",
      handover: "Handover: accounts, credentials and design files transferred to the product owner, and a walkthrough",
    },
    options: (ids: string) => `**Priced as options (Could):** ${ids}.`,
    vendor: "Working arrangement expected",
    timeline: "10. Timeline and milestones",
    dates: "The product owner's dates",
    planStated: (weeks: number, count: number) =>
      `The plan below spreads those ${weeks} weeks over ${count} milestones by their effort; vendors confirm it or propose their own.`,
    planAssumed: (weeks: number) =>
      `The dates give no duration, so the plan assumes ${weeks} weeks; vendors fit it to the dates above or propose their own.`,
    milestoneColumns: ["Milestone", "Requirements", "Target", "Development", "QA"],
    milestoneWork: {
      discovery: "Workflows, screens and backlog agreed",
      foundation: "Accounts, roles, the data model and environments",
      build: "",
      integration: "",
      acceptance: "Beta with real users, acceptance testing, fixes",
      launch: "Production release, documentation, handover",
    },
    cutFirst: "If time runs short, cut first",
    estimate: "11. Effort estimate",
    estimateRequirements: (dev: number, qa: number) =>
      `Requirements of version 1: ${dev} development hours and ${qa} QA hours (${dev + qa} in all).`,
    estimatePlan: (dev: number, qa: number) =>
      `The whole plan, with discovery, the data model, acceptance testing and launch: ${dev} development hours and ${qa} QA hours (**${dev + qa} hours**).`,
    budget: "Budget",
    perHour: (range: string) => `At that budget, the plan comes to about ${range} per hour.`,
    estimateBasis: "How the estimate is made",
    basis:
      "each requirement is sized in hours of an experienced full-stack developer from what it touches (records, actions, roles, integrations, platforms), with QA at a quarter of it; the milestones add discovery, the data model, acceptance testing and launch. It is a planning figure: vendors give their own.",
    questions: "12. Questions for vendors",
    riskQuestion: (risk: string) => `${risk.replace(/[.!]$/, "")}: how would you address this?`,
    openQuestion: (question: string) => `${question} What would you advise?`,
    integrationQuestion: (names: string) =>
      `Which of these have you integrated before, and what will each need from us: ${names}?`,
    nativeQuestion: (apps: string) => `Would you build ${apps} natively or cross-platform, and why?`,
    criticalQuestion: (name: string) =>
      `How will you make sure the "${name}" workflow (section 5) works flawlessly at launch?`,
    complianceQuestion: (items: string) =>
      `How will you meet these requirements, and what will you need from us: ${items}?`,
    scaleQuestion: (scale: string) =>
      `What hosting would you propose for the expected load (${scale}), and at what monthly cost?`,
    datesQuestion: (dates: string) => `Can you meet these dates: ${dates}? If not, what would you change?`,
    assetsQuestion: (assets: string) => `How would you build on the existing assets (${assets})?`,
    evaluation: "13. Evaluation criteria",
    evaluationColumns: ["Criterion", "Weight"],
    criteria: {
      solution: (name: string) => `Understanding of ${name} and quality of the proposed solution`,
      experience: (items: string) => `Relevant experience${items ? `, especially with ${items}` : ""}`,
      plan: (weeks: number) => `A realistic plan for the milestones of section 10 (${weeks} weeks)`,
      price: (budget: string) => `Price and value${budget ? ` within the budget (${budget})` : ""}`,
      team: (name: string) => `A team and working arrangement that suit ${name} (section 9)`,
      quality: (name: string) => `Quality practices, support after launch and handover of ${name}`,
    },
    total: "Total",
    respond: "14. How to respond",
    respondBy: (date: string, name: string) =>
      `Send your proposal for ${name} to the product owner by **${date}**. It must contain:`,
    respondItems: {
      company: "About your company: projects like this one, and two references",
      solution: (name: string) => `Your proposed architecture for ${name}, its technologies and why`,
      milestones: (count: number) => `A price and a date for each of the ${count} milestones of section 10`,
      estimate: (hours: number) =>
        `Your own estimate per requirement of section 3, beside ours (${hours} hours in all)`,
      team: (name: string) =>
        `The team for ${name}: roles, seniority, location and time zone, and the time each spends on it`,
      questions: (count: number) => `Answers to the ${count} questions of section 12`,
      assumptions: "Your assumptions, risks and exclusions",
      support: (name: string) => `Support and maintenance of ${name} after launch: terms and price`,
    },
    format: (language: string) =>
      `**Format:** one PDF or shared document in ${language}, at most 15 pages plus appendices.`,
    languageName: "English",
    questionsBy: (date: string) =>
      `**Questions about this RFP:** send them to the product owner by ${date}; answers are shared with every vendor.`,
    openQuestions: "16. Open questions",
    openQuestionsIntro: (name: string) =>
      `The product owner of ${name} has not decided these yet. Say in your proposal what you assume for each; the answers come before the work starts.`,
    assumptions: "15. Assumptions",
    assumptionsIntro: (name: string) =>
      `What this RFP for ${name} decided where the answers were silent; vendors may challenge any of it.`,
  },
  openapi: {
    title: (name: string) => `${name} API`,
    server: "Relative to the product's host; the vendor sets the address.",
    workflows: "Workflows this API serves",
    roles: "Roles",
    security: "Security and privacy",
    bearer: "A JWT access token. Its `role` claim decides what the caller may do; other calls get 403.",
    tag: (label: string, fields: string) => `${label}${fields ? `: ${fields}` : ""}.`,
    list: (many: string) => `List ${many}`,
    listDescription: (many: string, filters: string) =>
      `A page of ${many}, newest first${filters ? `; filter by ${filters}` : ""}.`,
    create: (one: string) => `Create ${a(one)}`,
    get: (one: string) => `Get ${a(one)}`,
    update: (one: string) => `Update ${a(one)}`,
    updateDescription: "Send only the fields that change.",
    remove: (one: string) => `Delete ${a(one)}`,
    sets: (field: string, value: string) => `Sets ${field} to "${value}".`,
    step: (workflow: string, step: string) => `Step of ${workflow}: ${step}.`,
    rolesAllowed: (roles: string) => `Allowed for: ${roles}.`,
    idOf: (one: string) => `Id of the ${one}.`,
    linkTo: (entity: string) => `Id of the linked ${entity}.`,
    sensitive: "Sensitive: shown only to the roles allowed to see it.",
    page: "Page number, from 1.",
    pageSize: "Records per page.",
    filter: (label: string) => `Only records with this ${label}.`,
    batchItems: "The records to add.",
    batchResult: "The records added or changed, and how many.",
    created: (one: string) => `The ${one} created.`,
    found: (one: string) => `The ${one}.`,
    changed: (one: string) => `The ${one} after the change.`,
    deleted: (one: string) => `The ${one} was deleted.`,
    pageOf: (many: string) => `A page of ${many}.`,
    exported: "The records as CSV.",
    errors: {
      badRequest: "The request is malformed or fails validation.",
      unauthorized: "The access token is missing, invalid or expired.",
      forbidden: "The caller's role may not do this.",
      notFound: "No record has this id.",
      conflict: "Not allowed from the record's current status.",
      error: "Returned with every 4xx and 5xx response.",
      code: "Stable machine-readable code.",
      message: "Human-readable explanation.",
      details: "Field-level problems, for validation errors.",
    },
    record: {
      id: "Unique identifier.",
      createdAt: "When it was created.",
      updatedAt: "When it last changed.",
      total: "Number of records across all pages.",
    },
  },
  prompt: {
    title: (name: string) => `Build ${name}`,
    intro: (name: string, oneLiner: string) => `Build **${name}**. ${oneLiner}`,
    howTo: (name: string, phases: number) =>
      `Build ${name} in the ${phases} phases below, one at a time. At the end of each phase, check every acceptance criterion, then stop and summarise what you built before starting the next one.`,
    contract: (title: string, count: number) =>
      `The backend contract is the OpenAPI document "${title}" generated with this prompt (${count} operations): implement those endpoints, names and fields exactly, and build the screens on them.`,
    context: "Context",
    problem: "The problem it solves",
    users: "Who it is for",
    persona: "Primary persona",
    today: "How they cope today",
    edge: (competitors: string) => `What must set it apart${competitors ? ` from ${competitors}` : ""}`,
    platforms: "Platforms",
    platformsAnswer: (answer: string) => `As the product owner answered: "${answer}".`,
    platformRules: {
      web: (name: string) => `Build ${name} as one responsive web app that works in desktop and mobile browsers.`,
      pwa: "Make the web app installable on phones as a progressive web app (PWA): a manifest, icons and offline caching of the app shell.",
      ios: "Ship an iOS app from the same codebase, for iPhone.",
      android: "Ship an Android app from the same codebase.",
      desktopApp: "Package a desktop app for Windows and macOS.",
      webOnly: "Only the web app: nothing else is to be built or packaged for version 1.",
    },
    stack: (integrations: string) =>
      `Use your default stack (for example React, TypeScript and Tailwind with your built-in authentication and Postgres database)${integrations ? `; the only other services are ${integrations}` : "; add no other services"}.`,
    dataModel: "Data model",
    dataIntro: (count: number) =>
      `Create these ${count} tables. Each also has \`id\` (uuid, primary key), \`created_at\` and \`updated_at\`.`,
    tableColumns: ["Table", "Column", "Type", "Notes"],
    foreignKey: (table: string) => `foreign key → \`${table}.id\``,
    sensitive: "sensitive: restrict reading it",
    roles: "Roles and permissions",
    roleColumns: ["Role", "May do"],
    enforce: (roles: string) =>
      `Enforce what ${roles} may do on the server (row-level security or equivalent), not only by hiding buttons.`,
    noRoles: "One kind of user: every signed-in user sees only their own records.",
    phase: (number: number, name: string) => `Phase ${number}: ${name}`,
    phaseNames: {
      foundation: "Foundation",
      must: "Must-have requirements",
      should: "Should-have requirements",
      could: "Could-have requirements (only if time allows)",
      finish: "Polish, accessibility and tests",
    },
    endpoints: "Endpoints",
    acceptance: "Acceptance criteria",
    criterion: (given: string, when: string, then: string) => `Given ${given}, when ${when}, then ${then}.`,
    foundationItems: {
      auth: (providers: string) =>
        `Sign up, sign in, sign out and password reset${providers ? `, also with ${providers}` : ""}.`,
      tables: (tables: string) =>
        `The tables of the data model (${tables}), with their foreign keys and access rules per role.`,
      layout: (areas: string) =>
        `The app layout: navigation to ${areas}, a home page per role, the signed-in user's name and a sign-out button.`,
    },
    foundationChecks: {
      auth: "A new user can sign up, sign in, sign out and reset the password.",
      roles: (roles: string) =>
        `Each role (${roles}) sees only the pages and data it may; test with one user per role.`,
      tables: (count: number) =>
        `All ${count} tables exist with their foreign keys, and records persist after a reload.`,
    },
    finishItems: (areas: string, workflow: string) => [
      `Empty, loading and error states on every list (${areas}); forms validate as the user types and explain what is wrong.`,
      "Accessibility (WCAG 2.1 AA): keyboard access, visible focus, a label on every field, sufficient contrast.",
      `Automated tests for every acceptance criterion above${workflow ? `, the "${workflow}" workflow first` : ""}.`,
    ],
    finishChecks: (count: number) => [
      "Every screen works at 360 px, 768 px and 1280 px wide, and with the keyboard alone.",
      `The tests of all ${count} requirements pass, and an automated accessibility check reports no serious issues.`,
    ],
    constraints: "Constraints",
    scale: (scale: string) => `**Expected load:** ${scale}; paginate lists and index the columns you filter on.`,
    designFor: (risk: string) => `**Design for:** ${risk}`,
    doNotBuild: "These are out of version 1. Keep the design open for them, but do not build them:",
  },
};

export type DocumentText = typeof en;
