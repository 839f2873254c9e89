import type { TPlatforms } from "#shared/blueprint/schema";
import { type PlatformWord, platformPattern } from "#shared/glossary/platform-words";
import { parsePlatforms as parsePlatformChoice } from "#shared/questionnaire/structured";
import { oneLine, splitTopLevel } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { expandElision } from "./integrations";
import { isLater, isRefused } from "./markers";
import { hedgeOf } from "./reading/hedges";
import { readShortForms } from "./reading/short-forms";

type Kind = PlatformWord;

// The words that name each platform are the glossary's (shared/glossary/platform-words.ts), the
// same the consistency check refuses in a document. Reading adds what only an answer says: a
// one-word "mobile", and two desktop systems named together ("Windows and macOS").
// "Mobile-friendly" and "mobile browsers" are a responsive web app; "for desktop" is a web app
// used on a desktop. Only an app, a store or an installer is a platform of its own.
const ANSWER_ONLY: Partial<Record<Kind, RegExp>> = {
  mobile: /^\s*(?:mobile?|m[óo]vil|handy|smartphone|celular)\s*$/iu,
  desktopApp: /\b(?:windows|macos|mac os)\b.*\b(?:and|und|y|et)\b.*\b(?:macos|mac os|windows|linux)\b/i,
};

const KINDS: readonly Kind[] = ["web", "ios", "android", "mobile", "desktopApp", "pwa"];
const DETECT: readonly [Kind, RegExp][] = KINDS.map((kind) => {
  const extra = ANSWER_ONLY[kind];
  const words = platformPattern(kind);
  return [kind, extra ? new RegExp(`${words.source}|${extra.source}`, "iu") : words];
});

const NATIVE: ReadonlySet<Kind> = new Set(["ios", "android", "mobile"]);
/** Nobody, or hardly anyone, uses it: "casi nadie usa iPhone", "qqs iphones mais rare", "kaum jemand". */
const NOBODY =
  /(?<![\p{L}])(?:nobody|no one|hardly anyone|almost no one|barely anyone|rare|rarely|nadie|casi nadie|pocos|niemand|keiner|kaner|koaner|kaum jemand|kaum|personne|presque personne|rares?|rarement)(?![\p{L}])/iu;

/** Said of a clause the hedge after it covers. */
const LATER_MARK = "later";

/**
 * The platforms of q11 exactly as answered: each clause is read on its own, so "a web app for
 * desktop; no mobile app in version 1" is web only, and "Android later" is a later platform.
 */
