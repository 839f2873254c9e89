import { normalizeName } from "#shared/blueprint/names";
import type { TIntegration } from "#shared/blueprint/schema";
import { parseIntegrations as parseIntegrationChips } from "#shared/questionnaire/structured";
import { capitalise, clause, splitTopLevel } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { WORDS } from "./language";
import { alternation, escapeWord } from "./language/patterns";
import { isLater, isNone, withoutLater } from "./markers";
import { DOUBT_WORDS, hedgeOf, withoutHedge } from "./reading/hedges";
import { labelKind } from "./reading/layout";
import { isVerb, LEXICON } from "./reading/lexicon";
import { linesOf, maskBrackets, sentencesOf, splitOutsideBrackets } from "./reading/segment";
import { readShortForms } from "./reading/short-forms";

export type IntegrationDraft = Omit<TIntegration, "requirements">;
type Kind = TIntegration["kind"];

/** Services by what they do, so "Plaid" is banking and "Apple and Google sign-in" is one sign-in. */
const KINDS: readonly [Kind, RegExp][] = [
  [
    "sign_in",
    /sign[- ]?in|sign[- ]?on|log[- ]?in|\bsso\b|oauth|openid|\bentra\b|azure ad|auth0|okta|anmeldung|inicio de sesi[óo]n|connexion/i,
  ],
  ["payments", /stripe|paypal|adyen|mollie|braintree|square|klarna|payment|zahlung|pago|paiement|checkout/i],
  ["banking", /plaid|bank feeds?|open banking|truelayer|gocardless|tink|nordigen|saltedge|\bbank\b|banque|banco/i],
  ["accounting", /xero|quickbooks|datev|sage|freshbooks|lexoffice|sevdesk|holded|pennylane|accounting|buchhaltung/i],
  ["sms", /twilio|\bsms\b|messagebird|vonage|sinch/i],
  ["email", /sendgrid|mailgun|postmark|resend|mailchimp|brevo|e-?mail|correo|courriel/i],
  ["push", /push|firebase|onesignal|\bapns\b|\bfcm\b/i],
  ["calendar", /calendar|kalender|calendario|calendrier|agenda|outlook|ical|caldav/i],
  ["maps", /maps?\b|mapbox|geolocation|\bgps\b|karten|mapas|cartes/i],
  ["storage", /\bs3\b|dropbox|google drive|onedrive|box\.com|storage|speicher/i],
  ["messaging", /slack|microsoft teams|whatsapp|telegram|discord|intercom/i],
  ["video", /zoom|google meet|video|jitsi|daily\.co|whereby/i],
  ["crm", /hubspot|salesforce|pipedrive|crm\b/i],
  ["ecommerce", /shopify|woocommerce|magento|amazon|etsy/i],
  ["analytics", /analytics|mixpanel|segment|amplitude|posthog|matomo/i],
  ["ai", /openai|gpt|\bllm\b|\bai\b|machine learning|\bki\b|\bia\b/i],
];

/** A name ending in one of these lower-case words names one service of several providers. */
const SHARED_HEAD =
  /\s(?:sign[- ]?in|sign[- ]?on|log[- ]?in|sso|single sign-on|calendar|calendars|maps|pay|drive|login)$/i;
