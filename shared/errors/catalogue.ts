import { NAME_MESSAGE, NAME_TOO_LONG_MESSAGE } from "../auth/name-rules";
import { PASSWORD_RULES } from "../auth/password-rules";
import type { DefinitionPackage } from "../commerce/definition-packages";
import type { GenerationRefusal } from "../documents/generation-entitlement";
import { ANSWER_MESSAGES as A, type AnswerRefusal } from "../questionnaire/answers";
import { AUTH_MESSAGES, SETTINGS_MESSAGES } from "./auth-messages";
import { COMMERCE_MESSAGES as M } from "./commerce-messages";
import { DEFINITION_MESSAGES as D, DOCUMENT_MESSAGES as DOC } from "./definition-messages";
import { STATUS_MESSAGES, VALIDATION_MESSAGE } from "./messages";

/**
 * The error catalogue (spec section 8): every error the server answers with, under a stable key.
 * Code throws by key (`new AppError(key, params)`); the key's entry gives the English (the spec's
 * wording; `{name}` marks a value filled from params), the HTTP status and `error.code`. The web
 * app translates by the same keys (web/lib/i18n/server-messages*.messages.ts take their English
 * from here). Decision 023.
 *
 * `error.code` is a property of the key, by one rule: the code the spec gives that very error where
 * it gives one (sign-up error code 1: the taken email), else the spec's named code of the key's
 * area where the spec names one (validation, encryption, sign-up, login, forgot and reset
 * password, network), else the HTTP status as a string.
 */
export const AREA_CODES = {
  validation: "VALIDATION_ERROR",
  encryption: "ENCRYPTION_ERROR",
  signup: "SIGNUP_ERROR",
  login: "LOGIN_ERROR",
  forgotPassword: "FORGOT_PASSWORD_ERROR",
  resetPassword: "RESET_PASSWORD_ERROR",
  network: "NETWORK_ERROR",
} as const;

type Area = keyof typeof AREA_CODES;
export type ErrorCode = (typeof AREA_CODES)[Area] | `${number}`;
/** Codes the spec gives one error itself (section 8: "Signup error code 1 means 'An account with this email already exists'"). */
export const SPEC_CODES = { emailTaken: "1" } as const;
export type ErrorEntry<S extends string = string> = {
  readonly en: S;
  readonly status: number;
  readonly code: ErrorCode;
};

/** An entry: its English, its status, and its code by the rule above. Status 0: the call never reached the server. */
function error<const S extends string>(status: number, en: S, area?: Area): ErrorEntry<S> {
  return { en, status, code: area ? AREA_CODES[area] : `${status}` };
}
const invalid = <const S extends string>(en: S, status = 400) => error(status, en, "validation");