export function parsePlatforms(written: string, language?: AnswerLanguage): TPlatforms {
  // "iphone capaz dps": short forms read as their words; the answer is kept as written.
  const answer = language ? readShortForms(written, language) : written;
  // What the platforms control wrote (decision 030) is read exactly; "other" stays in the answer.
  const choice = parsePlatformChoice(written);
  if (choice) {
    const ticked = choice.web || choice.ios || choice.android || choice.desktop;
    return {
      web: choice.web || !ticked,
      ios: choice.ios,
      android: choice.android,
      desktopApp: choice.desktop,
      pwa: false,
      later: [],
      answer: oneLine(written).slice(0, 400),
    };
  }
  const found = new Set<Kind>();
  const later: string[] = [];
  const parts = splitTopLevel(
    expandElision(answer),
    /[;\n]|,|\.\s|\s(?:plus(?! tard)|as well as|sowie|además de|ainsi que)\s/gi,
  ).map((part) =>
    splitTopLevel(
      part,
      /\s(?:and|und|y|et)\s(?=(?:an?|eine?|una?|une?)?\s?(?:\w+[- ])?(?:web|ios|android|app|desktop|mobile|pwa))/gi,
    ),
  );
  // "Eine App für iOS und Android vielleicht später": a hedge after the last of two apps joined
  // by "and" puts off both (a web app before it stays: "Web and Android later").
  const clauses = parts.flatMap((coordinated) => {
    const last = coordinated.at(-1) ?? "";
    const lastLater = coordinated.length > 1 && (isLater(last) || hedgeOf(last) === "later");
    return coordinated.map((clause, index) => {
      const named = DETECT.filter(([, pattern]) => pattern.test(clause)).map(([kind]) => kind);
      const native = named.length > 0 && named.every((kind) => NATIVE.has(kind));
      return lastLater && index < coordinated.length - 1 && native ? `${clause} ${LATER_MARK}` : clause;
    });
  });
  // "app android sur le GSM (qqs iphones mais rare -> iphone en v2)": a bracket is a clause of its own.
  // Only a bracket that puts off or leaves out: "Candidate-App (iOS/Android) kommt später" is one clause.
  const separate = clauses.flatMap((clause) => {
    const own = [...clause.matchAll(/\(([^()]*)\)/gu)]
      .map((match) => match[1] ?? "")
      .filter((inside) => NOBODY.test(inside) || isLater(inside) || hedgeOf(inside) === "later");
    if (own.length === 0) return [clause];
    const rest = own.reduce((text, inside) => text.replace(`(${inside})`, " "), clause);
    return [rest, ...own.flatMap((text) => text.split(/\s(?:->|→)\s|,/u))];
  });
  let previous: Kind[] = [];
  const putOffKinds = new Set<Kind>();
  for (const raw of separate) {
    // "casi nadie trae iPhone", "qqs iphones mais rare": a platform nobody uses is no platform.
    if (NOBODY.test(raw) && !isLater(raw) && hedgeOf(raw) !== "later") continue;
    const part = raw;
    const named = DETECT.filter(([, pattern]) => pattern.test(part)).map(([kind]) => kind);
    // "A tablet app (we all have iPads)": a store or a system named with the app says which.
    const kinds = named.some((kind) => kind === "ios" || kind === "android")
      ? named.filter((kind) => kind !== "mobile")
      : named;
    const putOff = isLater(part) || hedgeOf(part) === "later";
    if (kinds.length === 0) {
      // "Une appli patients iOS/Android, pas pour l'instant": said of the platforms before.
      if (putOff && previous.length > 0) {
        for (const kind of previous) found.delete(kind);
        later.push(...previous.filter((kind) => kind !== "pwa").map(platformName));
      }
      continue;
    }
    previous = kinds;
    if (putOff) {
      later.push(...kinds.filter((kind) => kind !== "pwa").map(platformName));
      for (const kind of kinds) putOffKinds.add(kind);
      continue;
    }
    // "iOS later, approx 20% residents on iphone": a clause after a platform was put off that
    // names only it says who uses it, not that version 1 has it.
    if (kinds.every((kind) => putOffKinds.has(kind))) continue;
    if (isRefused(part)) continue;
    for (const kind of kinds) found.add(kind);
  }
  // "una aplicación móvil …, en Android; la versión para iPhone más adelante": a store named
  // anywhere in the answer says which phones the mobile app is for.
  const mobile = found.has("mobile");
  const anyStore = DETECT.some(([kind, pattern]) => (kind === "ios" || kind === "android") && pattern.test(answer));
  const platforms: TPlatforms = {
    web: found.has("web") || found.has("pwa"),
    ios: found.has("ios") || (mobile && !anyStore),
    android: found.has("android") || (mobile && !anyStore),
    desktopApp: found.has("desktopApp"),
    pwa: found.has("pwa"),
    later: [...new Set(later)],
    answer: oneLine(written).slice(0, 400),
  };
  // Nothing recognisable: a web app is what every product in this questionnaire starts with.
  if (!platforms.web && !platforms.ios && !platforms.android && !platforms.desktopApp) platforms.web = true;
  return platforms;
}

/** Whether the web was assumed rather than answered (the answer names no platform). */
export function platformAssumed(answer: string): boolean {
  const choice = parsePlatformChoice(answer);
  if (choice) return !(choice.web || choice.ios || choice.android || choice.desktop);
  return !DETECT.some(([, pattern]) => pattern.test(answer));
}

function platformName(kind: Kind): string {
  const names: Record<Kind, string> = {
    web: "Web",
    ios: "iOS",
    android: "Android",
    mobile: "iOS / Android",
    desktopApp: "Desktop",
    pwa: "PWA",
  };
  return names[kind];
}
