/**
 * The interview (spec section 4, "Questionnaire flow"): 21 numbered questions with follow-ups,
 * q18 a yes/no question whose "yes" adds follow-ups, then the special prompts. Each question says
 * what the documents need from it; the placeholder is a short example answer.
 */
export type QuestionPrompt = {
  id: string;
  /** The number shown beside it: "3", or "3a" for a follow-up of question 3. */
  label: string;
  text: string;
  placeholder: string;
  expectedInput?: "yesNo";
  /** Branches of a yes/no question: the prompt to go to on each answer. */
  onYes?: string;
  onNo?: string;
};

const q = (id: string, text: string, placeholder: string, extra: Partial<QuestionPrompt> = {}): QuestionPrompt => ({
  id,
  label: id.slice(1),
  text,
  placeholder,
  ...extra,
});

/** In interview order; a yes/no question's `onNo` skips the follow-ups listed after it. */
export const QUESTIONS: readonly QuestionPrompt[] = [
  q("q1", "What is your product called, or what is its working title?", "TaskNest"),
  q(
    "q2",
    "Describe your product in one sentence: what it does and for whom.",
    "TaskNest helps small cleaning companies schedule crews and bill clients from one app.",
  ),
  q(
    "q3",
    "What problem does it solve, and why does it matter now?",
    "Owners dispatch crews with spreadsheets and texts; missed or double-booked jobs cost them about 5% of revenue.",
  ),
  q(
    "q3a",
    "How do people deal with this problem today, and what falls short in those ways?",
    "Paper calendars and WhatsApp groups; nobody sees changes in time and invoices go out late.",
  ),
  q(
    "q4",
    "Who are the target users? Name the segments you want to serve first.",
    "Cleaning companies with 5 to 50 staff in the US, starting with residential cleaning.",
  ),
  q(
    "q4a",
    "Describe your primary persona: their role, a typical day, and what success looks like for them.",
    "Maria, owner-dispatcher: plans 40 jobs a day by phone; success is a full schedule with no missed visits.",
  ),
  q("q5", "Who are your main competitors or alternatives?", "Jobber, Housecall Pro, ZenMaid, and spreadsheets."),
  q(
    "q5a",
    "What will make your product clearly better or different from them?",
    "Built only for cleaning crews: team check-ins, photo proof of work, and half the price.",
  ),
  q(
    "q6",
    "List the capabilities the first version must have (separate them with commas or new lines).",
    "Crew scheduling, online booking page, invoicing, SMS reminders, photo check-in",
  ),
  q(
    "q6a",
    "Which capabilities can wait for a later version?",
    "Payroll, inventory of supplies, a customer loyalty program.",
  ),
  q(
    "q7",
    "Which user roles will the product have, and what may each one do?",
    "Owner: everything; Dispatcher: schedule and assign; Cleaner: see own jobs and check in; Client: book and pay.",
  ),
  q(
    "q8",
    "Describe the two or three most important workflows, step by step.",
    "Client books a slot -> dispatcher assigns a crew -> crew checks in with photos -> invoice is sent automatically.",
  ),
  q(
    "q8a",
    "Which one workflow must be flawless at launch, and why?",
    "Booking to assignment: a lost booking is a lost customer.",
  ),
  q(
    "q9",
    "What information will the product keep? Name the main things and their key details.",
    "Clients (name, address, phone), jobs (date, address, crew, status), invoices (amount, due date, paid).",
  ),
  q(
    "q9a",
    "Which of that information is sensitive (personal, financial, health), and who may see it?",
    "Client addresses and phone numbers; only the owner and the assigned crew may see them.",
  ),
  q(
    "q10",
    "Which external services or systems must it work with?",
    "Stripe for payments, Google Calendar, Twilio for SMS, QuickBooks export.",
  ),
  q(
    "q11",
    "On which platforms must it run?",
    "A web app for owners and dispatchers; iOS and Android apps for cleaners.",
  ),
  q(
    "q12",
    "What security, privacy or compliance requirements apply?",
    "GDPR and CCPA, card data handled by Stripe only, role-based access, daily backups.",
  ),
  q(
    "q12a",
    "How many users and how much activity do you expect in the first year?",
    "200 companies, 3,000 cleaners, about 50,000 jobs a month at peak.",
  ),
  q("q13", "What budget do you have for building the first version?", "$40,000 to $60,000"),
  q(
    "q14",
    "When must the first version be live, and are there dates you cannot move?",
    "A beta in 4 months; public launch before the spring cleaning season in March.",
  ),
  q(
    "q14a",
    "If time runs short, what would you cut first?",
    "The QuickBooks export and the Android app (cleaners can use the web app at first).",
  ),
  q(
    "q15",
    "How will you measure success in the first six months?",
    "100 paying companies, 90% of jobs scheduled in the app, monthly churn under 3%.",
  ),
  q("q16", "How will the product make money?", "A subscription of $49 a month per company plus $5 per active cleaner."),
  q(
    "q16a",
    "How large is the market you are aiming at? Any figures you have help.",
    "About 60,000 cleaning businesses in the US spend $1.2B a year on field-service software.",
  ),
  q(
    "q17",
    "Who is on the team today, and what are you looking for (funding, partners, a development vendor)?",
    "Two founders (operations and sales); raising $500k pre-seed; looking for a vendor to build version 1.",
  ),
  q(
    "q18",
    "Do you already have assets to build on, such as designs, a prototype, code or brand guidelines?",
    "Yes or No",
    { expectedInput: "yesNo", onYes: "q18a", onNo: "q19" },
  ),
  q(
    "q18a",
    "What do you have, and in what form?",
    "Figma designs of the booking flow, a logo and brand colours, a React prototype of the calendar.",
  ),
  q(
    "q18b",
    "Should the vendor build on these assets or start fresh?",
    "Keep the designs and the brand; the prototype can be rewritten.",
  ),
  q(
    "q18c",
    "Who owns these assets, and may they be shared with vendors under an NDA?",
    "The company owns all of them; they can be shared under NDA.",
  ),
  q(
    "q19",
    "How will you reach your first customers?",
    "Partnerships with cleaning associations, Facebook groups for owners, a referral discount.",
  ),
  q(
    "q20",
    "What do you expect from a development vendor (location, team size, communication, support after launch)?",
    "A small team in a US-friendly time zone, weekly demos, 3 months of support after launch.",
  ),
  q(
    "q21",
    "What are the biggest risks or open questions, and is there anything else vendors should know?",
    "Offline check-in for cleaners in basements; we must import existing clients from spreadsheets.",
  ),
];

export const SPECIAL_PROMPTS = {
  features: "qGenerateFeatures",
  documents: "qGenerateRFP",
  final: "qFinal",
} as const;

export const FEATURES_TEXT =
  "Based on your answers, these are the features of your product. Put them in order of priority, most important first, then confirm.";
export const DOCUMENTS_TEXT =
  "Your product definition is ready. What would you like to generate? A) Request for Proposal (RFP) B) Investor pitch deck C) API definition (OpenAPI) D) Prompt for an AI app builder";
export const FINAL_TEXT =
  "All done! Your answers are saved. Choose Finalize to review your product definition and its documents.";

/** Option letters at qGenerateRFP (spec section 4). */
export const DOCUMENT_OPTIONS = [
  { letter: "A", kind: "rfp", label: "Request for Proposal (RFP)" },
  { letter: "B", kind: "pitch", label: "Investor pitch deck" },
  { letter: "C", kind: "openapi", label: "API definition (OpenAPI)" },
  { letter: "D", kind: "app_prompt", label: "Prompt for an AI app builder" },
] as const;
export type DocumentOption = (typeof DOCUMENT_OPTIONS)[number];