function ruleMessage(id: string): string {
  const rule = PASSWORD_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no password rule ${id}`);
  return rule.message;
}

/** Errors by group (each group's translations live in a web catalogue of its own). Keys are unique across groups. */
export const ERROR_GROUPS = {
  account: {
    unreachable: error(0, STATUS_MESSAGES[0], "network"),
    invalidData: invalid(STATUS_MESSAGES[400]),
    unauthorized: error(401, STATUS_MESSAGES[401]),
    forbidden: error(403, STATUS_MESSAGES[403]),
    notFound: error(404, STATUS_MESSAGES[404]),
    conflict: error(409, STATUS_MESSAGES[409]),
    payloadTooLarge: error(413, STATUS_MESSAGES[413]),
    tooManyRequests: error(429, STATUS_MESSAGES[429]),
    /** Any other 4xx: `AppError.ofStatus` answers with the status it was given. */
    otherClientError: error(400, STATUS_MESSAGES.otherClientError),
    serverError: error(500, STATUS_MESSAGES.serverError),
    validation: invalid(VALIDATION_MESSAGE),
    /** A request the HTTP layer refused, in the framework's own words (e.g. malformed JSON). */
    requestRefused: invalid("{reason}"),
    invalidCursor: invalid("Invalid cursor"),
    nulCharacter: invalid("Text must not contain NUL characters"),
    /** worker/http/json-depth.ts MAX_JSON_DEPTH. */
    nestedTooDeep: invalid("JSON must not nest deeper than 64 levels"),
    emailTaken: { ...error(409, AUTH_MESSAGES.emailTaken, "signup"), code: SPEC_CODES.emailTaken },
    tooManySignups: error(429, AUTH_MESSAGES.tooManySignups, "signup"),
    invalidCredentials: error(401, AUTH_MESSAGES.invalidCredentials, "login"),
    tooManyLogins: error(429, AUTH_MESSAGES.tooManyLogins, "login"),
    suspended: error(403, AUTH_MESSAGES.suspended, "login"),
    tooManyResets: error(429, AUTH_MESSAGES.tooManyResets, "forgotPassword"),
    invalidResetToken: error(400, AUTH_MESSAGES.invalidResetToken, "resetPassword"),
    resetTokenNotFound: error(404, AUTH_MESSAGES.resetTokenNotFound, "resetPassword"),
    weakPassword: error(422, AUTH_MESSAGES.weakPassword, "resetPassword"),
    missingRefreshToken: error(401, AUTH_MESSAGES.missingRefreshToken),
    invalidRefreshToken: error(401, AUTH_MESSAGES.invalidRefreshToken),
    encryptionFailed: error(0, AUTH_MESSAGES.encryptionFailed, "encryption"),
    encryptionError: error(400, AUTH_MESSAGES.encryptionError, "encryption"),
    encryptionNotConfigured: error(400, AUTH_MESSAGES.encryptionNotConfigured, "encryption"),
    authenticationRequired: error(401, AUTH_MESSAGES.authenticationRequired),
    operatorKeyRequired: error(401, "A valid operator key is required."),
    userNotFound: error(404, "User not found"),
    passwordsDiffer: invalid(AUTH_MESSAGES.passwordMismatch),
    emailRequired: invalid(AUTH_MESSAGES.emailRequired),
    wrongCurrentPassword: invalid(SETTINGS_MESSAGES.wrongCurrentPassword),
    samePassword: invalid(SETTINGS_MESSAGES.samePassword, 422),
    deleteConfirmMismatch: invalid(SETTINGS_MESSAGES.deleteConfirmMismatch),
  },
  commerce: {
    unknownProduct: invalid(M.unknownProduct),
    cardRequired: invalid(M.cardRequired),
    freeQuantity: invalid(M.freeQuantity),
    /** The payment provider refused the card token, in its own words. */
    cardRejected: invalid("{reason}"),
    noSuchToken: invalid("No such token: '{token}'"),
    freeAlreadyOwned: error(409, M.freeAlreadyOwned),
    idempotencyMismatch: error(409, M.idempotencyMismatch),
    /** The card was declined, in the payment provider's words. */
    paymentDeclined: error(402, "{reason}"),
    /** Card testing (issue 29): too many declined or unfinished payments from an account or address. */
    tooManyPaymentAttempts: error(
      429,
      "Too many payment attempts were declined. Please wait before trying again, or use another card later.",
    ),
    paymentProviderFailed: error(502, M.paymentProviderFailed),
    purchaseNotFound: error(404, "Purchase not found"),
    notEnoughHours: error(409, `${M.notEnoughHours}: {available} {kind} hours left`),
    stripeSignatureMissing: invalid("Missing Stripe-Signature header"),
    stripeSignatureInvalid: invalid("Invalid Stripe signature"),
  },
  definitions: {
    noRfpPackage: error(403, D.noPackage.rfpGeneratorPackages),
    noCompletePackage: error(403, D.noPackage.completeDocumentationPackages),
    featureNotAvailable: error(403, D.featureNotAvailable),
    packageRequired: invalid(D.packageRequired),
    definitionNotFound: error(404, D.notFound),
    messageNotFound: error(404, D.messageNotFound),
    alreadyAnswered: error(409, D.alreadyAnswered),
    branchLocked: invalid(D.branchLocked),
    notEditable: invalid(D.notEditable),
    missingConversation: invalid(D.missingConversation),
    answerBodyType: invalid("Send the answer as JSON or as a multipart form"),
    tooManyDrafts: error(409, D.tooManyDrafts),
    notGenerated: error(502, DOC.notGenerated),
    questionnaireOpen: error(409, DOC.questionnaireOpen),
    alreadyGenerating: error(409, DOC.alreadyGenerating),
    monthlyLimit: error(429, DOC.monthlyLimit),
    documentNotFound: error(404, DOC.notFound),
    invalidDocumentLink: error(401, "This link is invalid or has expired."),
    unknownKind: invalid(DOC.unknownKind),
    pptxPitchOnly: invalid(DOC.pptxPitchOnly),
    deckTooOld: error(409, DOC.deckTooOld),
    deckLogoTooLarge: invalid("A logo is at most 200 KB"),
    deckLogoType: invalid("A logo is a PNG or an SVG image"),
    deckLogoUnsafe: invalid("This SVG has a script or links to other files; save it as a plain picture"),
    unknownShareKind: invalid("Unknown share kind: choose rfp, pitch, openapi, prompt or bundle"),
    shareExpiryRange: invalid("A link lasts 1 to 90 days, or never expires"),
    sharePasscodeLength: invalid("A passcode has 4 to 128 characters"),
    shareDocumentMissing: error(409, "This document has not been generated yet, so there is nothing to share"),
    shareNotFound: error(404, "This link does not exist"),
    shareRevoked: error(410, "This link has been turned off by its owner"),
    shareExpired: error(410, "This link has expired"),
    sharePasscodeRequired: error(401, "This link needs a passcode"),
    sharePasscodeWrong: error(401, "That passcode is not right"),
    shareTooManyAttempts: error(429, "Too many wrong passcodes. Try again in {minutes} minutes."),
    blueprintFailed: error(422, DOC.blueprintFailed),
    blueprintMissing: error(409, "This definition has no blueprint yet: generate a document first"),
    blueprintStale: error(
      409,
      "The blueprint has changed since you opened it (it is now version {current}). Reload it and make your changes again.",
    ),
    blueprintDangling: invalid("A requirement still uses a role or record that is no longer in the blueprint"),
    blueprintInconsistent: invalid("The parts of the blueprint do not agree with each other"),
    answerEmpty: invalid(A.empty),
    answerTooLong: invalid(A.tooLong),
    answerYesNo: invalid(A.yesNo),
    answerOption: invalid(A.option),
    answerFeatures: invalid(A.features),
    answerNotExpected: invalid(A.noAnswer),
  },
  rules: {
    passwordLength: invalid(ruleMessage("length"), 422),
    passwordUppercase: invalid(ruleMessage("uppercase"), 422),
    passwordLowercase: invalid(ruleMessage("lowercase"), 422),
    passwordNumber: invalid(ruleMessage("number"), 422),
    passwordSpecial: invalid(ruleMessage("special"), 422),
    nameLetters: invalid(NAME_MESSAGE),
    nameTooLong: invalid(NAME_TOO_LONG_MESSAGE),
  },
} as const;

/**
 * Texts that are not errors the server answers with: what a success says, and what the screens
 * say themselves (toasts, labels, a failure the browser meets on its own). Translated by key too.
 */
export const TEXT_GROUPS = {
  account: {
    unexpected: STATUS_MESSAGES.fallback,
    emailTakenClient: AUTH_MESSAGES.emailTakenClient,
    accountCreated: AUTH_MESSAGES.accountCreated,
    resetEmailSent: AUTH_MESSAGES.resetEmailSent,
    resetSuccessful: AUTH_MESSAGES.resetSuccessful,
    loggedOut: AUTH_MESSAGES.loggedOut,
    profileUpdated: AUTH_MESSAGES.profileUpdated,
    settingsSaved: SETTINGS_MESSAGES.saved,
    saveFailed: SETTINGS_MESSAGES.saveFailed,
    passwordUpdated: SETTINGS_MESSAGES.passwordUpdated,
    passwordChangeFailed: SETTINGS_MESSAGES.passwordChangeFailed,
    invalidPassword: SETTINGS_MESSAGES.invalidPassword,
    fixPassword: SETTINGS_MESSAGES.fixPassword,
    passwordMismatch: SETTINGS_MESSAGES.passwordMismatch,
    passwordMismatchDescription: SETTINGS_MESSAGES.passwordMismatchDescription,
    accountDeleted: SETTINGS_MESSAGES.accountDeleted,
  },
  commerce: {
    purchaseFailed: M.purchaseFailed,
    packageActivated: M.packageActivated,
    packageActivatedDescription: M.packageActivatedDescription,
    activationFailed: M.activationFailed,
    activationFailedDescription: M.activationFailedDescription,
    paymentSuccessful: M.paymentSuccessful,
    stripeNotReady: M.stripeNotReady,
    cardElementMissing: M.cardElementMissing,
    tokenFailed: M.tokenFailed,
    purchaseError: M.purchaseError,
    authenticationFailed: M.authenticationFailed,
    authenticationCancelled: M.authenticationCancelled,
    signInRequired: M.signInRequired,
  },
  definitions: {
    notAllowed: D.notAllowed,
    fetchFailed: D.fetchFailed,
    notLoaded: D.notLoaded,
    invalidSession: D.invalidSession,
    noDefinitions: D.noDefinitions,
    generationFailed: DOC.generationFailed,
    tryLater: DOC.tryLater,
    documentGenerated: DOC.generated,
    rfpNotLoaded: DOC.rfpNotLoaded,
    autoGenerateFailed: DOC.autoGenerateFailed,
    generating: DOC.generating,
    regenerate: DOC.regenerate,
  },
  rules: {},
} as const;

type Errors = typeof ERROR_GROUPS;
type Texts = typeof TEXT_GROUPS;
type Group = keyof Errors;

export type ErrorKey = { [G in Group]: keyof Errors[G] & string }[Group];
export type TextKey = { [G in Group]: keyof Texts[G] & string }[Group];
/** Every key a client translates by: an error's or a text's. */
export type ServerMessageKey = ErrorKey | TextKey;

type EntryOf<K extends ErrorKey> = { [G in Group]: K extends keyof Errors[G] ? Errors[G][K] : never }[Group];
type EnglishOfError<K extends ErrorKey> = EntryOf<K> extends ErrorEntry<infer S> ? S : never;
type EnglishOfText<K extends TextKey> = { [G in Group]: K extends keyof Texts[G] ? Texts[G][K] : never }[Group];
/** The English of a key (an error's template as written, or a text). */
export type ServerMessageText<K extends ServerMessageKey> =
  | (K extends ErrorKey ? EnglishOfError<K> : never)
  | (K extends TextKey ? EnglishOfText<K> : never);

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;
/** The values a key's English names (`{available}`...), or never for a message without values. */
export type ErrorParamName<K extends ErrorKey> = Placeholders<EnglishOfError<K>>;
export type ErrorParams = Readonly<Record<string, string | number>>;

const ENTRIES: ReadonlyMap<string, ErrorEntry> = new Map(
  Object.values(ERROR_GROUPS).flatMap((group) => Object.entries(group) as [string, ErrorEntry][]),
);

/** Whether a string names an error key (a schema's message may name one: see `issueKey`). */
export function isErrorKey(value: string): value is ErrorKey {
  return ENTRIES.has(value);
}

/** A key's entry: its English (template), status and code. */
export function errorEntry(key: ErrorKey): ErrorEntry {
  const entry = ENTRIES.get(key);
  if (!entry) throw new Error(`no error ${key}`);
  return entry;
}

/** A key's English with its values filled in (a value not given stays as `{name}`). */
export function errorText(key: ErrorKey, params?: ErrorParams): string {
  const { en } = errorEntry(key);
  if (!params) return en;
  return en.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * A schema's message that names an error key instead of spelling its English: a failed check
 * then carries the key itself, and `AppError.fromIssues` writes the English and keys the issue
 * by it (no lookup by English text anywhere).
 */
export function issueKey(key: ErrorKey): string {
  return key;
}

/** The English of every key, by group: what the web catalogues take as their `en`. */
export const SERVER_MESSAGE_GROUPS = {
  account: english("account"),
  commerce: english("commerce"),
  definitions: english("definitions"),
  rules: english("rules"),
};

type EnglishGroup<G extends Group> = {
  readonly [K in keyof Errors[G]]: Errors[G][K] extends ErrorEntry<infer S> ? S : never;
} & Texts[G];

function english<G extends Group>(group: G): EnglishGroup<G> {
  const errors = Object.entries(ERROR_GROUPS[group]).map(([key, entry]) => [key, (entry as ErrorEntry).en] as const);
  return { ...Object.fromEntries(errors), ...TEXT_GROUPS[group] } as EnglishGroup<G>;
}

/** The password rules' keys, by rule id. */
export const PASSWORD_RULE_KEYS = {
  length: "passwordLength",
  uppercase: "passwordUppercase",
  lowercase: "passwordLowercase",
  number: "passwordNumber",
  special: "passwordSpecial",
} as const satisfies Record<string, ErrorKey>;

export function passwordRuleKey(id: string): ErrorKey {
  const key = (PASSWORD_RULE_KEYS as Record<string, ErrorKey>)[id];
  if (!key) throw new Error(`no password rule ${id}`);
  return key;
}

/** The answer rules' keys, by the reason an answer is refused. */
export const ANSWER_REFUSAL_KEYS = {
  empty: "answerEmpty",
  tooLong: "answerTooLong",
  yesNo: "answerYesNo",
  option: "answerOption",
  features: "answerFeatures",
  noAnswer: "answerNotExpected",
} as const satisfies Record<AnswerRefusal, ErrorKey>;

/** The error of a package a definition needs but its owner does not have, by package. */
export const NO_PACKAGE_KEYS = {
  rfpGeneratorPackages: "noRfpPackage",
  completeDocumentationPackages: "noCompletePackage",
} as const satisfies Record<DefinitionPackage, ErrorKey>;

/** The error of each reason a document may not be generated (shared/documents/generation-entitlement.ts). */
export const GENERATION_REFUSAL_KEYS = {
  no_package: "noRfpPackage",
  no_rfp_package: "noRfpPackage",
  no_complete_package: "noCompletePackage",
  rfp_only_definition: "featureNotAvailable",
} as const satisfies Record<GenerationRefusal, ErrorKey>;