const PURPOSE = new RegExp(
  `\\s${alternation([...new Set(Object.values(WORDS).flatMap((words) => words.hedges.purpose))])}\\s(.+)$`,
  "iu",
);
/** An item that opens with what the service before it is for ("para los recordatorios"). */
const PURPOSE_LEAD = new RegExp(
  `^${alternation([...new Set(Object.values(WORDS).flatMap((words) => words.hedges.purpose))])}\\s+`,
  "iu",
);
/** The word that says what a service is for, in each language ("for", "para"): an arrow reads as it. */
const PURPOSE_WORD = Object.fromEntries(
  (["en", "de", "es", "fr"] as const).map((language) => [language, WORDS[language].hedges.purpose[0] ?? "for"]),
) as Record<AnswerLanguage, string>;
/** "über Pixelletter", "aus Domus", "a A3", "con Conekta", "via OVH": the service after its preposition. */
const VIA =
  /(?:^|\s)(?:über|ueber|via|per|mit|aus|vom|von|im|ins|zum|zur|beim|from|with|through|using|into|in|con|por|de|desde|a|al|avec|par|depuis|vers|chez|an|an die|an den|in die|in unsere|auf)\s+(?:(?:unsere[nmr]?|our|nuestro|nuestra|notre|nos|the|die|der|den|das|la|el|le|les|l['’])\s+)?((?:[\p{Lu}\d]|\p{Ll}{1,3}\p{Lu})[\p{L}\d.+&'’-]*(?:\s+[\p{Lu}\d][\p{L}\d.+&'’-]*){0,3}(?:\s+(?:der|des|de|del|of)\s+[\p{Lu}][\p{L}-]*)?(?:\s*\([^)]*\))?)/u;
/** What a service offers under its name: "Outlook calendar", "SEAI portal", "Google Sheets". */
const PRODUCT_NOUN = /^(?:calendars?|portal|portals|maps|drive|sheets|kalender|portail|portal)$/iu;
/** A common noun joined to a service: "Datanorm-Import", "DATEV-Export", "SEPA-Lastschrift". */
const HYPHEN_HEAD =
  /^([\p{Lu}][\p{L}\d]*)-(?:import|export|anbindung|schnittstelle|integration|sync|synchronisation|login|anmeldung|api|lastschrift)\b/iu;
/** Lower-case brand names founders type as they are written. */
const LOWER_BRANDS =
  /^(?:lexoffice|sevdesk|whatsapp business|whatsapp|stripe|paypal|twilio|google maps|google|mailchimp|shopify|zapier|airbnb|booking|slack|notion|dropbox)\b/i;

/**
 * Integrations of q10, read sentence by sentence, each service whole: "Apple and Google sign-in"
 * is one sign-in integration; "Xero and QuickBooks Online for invoices" two sharing a purpose;
 * "Samsara for mileage would be great but later" a Later one ("wäre schön" alone is not later);
 * "Google- und Microsoft-Kalender" two; the service is its name, not the sentence around it:
 * "Briefversand über Pixelletter" is Pixelletter, "unsere Praxissoftware (Medistar)" Medistar,
 * "Slack notifications" Slack (for notifications).
 */
export function parseIntegrations(answer: string, language: AnswerLanguage = "en"): IntegrationDraft[] {
  if (isNone(answer)) return [];
  // What the integrations control wrote (decision 030) is read exactly: service, purpose, later.
  const chips = parseIntegrationChips(answer);
  if (chips) {
    return dedupe(
      chips.map((chip) => ({
        name: normalizeName(chip.service, 120),
        purpose: normalizeName(chip.purpose, 300),
        kind: kindOf(`${chip.service} ${chip.purpose}`),
        later: chip.later,
      })),
    ).slice(0, 12);
  }
  const out: IntegrationDraft[] = [];
  // "WhatsApp Business → avisos al cliente": an arrow after a service says what it is for.
  const text = readShortForms(answer, language).replace(/\s*(?:->|→|=>)\s*/gu, ` ${PURPOSE_WORD[language]} `);
  for (const sentence of linesOf(text).flatMap((line) => sentencesOf(line, language))) {
    // "Paystack: virtual accounts + USSD for remittance", "Moneris : paiement par carte": the service
    // as a label, what it is for after it.
    const labelled = serviceLabel(sentence, language);
    if (labelled) {
      const later = hedgeOf(labelled.purpose) === "later" || isLater(labelled.purpose);
      const purpose = clause(withoutLater(withoutHedge(labelled.purpose)));
      out.push({ name: labelled.name, purpose, kind: kindOf(`${labelled.name} ${purpose}`), later });
      continue;
    }
    let previous: IntegrationDraft[] = [];
    // "an SMS service": a service named by what it does, whose provider may follow.
    let previousUnchosen = false;
    let lastItem = "";
    // "WhatsApp para los avisos y, más adelante, Stripe": a hedge after "and," is said of what follows.
    let laterAhead = false;
    const groups = splitOutsideBrackets(expandElision(sentence), /;/g);
    const items = groups.flatMap((group) =>
      // "A lo mejor más adelante, los portales…": a hedge opening the sentence is said of what follows.
      splitOutsideBrackets(group, /(?<!\d),|,(?!\d)/g).map((item, index) => ({ item, opens: index === 0 })),
    );
    for (const { item, opens } of items) {
      const endsWithAnd = JOINED.test(lastItem);
      lastItem = item;
      const carried = laterAhead;
      const hedge = hedgeOf(item) === "later" || isLater(item) || carried;
      laterAhead = false;
      // "…, sonst push", "otherwise email": a fallback for the service before, not one of its own.
      if (out.length > 0 && ALTERNATIVE.test(item.trim())) continue;
      // "la AEAT, para la remisión de los registros": what the service before is for.
      const forWhat = item.trim().match(PURPOSE_LEAD);
      const [only] = previous;
      if (forWhat && only && previous.length === 1 && !hedge) {
        if (!only.purpose || only.purpose === only.name || only.purpose.split(/\s+/).length === 1)
          only.purpose = clause(item.trim().slice(forWhat[0].length));
        continue;
      }
      const cleaned = clause(
        withoutLater(withoutHedge(withoutJoiner(item)))
          .replace(/^(?:and|und|y|et|also|plus|auch|aussi|también)\s+/i, "")
          .replace(/^[\p{L} ]{2,30}:\s+/u, "")
          .replace(/\s+(?:if|wenn|falls|si|sofern)\s.*$/iu, ""),
      );
      // "das wäre schön, muss aber nicht zum Start", "pero más adelante": said of the service before.
      const remnant =
        hedge &&
        cleaned.split(/\s+/).length <= 3 &&
        !cleaned.split(/\s+/).some(brandLike) &&
        // Typed in lower case, a service is still a word of its own ("anbindung ans skiverleih-system").
        cleaned
          .split(/\s+/)
          .filter(Boolean)
          .every(
            (word) => FUNCTION_WORDS.has(word.toLocaleLowerCase(language)) || ASIDE_WORDS.has(word.toLocaleLowerCase()),
          );
      // "si se puede exportar, mejor": lower-case verbs and asides name no service.
      const noName = cleaned
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => {
          const lower = word.toLocaleLowerCase(language);
          return word === lower && (FUNCTION_WORDS.has(lower) || ASIDE_WORDS.has(lower) || isVerb(lower, language));
        });
      // "das ist noch offen", "not sure yet", "Sonst nix": a comment, not a service.
      const comment =
        noName ||
        labelKind(cleaned) !== null ||
        isNone(cleaned) ||
        isNone(cleaned.replace(/^\p{L}+\s+/u, "")) ||
        FOUNDERS_SAY.test(cleaned);
      if (!cleaned || remnant || comment || LEFTOVER.test(cleaned) || COMMENT.test(cleaned)) {
        // "…; más adelante, si acaso, el SIGPAC": a hedge opening a clause is said of what follows.
        // A comment between the hedge and its service ("más adelante, si acaso, el SIGPAC") passes it on.
        if (carried || (hedge && (remnant || comment || !cleaned) && (endsWithAnd || opens))) laterAhead = true;
        else if (hedge) for (const draft of previous) draft.later = true;
        continue;
      }
      // "an SMS service, maybe Twilio", "un service SMS, peut-être Brevo": one service, its provider
      // a candidate the founder has not chosen, not a second integration.
      const candidate = item.trim().match(CANDIDATE)?.[0].trim();
      const [unchosen] = previous;
      if (candidate && previousUnchosen && unchosen && previous.length === 1) {
        const provider = serviceName(cleaned, language);
        // "un proveedor de SMS, tipo Twilio o similar": an example stays as the founder gave it.
        const example = EXAMPLE_LEAD.test(item.trim()) ? clause(item.trim().replace(EXAMPLE_LEAD, "")) : "";
        if (example) {
          unchosen.name = `${unchosen.name} (${example})`;
          previousUnchosen = false;
          continue;
        }
        if (provider) {
          unchosen.name = `${unchosen.name} (${candidate.toLocaleLowerCase(language)} ${provider.name})`;
          previousUnchosen = false;
          continue;
        }
      }
      previous = [];
      previousUnchosen = UNCHOSEN.test(cleaned);
      for (const part of namedParts(cleaned, language)) {
        const service = serviceName(part.name, language);
        if (!service) continue;
        const purpose = part.purpose || service.purpose;
        const draft = {
          name: service.name,
          // "SMS service": "service" says what it is, not what it is for.
          purpose: UNCHOSEN.test(purpose) && purpose.split(/\s+/).length === 1 ? "" : purpose,
          kind: kindOf(`${part.name} ${part.purpose}`),
          later: hedge,
        };
        out.push(draft);
        previous.push(draft);
      }
      // "Email for the alerts, probably SendGrid": a service named only by what it does.
      if (previous.length === 1 && KIND_ONLY.test(previous[0]?.name ?? "")) previousUnchosen = true;
    }
  }
  return dedupe(
    out
      .map((item) => ({
        ...item,
        name: normalizeName(capitalised(item.name), 120),
        purpose: normalizeName(item.purpose, 300),
      }))
      .filter((item) => /[\p{L}\p{N}]/u.test(item.name)),
  ).slice(0, 12);
}

/** A service's name without the bracket that says its provider is open: "Termii (or any SMS gateway)" is Termii. */
export function plainName(name: string): string {
  return name.replace(/\s*\([^()]*\)$/u, "").trim() || name;
}

/** "stripe", "boleta electrónica (SII o Bsale)" as a vendor reads them: "Stripe"; "iCal" and "eBay" stay. */
function capitalised(name: string): string {
  return /^\p{Ll}\p{Ll}/u.test(name) ? capitalise(name) : name;
}

/** "le paiement sur place avec Payconiq", "card payments via Stripe for the diaspora": a service named in a put-off feature. */
const PUT_OFF_VIA =
  /(?:^|\s)(?:with|via|through|using|mit|über|con|mediante|avec|par|por)\s+((?:\p{Lu}[\p{L}\d.+&'’-]*)(?:\s+\p{Lu}[\p{L}\d.+&'’-]*){0,2})/gu;

/**
 * The services the features put off name (q6a), when q10 does not: they come later too, and a
 * vendor pricing version 1 must know they are not in it ("le paiement par carte avec Stripe").
 */
export function putOffServices(
  laterFeatures: readonly string[],
  known: readonly IntegrationDraft[],
  language: AnswerLanguage,
): IntegrationDraft[] {
  const out: IntegrationDraft[] = [];
  const taken = (name: string) =>
    [...known, ...out].some((item) => item.name.toLocaleLowerCase(language).includes(name.toLocaleLowerCase(language)));
  for (const feature of laterFeatures) {
    const name = [...feature.matchAll(PUT_OFF_VIA)].at(-1)?.[1]?.trim();
    if (!name || taken(name) || PLATFORM_NAME.test(name) || isVerb(name.toLocaleLowerCase(language), language))
      continue;
    // German capitalises every noun ("mit Raumplan", "über IoT-Sensoren"): there a service shows by its form.
    if (language === "de" && (!/\p{Ll}\p{Lu}|\d|^\p{Lu}{2,}/u.test(name) || /-\p{Lu}\p{Ll}{2,}$/u.test(name))) continue;
    const purpose = clause(feature.replace(new RegExp(`\\s*\\S+\\s+${escapeWord(name)}`, "u"), ""));
    out.push({ name, purpose, kind: kindOf(`${name} ${feature}`), later: true });
  }
  return out.slice(0, 4);
}

/** A platform or a technology is no service: "app with Android", "trazabilidad con QR". */
const PLATFORM_NAME =
  /^(?:android|ios|iphone|ipad|web|windows|mac|macos|linux|desktop|apple watch|qr|nfc|rfid|gps|pdf|usb|bluetooth)$/iu;

/**
 * A sentence "Service: what it is for", the service written as a name (a capital, a brand typed
 * in lower case) and the purpose not opening with one ("Zahlung: Stripe" and "Karte: basemap.at"
 * name the service after the colon). German capitalises nouns: there the label needs a capital
 * inside it or a digit ("GoCardless", "DATEV") or to be a brand typed in lower case.
 */
function serviceLabel(sentence: string, language: AnswerLanguage): { name: string; purpose: string } | null {
  const colon = maskBrackets(sentence).search(/\s?:\s/u);
  if (colon < 2) return null;
  const label = clause(sentence.slice(0, colon).replace(/^\s*[-–•*]\s*/u, ""));
  const body = clause(sentence.slice(colon).replace(/^\s?:\s*/u, ""));
  const words = label
    .replace(/\([^)]*\)/gu, "")
    .trim()
    .split(/\s+/);
  const first = body.split(/\s+/)[0] ?? "";
  if (!body || words.length > 4 || !words.every((word) => brandLike(word) || /^(?:de|du|des|del|of)$/u.test(word)))
    return null;
  // "Termii: SMS receipts", "Dojah: NIN verification": an acronym before a common noun is a purpose.
  const kindAcronym = /^\p{Lu}{2,5}$/u.test(first) && /^\p{Ll}/u.test(body.split(/\s+/)[1] ?? "");
  if ((brandLike(first) && !kindAcronym) || /\.\p{L}{2,}$/u.test(first) || labelKind(label) !== null) return null;
  // "Login: SSO via Google", "Payments: card": a label naming a kind is what the service is for.
  if (
    KIND_ONLY.test(label) ||
    /^(?:log[- ]?in|sign[- ]?in|sso|payments?|accounting|invoicing|calendar|maps?)$/iu.test(label)
  )
    return null;
  const named = (word: string) => /\p{Ll}\p{Lu}|\d|^\p{Lu}{2,}/u.test(word) || LOWER_BRANDS.test(word);
  if (language === "de" && !words.some(named)) return null;
  return { name: label, purpose: body };
}

/** Words that name nothing, in any of the four languages. */
const FUNCTION_WORDS = new Set(
  (["en", "de", "es", "fr"] as const).flatMap((language) => [
    ...LEXICON[language].determiners,
    ...LEXICON[language].prepositions,
    ...LEXICON[language].conjunctions,
    ...LEXICON[language].pointers,
    ...LEXICON[language].complement,
    ...LEXICON[language].modals,
    ...LEXICON[language].self,
    ...LEXICON[language].verbs,
  ]),
);

/** Words of the founders' asides ("so", "well", "bueno", "bref"): in a hedge's clause they name nothing. */
const ASIDE_WORDS = new Set(
  Object.values(WORDS).flatMap((words) => words.hedges.asides.filter((aside) => !/\s/u.test(aside))),
);

/** "sms über websms", "pagos con mercadopago": typed in lower case, a service after "über", "via", "con". */
const LOWER_VIA = /(?:^|\s)(?:über|ueber|via|with|through|using|con|mediante|avec)\s+([\p{L}\d][\p{L}\d.+&'’-]*)$/u;

/** "mais nous n'avons pas encore choisi lequel", "but we haven't picked one": the founders talking, no service. */
const FOUNDERS_SAY = new RegExp(
  // "but as far as I know there's no API": a few words may come before the founder's own word.
  `^${alternation(
    // "but", "aber", "pero", "mais" (and "also"); "et on aimerait Stripe" still names one.
    (["en", "de", "es", "fr"] as const).flatMap((language) =>
      WORDS[language].hedges.trailing.filter((word) => !LEXICON[language].conjunctions.has(word)),
    ),
  )}\\s+(?:[\\p{Ll}'’]+,?\\s+){0,4}${alternation(
    (["en", "de", "es", "fr"] as const).flatMap((language) => [...LEXICON[language].self]),
  )}(?![\\p{L}])`,
  "iu",
);

/** "and Stripe", "plus Twilio" without their joiner; "plus tard" keeps its "plus", a hedge's word. */
function withoutJoiner(item: string): string {
  const stripped = item.replace(/^\s*(?:and|und|y|et|also|plus)\s+/iu, "");
  return hedgeOf(stripped) === hedgeOf(item) ? stripped : item;
}

/** A service named by its kind alone, no provider: "Email", "SMS", "Zahlungen". */
const KIND_ONLY =
  /^(?:e-?mails?|emailing|sms|text messages?|payments?|push(?: notifications)?|maps?|zahlungen|correo(?: electrónico)?|pagos?|courriels?|paiements?)$/iu;

/** The noun of a service whose provider is not named: "an SMS service", "un prestataire", "ein Anbieter". */
const UNCHOSEN =
  /(?<![\p{L}])(?:service|provider|tool|dienst|anbieter|servicio|proveedor|herramienta|prestataire|outil|fournisseur)(?![\p{L}])/iu;

/** "… via some provider", "… por algún proveedor", "… über einen Anbieter": a provider not named yet. */
const UNCHOSEN_VIA = new RegExp(
  `\\s+(?:via|through|with|using|über|mit|por|con|mediante|par|avec|via)\\s+(?:a|an|some|any|einen|eine|ein|irgendeinen|algún|alguna|algun|un|una|une|un autre|quelque)\\s+(?:\\p{L}+\\s+)?${UNCHOSEN.source}.*$`,
  "iu",
);

/** "sonst push", "otherwise SMS", "sinon par courriel", "si no, por correo": the fallback of the service before. */
const ALTERNATIVE = new RegExp(
  `^(?:${alternation((["en", "de", "es", "fr"] as const).flatMap((language) => WORDS[language].hedges.otherwise))})(?![\\p{L}])`,
  "iu",
);

/** A bracket that leaves the provider open: "(or any Nigerian SMS gateway)", "(API Orange ou autre)". */
const CHOICE_ASIDE = new RegExp(
  `(?<![\\p{L}])${alternation([...new Set(Object.values(WORDS).flatMap((words) => words.hedges.choice))])}(?![\\p{L}])`,
  "iu",
);

const CHOICE_END = new RegExp(
  `(?<![\\p{L}])${alternation([...new Set(Object.values(WORDS).flatMap((words) => words.hedges.choice))].filter((word) => /\s/u.test(word)))}[.)]?$`,
  "iu",
);

/** An item that ends with "and": the next one continues it. */
const JOINED = /\s(?:and|und|y|e|et|plus|sowie)\s*$/iu;

/** What is left of a hedge's clause ("but", "muss aber nicht zum Start", "este último"). */
const LEFTOVER =
  /^(?:but|though|aber|pero|mais|muss aber nicht(?: zum start)?|das|this|that|esto|este último|esta última|ceci|cela|ça|peu importe|wenn das geht|si se puede|si possible)$/iu;
/** A clause about a service rather than one: "since all our contracts are there", "que es nuestra contabilidad". */
const COMMENT =
  /^(?:since|because|as|which|where|so that|given that|whether|if|unless|although|though|now|currently|today|that['’]s|it['’]s|this is|da|weil|damit|zumal|ob|wenn|falls|sofern|obwohl|jetzt|momentan|derzeit|aktuell|das ist|que|porque|para que|donde|dado que|ya que|puesto que|si|aunque|ahora|hoy|actualmente|es lo que|eso es|pour que|car|parce que|puisque|vu que|même si|bien que|actuellement|aujourd['’]hui|c['’]est|ce sont|où|en|para|pour|für|um|to)(?![\p{L}])/iu;

/** "Google- und Microsoft-Kalender" -> "Google-Kalender und Microsoft-Kalender"; "Web- und Android-App" too. */
export function expandElision(text: string): string {
  return text.replace(
    /([\p{L}\d]+)-\s+(und|oder|and|or|y|o|et|ou)\s+([\p{L}\d]+)-([\p{L}\d][\p{L}\d-]*)/gu,
    (_, first: string, joiner: string, second: string, head: string) => `${first}-${head} ${joiner} ${second}-${head}`,
  );
}

/** A word that names a service by its form: capitalised, an acronym, with a digit, or a brand typed lower-case. */
function brandLike(word: string): boolean {
  // "eCall", "iZettle", "myPOS": a brand written with a capital inside.
  return /^[\p{Lu}\d]/u.test(word) || /^\p{Ll}{1,3}\p{Lu}/u.test(word) || LOWER_BRANDS.test(word);
}

/**
 * The service a phrase names, and what the rest of it says it is for: a bracketed name after a
 * common noun ("our EVV system (Sandata)"), the name after "über"/"via"/"from"/"a"/"con" when the
 * phrase starts with a verb or a noun and its preposition ("Briefversand über Pixelletter", "Cobros
 * por SPEI con Conekta": the last), the name before "-Import", capitalised words followed by
 * common nouns ("Slack notifications"); else the phrase itself ("push notifications").
 */
function serviceName(phrase: string, language: AnswerLanguage): { name: string; purpose: string } | null {
  const whole = clause(phrase)
    .replace(
      /^(?:éventuellement|eventualmente|vielleicht|maybe|peut-être|quizás|ein|eine|einen|a|an|un|une|the|die|der|das|la|el|le|les|los|las)\s+/iu,
      "",
    )
    .replace(/^[lL]['’](?=\p{L})/u, "");
  // "export vers le logiciel de facturation": the system, not the export.
  const text = whole.replace(
    /^(?:an? )?(?:export|import|sync|anbindung|connexion|conexi[óo]n|integraci[óo]n|int[ée]gration)\s+(?:to|into|vers|au|à la|an die|an den|an|con el|con la|con|with|avec le|avec la|avec)\s+(?:(?:the|le|la|les|el|die|der|den|our|their|unser|unsere|unseren|unserem|ihre|ihren|notre|leur|leurs|nuestro|nuestra|su|sus)\s+)?/iu,
    "",
  );
  if (!text) return null;
  // "l'export vers le comptable (Winbooks ou BOB, …)", "el valor de la UF (mindicador.cl o API del
  // Banco Central)": a choice of providers after a common noun keeps the phrase it is a choice for.
  const open = whole.match(/^(\p{Ll}[^()]*?)\s*\(([^()]+)\)\s*$/u);
  const openChoice = open?.[2]?.split(",")[0]?.trim() ?? "";
  if (open?.[1] && CHOICE_ASIDE.test(openChoice) && /\s/u.test(openChoice) && !open[1].split(/\s+/).some(brandLike))
    return { name: `${open[1]} (${openChoice})`, purpose: "" };
  // "facturación electrónica por algún proveedor habilitado", "SMS via some provider": the provider is not chosen.
  const unchosenVia = text.match(UNCHOSEN_VIA);
  if (unchosenVia?.index) return serviceName(text.slice(0, unchosenVia.index), language);
  // "l'API WhatsApp Business", "la API de Mercado Pago": the service is "WhatsApp Business API".
  const api = text.match(
    /^(?:[lL]['’]|[lL]a\s+|[tT]he\s+|[dD]ie\s+)?API\s+(?:(?:de|del|von|of)\s+|d['’])?(\p{Lu}[^()]*)$/u,
  );
  if (api?.[1]) return { name: `${api[1].trim()} API`, purpose: "" };
  const words = text.split(/\s+/);
  const bracket = text.match(/^(.*?)\s*\(([^)]+)\)\s*(.*)$/u);
  // "Stripe Connect (Payments, Kaution, Payouts)": a name of capitalised words is the service, its
  // bracket what it is for; "unsere Praxissoftware (Medistar)" names a kind, the service in brackets.
  const brandHead =
    bracket?.[1]?.split(/\s+/).every(brandLike) === true &&
    !LEXICON[language].determiners.has((bracket[1].split(/\s+/)[0] ?? "").toLocaleLowerCase(language));
  if (
    bracket?.[1] &&
    bracket[2] &&
    !brandHead &&
    /^[\p{Lu}\d]/u.test(bracket[2]) &&
    bracket[1].split(/\s+/).length >= 2
  ) {
    // "unsere Praxissoftware (Medistar)", "our EVV system (Sandata)": the name in brackets; a choice
    // not made yet ("secrétariat social (Partena ou Securex)") keeps the kind it is a choice of, and
    // so do providers given as examples ("los portales de los laboratorios (Essilor, Hoya, Zeiss)").
    const choice = bracket[2].split(",")[0]?.trim() ?? "";
    if (/\s(?:or|oder|o|ou)\s/u.test(choice) && !bracket[3]) return { name: `${bracket[1]} (${choice})`, purpose: "" };
    const listed = bracket[2].split(",").map((item) => item.trim());
    if (listed.length >= 2 && listed.every((item) => item.split(/\s+/).every(brandLike)) && !bracket[3])
      return { name: `${bracket[1]} (${listed.join(", ")})`, purpose: "" };
    return { name: clause(bracket[2].split(/,/)[0] ?? ""), purpose: "" };
  }
  const hyphen = text.match(HYPHEN_HEAD);
  if (hyphen?.[1]) return { name: hyphen[1], purpose: "" };
  const second = words[1] ?? "";
  // German capitalises every noun: "Die Ärztinnen wollen ..." starts with a subject, not a service.
  const germanSentence =
    language === "de" && words.slice(1, 4).some((word) => /^\p{Ll}/u.test(word) && !/^(?:und|oder)$/u.test(word));
  const startsWithService =
    !germanSentence &&
    brandLike(words[0] ?? "") &&
    !isVerb((words[0] ?? "").toLocaleLowerCase(language), language) &&
    !LEXICON[language].prepositions.has(second.toLocaleLowerCase(language)) &&
    !/^(?:über|via|per|mit|aus|vom|from|with|con|por|avec|par)$/iu.test(second);
  if (!startsWithService) {
    const named = [...text.matchAll(new RegExp(VIA.source, "gu"))].at(-1)?.[1];
    if (named) return { name: cleanBracket(named, language).name, purpose: "" };
    // "sms über websms": typed in lower case, the service is still the words after "über".
    const lower = !/\p{Lu}/u.test(text) ? LOWER_VIA.exec(text)?.[1] : null;
    if (lower && !FUNCTION_WORDS.has(lower.split(/\s+/)[0] ?? ""))
      return {
        name: cleanBracket(lower, language).name,
        purpose: text.slice(0, text.indexOf(lower)).trim().split(/\s+/)[0] ?? "",
      };
    // "facturación electrónica SUNAT": a name inside a lower-case phrase.
    const inside = text.match(
      /(?:^|\s)((?:\p{Lu}[\p{L}\d.]*|\d[\p{L}\d]*)(?:\s+(?:\p{Lu}[\p{L}\d.]*|\d+))*(?:\s+(?:calendars?|portal|maps|drive|sheets)(?![\p{L}]))?)/u,
    )?.[1];
    if (inside && language !== "de" && /^\p{Ll}/u.test(text)) return { name: inside, purpose: "" };
  }
  // "whatsapp (avisos al productor)": a name and, in brackets, what it is for.
  if (/^[^()]+\([^()]*\)$/u.test(text) && startsWithService) return cleanBracket(text, language);
  // "whatsapp business": a brand of several words typed in lower case is one name.
  const lowerBrand = LOWER_BRANDS.exec(text)?.[0] ?? "";
  const brand: string[] = /\s/u.test(lowerBrand) ? lowerBrand.split(/\s+/) : [];
  for (const [index, word] of words.entries()) {
    if (index < brand.length) continue;
    // "Gästekarte der Insel", "Ministerio del Interior": a name goes on through "of".
    if (brand.length > 0 && /^(?:der|des|de|del|of)$/u.test(word) && brandLike(words[index + 1] ?? "")) {
      brand.push(word);
      continue;
    }
    if (
      brandLike(word) ||
      /^\(/u.test(word) ||
      (brand.length > 0 && /\)$/u.test(brand.at(-1) ?? "") === false && /\)$/u.test(word))
    )
      brand.push(word);
    else break;
  }
  const rest = words.slice(brand.length).join(" ");
  // "eine API zu den 24/7-Notrufleitstellen", "an API to the port system": a generic interface is named by what it reaches.
  if (brand.length === 1 && /^(?:api|apis|schnittstelle|interface|webhooks?)$/iu.test(brand[0] ?? "") && rest)
    return { name: text, purpose: "" };
  // "Slack notifications", "Plaid bank feeds": the service, then what it is for.
  // "the SEAI portal", "Outlook calendars": a product of the service is its name, not its purpose.
  if (brand.length > 0 && PRODUCT_NOUN.test(rest)) return cleanBracket(`${brand.join(" ")} ${rest}`, language);
  if (brand.length > 0 && rest && !SHARED_HEAD.test(` ${rest}`) && !/^(?:api|apis)\b/i.test(rest)) {
    // "Paystack so clients can pay the balance by card": what it is for, however long it runs.
    if (/^\p{Ll}/u.test(rest) && (rest.split(/\s+/).length <= 4 || /^so(?:\s+that)?\s/iu.test(rest))) {
      const named = cleanBracket(brand.join(" "), language);
      return { name: named.name, purpose: named.purpose || rest };
    }
  }
  return cleanBracket(text, language);
}

/**
 * A name with an aside: "Stripe Connect (escrow + payouts)" and "Stripe (Zahlung)" are Stripe
 * for what the aside says; "Sparkasse (EBICS)" and "Visale (Action Logement)" keep theirs, an
 * acronym or a name of several capitalised words.
 */
function cleanBracket(name: string, language: AnswerLanguage): { name: string; purpose: string } {
  const match = name.match(/^(.*?)\s*\(([^)]*)\)\s*$/u);
  if (!match?.[1]) return { name: name.trim(), purpose: "" };
  const aside = match[2]?.trim() ?? "";
  const properName = /^(?:[\p{Lu}\d][\p{L}\d]*)(?:\s+[\p{Lu}][\p{L}\d]*)+$|^[\p{Lu}\d]{2,}$/u.test(aside);
  // "Termii (or any Nigerian SMS gateway)": the provider is not settled; the bracket says so.
  // "(API Orange ou autre)" too; "(über Datatrans oder Payrexx, noch offen)" is how Twint is reached.
  if (CHOICE_ASIDE.test(aside.split(/\s+/)[0] ?? "") || CHOICE_END.test(aside))
    return { name: name.trim(), purpose: "" };
  const germanNoun = language === "de" && /^\p{Lu}\p{Ll}+$/u.test(aside);
  if (properName && !germanNoun) return { name: name.trim(), purpose: "" };
  return { name: match[1].trim(), purpose: aside };
}

/**
 * "Xero and QuickBooks Online for invoices": two names, the purpose shared by names of the same
 * kind; "Stripe für Zahlungen und Google Kalender": two names, one purpose each;
 * "Buzzsprout/Libsyn/Transistor APIs": three.
 */
function namedParts(text: string, language: AnswerLanguage): { name: string; purpose: string }[] {
  const whole = withPurpose(text);
  // "secrétariat social Partena ou Securex", "payroll software Sage or Xero": one service, its
  // providers not chosen between yet.
  const choice = whole.name.match(PROVIDER_CHOICE);
  if (choice?.[1] && choice[2] && choice[4])
    return [
      {
        name: `${choice[1].trim()} (${choice[2]} ${choice[3]} ${choice[4]})`,
        purpose: whole.purpose || clause(choice[5] ?? ""),
      },
    ];
  // "Apple and Google sign-in": one service of two providers; "Google Maps ... y SendGrid" is two.
  if (/\s(?:and|und|y|et|or|oder|o|ou|&)\s/iu.test(whole.name) && SHARED_HEAD.test(whole.name)) return [whole];
  const slashed = whole.name.match(/^([\p{L}\d.]+(?:\/[\p{L}\d.]+)+)(?:\s+(?:apis?|integrations?))?$/iu);
  // "AFIP/ARCA p/ factura electrónica": two acronyms for one purpose are one body under its old and
  // new name; "Buzzsprout/Libsyn/Transistor" are three services.
  if (slashed?.[1] && /^\p{Lu}{2,6}\/\p{Lu}{2,6}$/u.test(slashed[1]) && whole.purpose) return [whole];
  if (slashed?.[1]) return slashed[1].split("/").map((name) => ({ name, purpose: whole.purpose }));
  // "and" joins two services only when a service follows it ("payments and payouts" is one purpose).
  const parts = splitTopLevel(text, NEXT_SERVICE)
    .map((part) => part.replace(DOUBT, ""))
    .map(withPurpose)
    .reduce<{ name: string; purpose: string }[]>((out, part) => {
      // "Google Maps für Routing und Anfahrtszeiten": German capitalises the noun that goes on with the purpose.
      const before = out.at(-1);
      if (language === "de" && before?.purpose && !part.purpose && GERMAN_NOUN.test(part.name)) {
        before.purpose = `${before.purpose} und ${part.name}`;
        return out;
      }
      out.push(part);
      return out;
    }, []);
  return parts.map((part, index) => {
    const next = parts[index + 1];
    const shares = !part.purpose && next?.purpose && [kindOf(next.name), "other"].includes(kindOf(part.name));
    return shares ? { ...part, purpose: next.purpose } : part;
  });
}

/** A German common noun by its ending ("Anfahrtszeiten", "Rechnungen"), not a brand ("Twilio"). */
const GERMAN_NOUN =
  /^\p{Lu}\p{Ll}{3,}(?:ung|ungen|zeit|zeiten|heit|keit|schaft|nisse?|tion|tionen|daten|listen|termine|en|er)$/u;

/** A lower-case kind of service, then two capitalised providers joined by "or". */
const PROVIDER_CHOICE =
  /^(\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*){0,3})\s+(\p{Lu}[\p{L}\d.]*)\s+(or|oder|o|ou)\s+(\p{Lu}[\p{L}\d.]*)(?:\s*\(([^()]*)\))?$/u;

/** "and maybe Google Maps", "oder vielleicht PayPal": a doubt between the joiner and the service. */
const DOUBT = new RegExp(`^(?:${DOUBT_WORDS})\\s+`, "iu");
/** Words that give an example provider: "e.g. Twilio", "tipo Twilio o similar", "genre Brevo". */
const EXAMPLE = "e\\.\\s?g\\.|like|such as|z\\.\\s?b\\.|etwa|par exemple|comme|genre|type|por ejemplo|como|tipo";
const EXAMPLE_LEAD = new RegExp(`^(?:${EXAMPLE})\\s+`, "iu");
/** An item opening with a doubt or an example: what follows is a candidate provider. */
const CANDIDATE = new RegExp(`^(?:${DOUBT_WORDS}|${EXAMPLE})(?=\\s)`, "iu");

const NEXT_SERVICE = new RegExp(
  // "MSG91 / whatsapp business api", "GCash + Maya": a slash or a plus between services is "or", "and".
  `\\s+[/+]\\s+|(?<!-)\\s+(?:and|or|und|oder|y|e|o|et|ou|&)\\s+(?=(?:(?:${DOUBT_WORDS})\\s+)?(?:(?:the|die|der|den|el|la|le|les|un|une|ein|eine)\\s+)?(?:mit\\s+\\S+\\s+über\\s+)?[\\p{Lu}\\d]|(?:lexoffice|sevdesk|whatsapp|stripe|paypal|twilio|google)\\b)`,
  "gu",
);

function withPurpose(text: string): { name: string; purpose: string } {
  // "mpesa daraja (stk push + b2c for sacco payouts)": a "for" inside a bracket is the bracket's.
  const match = maskBrackets(text).match(PURPOSE);
  if (match?.index === undefined) return { name: clause(text), purpose: "" };
  const name = clause(text.slice(0, match.index));
  const purpose = clause(text.slice(match.index).replace(PURPOSE, "$1"));
  // "SMS pour le code de livraison (API Orange ou autre)": the open choice is the service's, not its purpose's.
  const open = purpose.match(/\s*\(([^()]*)\)$/u);
  if (open?.[1] && open.index !== undefined && CHOICE_ASIDE.test(open[1]))
    return { name: `${name} (${open[1].trim()})`, purpose: clause(purpose.slice(0, open.index)) };
  return { name, purpose };
}

export function kindOf(text: string): Kind {
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
}

function dedupe(items: IntegrationDraft[]): IntegrationDraft[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
