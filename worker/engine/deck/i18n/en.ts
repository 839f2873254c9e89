/**
 * The deck's own words in English; the other languages have the same keys (DeckText). The
 * founder's answers are inserted as written. Notes are the speaker's script: what to say on the
 * slide, in full sentences, built from the answers.
 */
export const en = {
  controls: {
    previous: "Previous",
    next: "Next",
    notes: "Notes (N)",
    slide: "Slide",
    speakerNotes: "Speaker notes",
  },
  title: (name: string) => `${name}: investor presentation`,
  meta: (month: string) => `Investor presentation, ${month}`,
  continued: (label: string) => `${label} (continued)`,
  labels: {
    problem: "The problem",
    solution: "The solution",
    product: "Version 1",
    market: "Market",
    business: "Business model",
    traction: "Traction and goals",
    competition: "Competition",
    goToMarket: "Go-to-market",
    roadmap: "Roadmap",
    team: "Team",
    ask: "The ask",
    lookingFor: "What we are looking for",
    closing: "Thank you",
  },
  headlines: {
    businessHow: (name: string) => `How ${name} makes money`,
    teamBehind: (name: string) => `The people behind ${name}`,
    team: (count: number) =>
      count === 1 ? "One founder" : `A team of ${["", "one", "two", "three", "four", "five"][count] ?? count}`,
    solution: (name: string) => `What ${name} does differently`,
    product: (count: number, weeks: number) =>
      weeks > 0
        ? `Version 1: ${count} must-have ${count === 1 ? "capability" : "capabilities"} in ${weeks} weeks`
        : `Version 1: ${count} must-have ${count === 1 ? "capability" : "capabilities"}`,
    /** The founder's own TAM and SAM: no price made the SAM. */
    marketStated: (tam: string, sam: string) => `A ${tam} market, ${sam} of it within our reach`,
    marketSized: (tam: string, sam: string | null) =>
      sam ? `A ${tam} market, ${sam} of it within reach at our price` : `A ${tam} market`,
    price: (price: string, yearly: string, unit: string | null) =>
      `${price} per ${unit ?? "customer"}: ${yearly} a year`,
    traction: (goal: string) => `In six months: ${goal}`,
    competition: (alternatives: string) => `Customers compare us with ${alternatives}`,
    goToMarket: (channel: string) => `First customers: ${channel}`,
    roadmap: (weeks: number, steps: number) => `Version 1 in ${weeks} weeks, in ${steps} steps`,
    raising: (amount: string, round: string | null) =>
      `Raising ${amount}${round ? ` ${round}` : ""} to build version 1`,
    looking: (what: string | null) => (what ? `Looking for ${what}` : "Not raising money today"),
  },
  blocks: {
    pricing: "How we charge",
    customersCount: "Potential customers",
    countStated: "As stated in our answers",
    members: "Who we are",
    persona: "Who feels it",
    today: "How it is handled today",
    startsWith: "Where version 1 starts",
    mustHave: "Must-have",
    effort: "Hours of work by priority",
    sizing: "Market size",
    tam: "TAM",
    sam: "SAM",
    som: "SOM",
    tamStated: "Total spend, as stated",
    sizeTimes: (customers: string, noun: string, yearly: string) => `${customers} ${noun} × ${yearly} a year`,
    firstCustomers: "Who we serve first",
    perPeriod: { month: "a month", year: "a year", week: "a week" } as Record<"month" | "year" | "week", string>,
    economics: "Unit economics",
    yearly: (amount: string, unit: string | null) => `${amount} per ${unit ?? "customer"} a year`,
    payback: (budget: string, customers: string, unit: string | null) =>
      `${customers} ${unit ? `${unit} subscriptions` : "customers"} for a year pay for version 1 (${budget})`,
    goals: "Goals for the first six months",
    goalRevenue: (revenue: string, arithmetic: string) => `That goal is ${revenue} in yearly revenue (${arithmetic})`,
    alternatives: "What customers use today",
    whyWe: (name: string) => `Why ${name} wins`,
    channels: "Channels",
    timeline: "Version 1, week by week",
    week: (week: number) => `Week ${week}`,
    after: (titles: string) => `After launch: ${titles}`,
    ifTime: "If time allows",
    useOfFunds: "Use of funds",
    useOfFundsProposed: "Use of funds: our proposal",
    proposal: "A proposal: the answers do not split the round, so this split is ours to discuss.",
    share: (item: string, share: number) => `${item}: ${share}%`,
    vendor: "From a development vendor",
    assets: "Already in hand",
    thanks: "Thank you. Questions welcome.",
  },
  notes: {
    title: (name: string) => [
      `Good morning. I am here to show you ${name} and what we need to build its first version.`,
      "In ten minutes: the problem, the product, the market and our ask.",
    ],
    problem: (persona: string, today: string) => [
      persona ? `Picture the person who lives this problem: ${persona}` : "",
      today ? `Today they make do like this: ${today}` : "",
    ],
    solution: (name: string, top: string) => [
      `${name} is built around what they actually do, not around a generic tool.`,
      top ? `Version 1 starts with ${top}.` : "",
    ],
    product: (count: number, hours: number, critical: string) => [
      `Version 1 has ${count} must-have ${count === 1 ? "capability" : "capabilities"}, about ${hours} hours of development and QA.`,
      critical ? `The one thing that must be flawless at launch: ${critical}` : "",
      "What version 1 leaves out is on the roadmap slide.",
    ],
    market: (sizing: string, audience: string) => [
      sizing ? `Here is the arithmetic: ${sizing}.` : "",
      audience ? `We start with ${audience}, where we can win first.` : "",
      sizing ? "Every figure on the slide comes from our answers, with its arithmetic." : "",
    ],
    business: (model: string, payback: string) => [
      model ? `How we earn money: ${model}` : "",
      payback ? `${payback}.` : "",
    ],
    traction: (goals: string) => [`These are the goals we hold ourselves to in the first six months: ${goals}.`],
    competition: (alternatives: string, edge: string) => [
      alternatives ? `Today customers turn to ${alternatives}.` : "",
      edge ? `Our answer is simple: ${edge}` : "",
    ],
    goToMarket: (channels: string, audience: string) => [
      channels ? `We reach our first customers through ${channels}.` : "",
      audience ? `The first ones we go after: ${audience}.` : "",
    ],
    roadmap: (weeks: number, cuts: string, later: string) => [
      `Version 1 ships in ${weeks} weeks, milestone by milestone.`,
      cuts ? `If time runs short, we cut first: ${cuts}` : "",
      later ? `After launch come ${later}.` : "",
    ],
    team: (team: string) => [team ? `Who we are: ${team}` : ""],
    askRaising: (raising: string, uses: string) => [`${raising}.`, uses ? `The money goes to ${uses}.` : ""],
    askLooking: (looking: string, vendor: string) => [
      looking
        ? `We are not asking for money today; we are looking for ${looking}.`
        : "We are not asking for money today.",
      vendor ? `From a development vendor we expect: ${vendor}` : "",
      "If you can help, or know someone who can, let us talk after this.",
    ],
    closing: (name: string) => [`Thank you for your time. That is ${name}.`, "I am happy to take your questions."],
  },
};

export type DeckText = typeof en;
