import { offlineBlueprint } from "#engine/blueprint/build-blueprint";
import { composeDocument } from "#engine/render-document";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import type { TLanguage } from "#shared/schemas/settings";

/** Fixed time: documents show dates, and the same input must give the same document. */
export const GENERATED_AT = new Date("2026-11-22T10:00:00Z");

/** What a definition gives the writer: its answers, the confirmed features, the date. */
export type DocumentInput = {
  answers: Readonly<Record<string, string>>;
  features: readonly string[];
  generatedAt: Date;
};

/** The offline analyzer's blueprint of an input (validated by its schema, or this throws). */
export function blueprintOf(
  input: Pick<DocumentInput, "answers" | "features">,
  language: TLanguage = "en",
): TBlueprint {
  return offlineBlueprint({ answers: input.answers, features: input.features, language });
}

/** A document of the offline writer: the blueprint of the input, rendered. */
export function render(kind: DocumentKind, input: DocumentInput, language: TLanguage = "en"): string {
  return composeDocument(kind, blueprintOf(input, language), input.generatedAt);
}

/** The interview's example answers (prompts.ts placeholders), on the "Yes" branch of q18. */
export function taskNest(): DocumentInput {
  const answers: Record<string, string> = Object.fromEntries(
    QUESTIONS.map((question) => [question.id, question.placeholder]),
  );
  answers.q18 = "Yes";
  return {
    answers,
    features: [
      "Crew scheduling",
      "Online booking page",
      "Invoicing",
      "SMS reminders",
      "Photo check-in",
      "Roles and permissions for Owner, Dispatcher, Cleaner, Client",
      "Integration: Stripe for payments",
    ],
    generatedAt: GENERATED_AT,
  };
}

/**
 * A different product on the "No" branch: an accent and an ampersand in the name, entities one
 * per line in three spellings, no duration in the dates, integrations joined by "and".
 */
export function clinic(): DocumentInput {
  return {
    answers: {
      q1: "Clínica Sol & Mar",
      q2: "Clínica Sol & Mar lets patients of small private clinics book, move and pay for appointments online.",
      q3: "Receptionists spend half the day on the phone and 1 in 5 appointments is a no-show.",
      q3a: "Phone calls, a paper diary and reminder calls made by hand the day before.",
      q4: "Private clinics with 2 to 15 doctors in Spain and Portugal, starting with physiotherapy and dental clinics.",
      q4a: "Lucía, receptionist: manages 3 doctors' diaries; success is a full day with no gaps and no no-shows.",
      q5: "Doctoralia, Cliniccloud; paper diaries",
      q5a: "Patients pay a deposit when booking, which cuts no-shows; a clinic is set up in one afternoon.",
      q6: "Online booking\nDoctor calendars\nReminders\nPatient records\nPayments",
      q6a: "Video consultations and an insurance claims module",
      q7: "Admin - manages doctors, prices and settings\nDoctor - sees own calendar and patient notes\nReceptionist - books and moves appointments for anyone\nPatient - books, moves and pays own appointments",
      q8: "Booking: patient picks a doctor and a slot -> pays the deposit -> gets a confirmation by SMS and email\nRescheduling: patient opens the link in the reminder -> picks a new slot -> the doctor's calendar updates",
      q8a: "Booking with deposit, because a failed payment loses the appointment.",
      q9: "Patients: full name, date of birth, email, phone number, insured.\nAppointments: patient, doctor, date, start time, status booked/confirmed/cancelled, fee.\nDoctors - name, specialty, is active\nthe consultation notes and prescriptions",
      q9a: "Health data (consultation notes, prescriptions) is a GDPR special category; only the treating doctor and the patient may see it.",
      q10: "Stripe, Twilio and Google Calendar",
      q11: "Web, mobile-friendly; no app store apps for now.",
      q12: "GDPR (health data), data stored in the EU, two-factor login for staff, audit log of who viewed records.",
      q12a: "40 clinics, 300 doctors, 20,000 appointments a month.",
      q13: "€25,000",
      q14: "Live by 1 September, before the autumn season; the date is fixed.",
      q14a: "The waiting list and the Portuguese translation.",
      q15: "30 clinics paying; no-shows down by half; 60% of bookings made online",
      q16: "€59 per doctor per month; 1.5% fee on deposits.",
      q16a: "About 45,000 private clinics in Spain and Portugal; the clinic software market there is about €400M a year.",
      q17: "A physiotherapist founder and a part-time CTO; seeking €300k seed and a development partner.",
      q18: "No",
      q19: "Physiotherapy associations, a free first month, and referrals from clinics already using it",
      q20: "A team in Europe, Spanish-speaking, fortnightly demos, 6 months of maintenance.",
      q21: "Patients without cards must still be able to book. Do we need Portuguese and Spanish in the first version?",
    },
    features: [
      "Online appointment booking",
      "Doctor calendars",
      "SMS & email reminders",
      "Patient records",
      "Deposits at booking",
      "Waiting list",
    ],
    generatedAt: GENERATED_AT,
  };
}

