import { type AnalyzerPhrases, forPurpose, type Noun } from "./types";

// "an owner", "a user", "a unit", "an hour" is rare in roles and records: vowels as sounded.
const a = (noun: string) =>
  `${/^(?:[aeio]|u(?!s|ni|ti|r[aeiou]))/i.test(noun) && !/^(?:one|eu)/i.test(noun) ? "an" : "a"} ${noun}`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const q = (text: string) => `"${text}"`;

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export const en: AnalyzerPhrases = {
  quote: q,
  list,
  someone: "user",
  user: { label: "Users", one: "user", many: "users" },
  derived: {
    access: "Accounts, sign-in and roles",
    integration: (name) => `Integration: ${name}`,
    integrationFeature: (name, purpose) => `Integration: ${name}${forPurpose("for", purpose)}`,
    // More than three names make a sentence of the title: the requirement lists them.
    rolesFeature: (names) =>
      names.length <= 3 ? `Roles and permissions for ${names.join(", ")}` : "Roles and permissions",
  },
  rationale: {
    capability: "Must-have: named among the capabilities the first version must have.",
    critical: "Must-have: part of the workflow that must be flawless at launch.",
    top: "Must-have: among the founder's top three priorities.",
    should: "Should-have: in version 1 by the founder's priority, after the must-haves.",
    derived: "Should-have: needed by the answers (roles, integrations) though not listed as a feature.",
    access: "Must-have: every role needs an account to use the product.",
    could: (cut) => `Could-have: the founder would cut it first if time runs short (${q(cut)}).`,
    hedged: "Could-have: the founder would like it but did not call it a must-have.",
    later: "Later: the founder put it off to a later version.",
    laterIntegration: (name) => `Later: the founder named ${name} for later.`,
  },
  description: {
    usedBy: (roles) => `Used by ${roles}.`,
    worksWith: (entities) => `Works with ${entities}.`,
    covers: (actions, workflow) => `Covers ${actions}${workflow ? ` in the ${q(workflow)} workflow` : ""}.`,
    critical: "Part of the workflow that must be flawless at launch.",
    integration: (name, purpose) => `Connects to ${name}${forPurpose("for", purpose)}.`,
    platforms: (names) => `The product on ${names}, with the same accounts and data everywhere.`,
    access: (roles) =>
      roles
        ? `People sign in with their own account and act as ${roles}; each role sees and does only what it may.`
        : "People sign in with their own account; each sees only their own data.",
    later: "Not part of version 1; listed so that vendors can keep the design open for it.",
    fallback: (title) => `${title}, as described in the founder's answers.`,
    details: (text) => `Includes ${text}.`,
  },
  actionLabel: (action) =>
    action.scope === "collection"
      ? `${action.verb} ${action.object ?? action.noun.many}`
      : `${action.verb} ${action.object ? `${action.object} for ${a(action.noun.one)}` : a(action.noun.one)}`,
  criteria: {
    action: (actor, label, noun, sets) => ({
      given: `${a(actor)} is signed in and ${a(noun.one)} exists`,
      when: `they ${lowerFirst(label)}`,
      then: sets
        ? `its ${sets.field} becomes ${q(sets.value)}, and who did it and when is recorded`
        : `the ${noun.one} shows the result, and everyone allowed to see it sees the change`,
    }),
    batch: (actor, label, noun) => ({
      given: `${a(actor)} is signed in`,
      when: `they ${lowerFirst(label)}`,
      then: `the new ${noun.many} appear in the list with a count of what was added, and running it again adds no duplicates`,
    }),
    create: (actor, noun, fields) => ({
      given: `${a(actor)} is signed in`,
      when: `they create ${a(noun.one)}${fields.length > 0 ? ` with ${list(fields)}` : ""}`,
      then: `it appears in the list of ${noun.many} with those values, also after a reload`,
    }),
    filter: (actor, noun, field, values) => ({
      given: `there are ${noun.many} with different values of ${field} (${list(values.map(q))})`,
      when: `${a(actor)} filters the ${noun.many} by one ${field}`,
      then: `only the ${noun.many} with that ${field} are listed`,
    }),
    refused: (role, label) => ({
      given: `${a(role)} is signed in`,
      when: `they try to ${lowerFirst(label)}`,
      then: "the request is refused and nothing changes",
    }),
    hidden: (role, noun, fields) => ({
      given: `${a(role)} is signed in`,
      when: `they open ${a(noun.one)}`,
      then: `${list(fields)} ${fields.length > 1 ? "are" : "is"} not shown to them`,
    }),
    integration: (name, purpose) => ({
      given: `the ${name} connection is set up in its test mode`,
      when: purpose ? `the product uses it for ${purpose}` : "the product uses it",
      then: `the data in ${name} and in the product agree`,
    }),
    integrationDown: (name) => ({
      given: `${name} does not answer`,
      when: "a user does something that needs it",
      then: "they see a clear message, nothing is lost, and it is retried",
    }),
    signIn: (role, admin) => ({
      given: admin ? `${a(admin)} has invited ${a(role)}` : "a new user has signed up",
      when: "they sign in",
      then: `they see only what the ${role} role may see and do`,
    }),
    adminOnly: (role, admin) => ({
      given: `${a(role)} is signed in`,
      when: `they open a page that only ${a(admin)} may use`,
      then: "access is refused",
    }),
    provider: (name) => ({
      given: "a user has an account",
      when: `they sign in with ${name}`,
      then: "they reach the same account and data",
    }),
    platform: (platform, actor) => ({
      given: `${a(actor)} uses the product on ${platform}`,
      when: "they sign in",
      then: "they see the same data as on every other platform",
    }),
    critical: (actor, workflow, steps) => ({
      given: `${a(actor)} is signed in`,
      when: `they go through the ${q(workflow)} workflow (${steps.join(" → ")})`,
      then: "every step succeeds and its result is saved, with no manual fix",
    }),
    notify: (actor, noun, dateField) => ({
      given:
        noun && dateField
          ? `${a(noun.one)} is coming up (by its ${dateField})`
          : `${a(actor)} has notifications turned on`,
      when: noun && dateField ? "its reminder is due" : "something they follow changes",
      then: `${noun && dateField ? `the ${actor} is` : "they are"} notified with its details and a link to it`,
    }),
    figures: (actor, title, noun) => ({
      given: noun ? `there are ${noun.many} on record` : "there is activity on record",
      when: `${a(actor)} opens ${q(title)}`,
      then: "the figures shown match the records",
    }),
    audit: (actor, noun) => ({
      given: noun ? `${a(noun.one)} has been changed by several people` : "several people have made changes",
      when: `${a(actor)} opens its history`,
      then: "they see who changed what and when, and nobody can edit or delete that history",
    }),
    search: (actor, noun, field) => ({
      given: `there are ${noun.many} on record`,
      when: `${a(actor)} searches for one${field ? ` by ${field}` : ""}`,
      then: `the matching ${noun.many} are listed, and only those`,
    }),
    payment: (actor) => ({
      given: "payments are in test mode",
      when: `${a(actor)} pays with a test card that is declined`,
      then: "nothing is recorded as paid and they can try again",
    }),
    use: (actor, title) => ({
      given: `${a(actor)} is signed in`,
      when: `they use ${q(title)}`,
      then: "the result is saved and shown to everyone allowed to see it",
    }),
    invalid: (actor) => ({
      given: `${a(actor)} enters incomplete or invalid data`,
      when: "they save",
      then: "they see what is wrong next to the field and nothing is saved",
    }),
    required: (actor, noun, field) => ({
      given: `${a(actor)} fills in ${a(noun.one)} and leaves ${field} empty`,
      when: "they save it",
      then: `${field} is marked as missing and no ${noun.one} is created`,
    }),
    threshold: (role, label, noun, amount, rule) => ({
      given: `${a(noun.one)} of more than ${amount} (${q(rule)})`,
      when: `someone other than the ${role} moves it on`,
      then: `it waits until ${a(role)} can ${lowerFirst(label)}; at ${amount} or less it does not wait`,
    }),
    ownOnly: (role, noun) => ({
      given: `two users with the role ${role}, each with ${noun.many} of their own`,
      when: `one of them lists the ${noun.many} or opens another's ${noun.one} by its address`,
      then: "they see only their own, and the other's is refused",
    }),
  },
  entityDescription: (noun: Noun, product, fields) =>
    `${noun.one.charAt(0).toUpperCase()}${noun.one.slice(1)} in ${product}${fields.length > 0 ? `: ${list(fields)}` : ""}.`,
  workflowName: (index) => `Workflow ${index}`,
  milestone: {
    discovery: "Discovery and design",
    foundation: "Foundation: accounts, roles and data",
    build: "Must-have features",
    build2: "Must-have features, part 2",
    integration: "Should-have features and integrations",
    acceptance: "Beta and acceptance testing",
    launch: "Launch and handover",
  },
  integrationPurpose: {
    payments: "payments",
    sign_in: "signing in",
    banking: "bank data",
    accounting: "accounting",
    email: "email",
    sms: "text messages",
    push: "push notifications",
    calendar: "calendars",
    maps: "maps and locations",
    storage: "file storage",
    messaging: "messages",
    video: "video calls",
    crm: "customer records",
    ecommerce: "the online shop",
    analytics: "analytics",
    ai: "AI features",
    other: "",
  },
  nfr: {
    accessibility: "Meets WCAG 2.1 AA: keyboard access, visible focus, labelled fields and sufficient contrast.",
    scale: (answer) => `Handles the expected first-year load without slowing down: ${answer}`,
    sensitive: (answer) => `Sensitive data is visible only to those named: ${answer}`,
  },
  funds: {
    build: (budget) => `Building version 1 (the build budget: ${budget})`,
    market: (channel) => `Go-to-market${channel ? `, starting with ${channel}` : ""}`,
    operations: "Operations, support and runway",
  },
  questions: {
    roles: (product) => `Who will use ${product}: which kinds of users, and what may each of them do?`,
    rights: (roles) => `What may each of these roles do: ${roles}?`,
    admin: "Who may do everything: manage users, settings and all the data?",
    records: (product) => `What information must ${product} keep? Name the main things and their details.`,
    details: (records) => `Which details must be kept for each of these: ${records}?`,
    status: (noun) => `Which states does ${a(noun.one)} go through (the values of its status)?`,
    workflows: "What are the most important workflows, step by step: who does what, in which order?",
    platforms: (product) => `On which platforms must ${product} run: in the browser, on which phones, or on computers?`,
    capabilities: "Which capabilities must the first version have?",
    budget: "What budget is there for the first version (an amount or a range)?",
    timeline: "When must the first version be live?",
    price: "What will a customer pay, and for what (per user, per month, a commission)?",
    raising: "How much money are you raising, and in which round?",
    market: "How large is the market: how many possible customers, and what do they spend on this today?",
    roleName: (name) => `Is “${name}” the whole name of a role, or is a word of it missing?`,
    roleRights: (role, other) =>
      `What ${role} may do reads as if it also said what someone else does (“${other}”): is that a role of its own?`,
    statusField: (record, field) => `Is “${field}” a detail of ${record}, or one of the values of its status?`,
    shortFeature: (title) => `What must “${title}” let users do? One word leaves vendors guessing.`,
  },
  assumptions: {
    estimates:
      "Estimates are in hours of an experienced full-stack developer; QA is a quarter of development. Vendors give their own.",
    nativeApp: (platform) => `The ${platform} app is built as an app of its own; feature work carries 40% more for it.`,
    nativeApps: "The iOS and Android apps share one cross-platform codebase; feature work carries 40% more for it.",
    weeks: (weeks) => `No duration was given, so the plan assumes ${weeks} weeks for a team of two developers.`,
    lifecycle: (entity, field, values) => `${entity}.${field} takes the usual values ${values}; confirm them.`,
    users: "Every role is a user account with a role; a User record holds name, email and role.",
    web: "No platform was named, so the plan assumes a responsive web app.",
    funds: "The split of the funds is a proposal from the budget and channels; the founder sets the real one.",
    assignedField: (entity, field) => `${entity}.${field} is added because a workflow step assigns it.`,
  },
};
