import fc from "fast-check";
import { QUESTIONS } from "#shared/questionnaire/prompts";

/**
 * Answers as founders might type them, for property tests: phrases and glue of the four
 * languages (role sentences cut mid-word, lists, arrows, amounts, hedges) mixed with any Unicode,
 * each answer 1-300 characters, every question present or not (q1 always).
 */
const WORDS = [
  // English
  "The fleet manager schedules services and approves repair costs over $500.",
  "Mechanics log each repair",
  "admin",
  "owner: everything",
  "Drivers only see their own trucks",
  "open, in progress, waiting for parts, done",
  "trucks (plate, model, mileage)",
  "would be nice",
  "maybe later",
  "not now",
  "The must-haves are",
  "$1.5M seed",
  "$25 per truck per month, with a $200 minimum per fleet",
  "web and Android",
  "Stripe for payments",
  // Spanish
  "El veterinario ve las fichas de sus pacientes.",
  "La recepcionista gestiona la agenda",
  "pendiente de pago",
  "más adelante",
  "1,5 M€",
  // French
  "Le kiné voit ses rendez-vous du jour.",
  "La secrétaire gère le planning de tous",
  "en attente de validation",
  "plus tard",
  "150 k€",
  // German
  "Der Lagerleiter sieht alle Bestände und gibt Bestellungen frei.",
  "Die Schichtleiterin plant die Schichten",
  "in Bearbeitung",
  "wäre schön",
  "2,5 Mio. €",
  "200.000 €",
  "Google- und Microsoft-Kalender",
  "Ja",
  "Nein",
  // Layout and money shapes of issue 39: tables, labels, square brackets, thresholds, prices.
  "Role | Permissions",
  "Parish admin | everything within own parish",
  "[libre, saisonnière, réservée]",
  "Je dirais : ",
  "Wünschenswert, sofern im Budget:",
  "Pues a ver: el anfitrión publica su cocina",
  "ops (us): approve listings",
  "nosotros (ops): todo",
  "estatus: pendiente / aceptada por colega / aprobada",
  "arriba de 80 mil pesos lo aprueba el director",
  "ab 10'000 Fr. muss der Inhaber freigeben",
  "24,90 € HT par mois par salon",
  "3% commission from seller, min Rs 1500",
  "20-25 lakh rs",
  "₱2.5M to 3.5M max",
  "CHF 89.– pro Monat und Betrieb",
  "TAM ~$2.1B/yr -> SAM ~$310M/yr -> SOM ~$9M ARR",
  "we r 2: me (agri engg) & cofounder (ex-OLX)",
  "Drei Personen (Markus, Bauingenieur; Anna, PM; ein Vertriebler)",
  "GCash + Maya",
  "whatsapp pa avisarle",
];
const GLUE = [
  " ",
  ", ",
  "; ",
  ": ",
  ". ",
  " -> ",
  " > ",
  " → ",
  "\n",
  "\n- ",
  "\n1) ",
  " | ",
  " (",
  ") ",
  " [",
  "] ",
  " and ",
  " und ",
  " y ",
  " et ",
  " / ",
  " + ",
  "…",
  "!",
];

/** Founder-like text: phrases and glue, cut anywhere. */
const founderText = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...GLUE)), { minLength: 1, maxLength: 14 })
  .chain((parts) => {
    const text = parts.join("");
    return fc
      .integer({ min: 1, max: Math.max(1, Math.min(300, [...text].length)) })
      .map((end) => [...text].slice(0, end).join(""));
  });
/** Any Unicode at all, punctuation and control characters included. */
const anyText = fc.string({ unit: "binary", minLength: 1, maxLength: 300 });
const answer = fc
  .oneof({ weight: 3, arbitrary: founderText }, { weight: 1, arbitrary: anyText })
  .filter((text) => text.trim().length > 0);

export const answersArbitrary = fc.record(Object.fromEntries(QUESTIONS.map((question) => [question.id, answer])), {
  requiredKeys: QUESTIONS.filter((question) => question.id === "q1").map((question) => question.id),
});