/** Every answer replaced by `make(id)`; q18 stays "Yes" so the asset answers are used too. */
export function withEveryAnswer(make: (id: string) => string, features: readonly string[]): DocumentInput {
  const answers: Record<string, string> = Object.fromEntries(
    QUESTIONS.map((question) => [question.id, make(question.id)]),
  );
  answers.q18 = "Yes";
  return { answers, features, generatedAt: GENERATED_AT };
}

/** Text that would break Markdown, HTML or YAML if it reached them unescaped. */
export const HOSTILE = `<script>alert("x")</script> | *bold* _under_ # heading [link](javascript:alert(1)) 'single' "double" & \`tick\` ---`;

/** An answer of exactly `length` characters, as the 300-character answer box allows. */
export function longAnswer(id: string, length = 300): string {
  const base = `Answer ${id}: clients (name, email), jobs (date, total) and a long explanation that keeps going, `;
  return base.repeat(Math.ceil(length / base.length)).slice(0, length);
}

/** Words that must never reach a document: leaks of missing values and filler. */
export const FORBIDDEN = /undefined|\bnull\b|\[object Object\]|\bTBD\b|lorem|\bNaN\b/i;

/** Cells of a GFM table row: pipes not escaped with a backslash separate them. */
function cellCount(row: string): number {
  return row.replace(/\\\\/g, "").replace(/\\\|/g, "").split("|").length - 2;
}

/** Table rows whose cell count differs from their header's: a pipe or new line leaked into a cell. */
export function brokenTableRows(markdown: string): string[] {
  const broken: string[] = [];
  let header: number | null = null;
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) {
      header = null;
      continue;
    }
    header ??= cellCount(line);
    if (cellCount(line) !== header || !line.endsWith("|")) broken.push(line);
  }
  return broken;
}

const VOID = new Set(["meta", "br", "hr", "img", "input", "link"]);

/** Tags left open or closed out of order, outside <style> and <script> (whose text is not HTML). */
export function unbalancedTags(page: string): string[] {
  const text = page.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, "");
  const stack: string[] = [];
  const problems: string[] = [];
  for (const match of text.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
    const [, closing, rawName] = match;
    const name = (rawName ?? "").toLowerCase();
    // Void elements, and SVG's self-closed ones (<rect/>).
    if (VOID.has(name) || match[0].endsWith("/>")) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(`</${name}> at ${match.index}`);
  }
  return [...problems, ...stack.map((name) => `<${name}> never closed`)];
}

/** Fails unless every item occurs in `text`, each after the previous one. */
export function positionsInOrder(text: string, items: readonly string[]): number[] {
  let from = 0;
  return items.map((item) => {
    const at = text.indexOf(item, from);
    if (at < 0) throw new Error(`"${item}" missing or out of order`);
    from = at + item.length;
    return at;
  });
}
