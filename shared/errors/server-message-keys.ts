import { NAME_MESSAGE, NAME_TOO_LONG_MESSAGE } from "../auth/name-rules";
import { PASSWORD_RULES } from "../auth/password-rules";
import { ANSWER_MESSAGES as A } from "../questionnaire/answers";
import { AUTH_MESSAGES, SETTINGS_MESSAGES } from "./auth-messages";
import { COMMERCE_MESSAGES as M } from "./commerce-messages";
import { DEFINITION_MESSAGES as D, DOCUMENT_MESSAGES as DOC } from "./definition-messages";
import { STATUS_MESSAGES, VALIDATION_MESSAGE } from "./messages";

function ruleMessage(id: string): string {
  const rule = PASSWORD_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no password rule ${id}`);
  return rule.message;
}

/**
 * Every message the server sends, under a stable key (the web app translates by it; spec section
 * 8's wording is the English). The values are the shared constants themselves, so a reworded
 * message keeps its key. Keys are unique across the groups (a unit test insists).
 */
export const SERVER_MESSAGE_GROUPS = {
  account: {
    unreachable: STATUS_MESSAGES[0],
    invalidData: STATUS_MESSAGES[400],
    unauthorized: STATUS_MESSAGES[401],
    forbidden: STATUS_MESSAGES[403],
    notFound: STATUS_MESSAGES[404],
    conflict: STATUS_MESSAGES[409],
    payloadTooLarge: STATUS_MESSAGES[413],
    tooManyRequests: STATUS_MESSAGES[429],
    otherClientError: STATUS_MESSAGES.otherClientError,
    serverError: STATUS_MESSAGES.serverError,
    unexpected: STATUS_MESSAGES.fallback,
    validation: VALIDATION_MESSAGE,
    emailTaken: AUTH_MESSAGES.emailTaken,
    emailTakenClient: AUTH_MESSAGES.emailTakenClient,
    accountCreated: AUTH_MESSAGES.accountCreated,
    invalidCredentials: AUTH_MESSAGES.invalidCredentials,
    tooManyLogins: AUTH_MESSAGES.tooManyLogins,
    suspended: AUTH_MESSAGES.suspended,
    tooManyResets: AUTH_MESSAGES.tooManyResets,
    tooManySignups: AUTH_MESSAGES.tooManySignups,
    resetEmailSent: AUTH_MESSAGES.resetEmailSent,
    resetSuccessful: AUTH_MESSAGES.resetSuccessful,
    invalidResetToken: AUTH_MESSAGES.invalidResetToken,
    resetTokenNotFound: AUTH_MESSAGES.resetTokenNotFound,
    weakPassword: AUTH_MESSAGES.weakPassword,
    missingRefreshToken: AUTH_MESSAGES.missingRefreshToken,
    invalidRefreshToken: AUTH_MESSAGES.invalidRefreshToken,
    loggedOut: AUTH_MESSAGES.loggedOut,
    encryptionFailed: AUTH_MESSAGES.encryptionFailed,
    encryptionError: AUTH_MESSAGES.encryptionError,
    encryptionNotConfigured: AUTH_MESSAGES.encryptionNotConfigured,
    authenticationRequired: AUTH_MESSAGES.authenticationRequired,
    passwordsDiffer: AUTH_MESSAGES.passwordMismatch,
    emailRequired: AUTH_MESSAGES.emailRequired,
    profileUpdated: AUTH_MESSAGES.profileUpdated,
    settingsSaved: SETTINGS_MESSAGES.saved,
    saveFailed: SETTINGS_MESSAGES.saveFailed,
    passwordUpdated: SETTINGS_MESSAGES.passwordUpdated,
    passwordChangeFailed: SETTINGS_MESSAGES.passwordChangeFailed,
    invalidPassword: SETTINGS_MESSAGES.invalidPassword,
    fixPassword: SETTINGS_MESSAGES.fixPassword,
    passwordMismatch: SETTINGS_MESSAGES.passwordMismatch,
    passwordMismatchDescription: SETTINGS_MESSAGES.passwordMismatchDescription,
    wrongCurrentPassword: SETTINGS_MESSAGES.wrongCurrentPassword,
    samePassword: SETTINGS_MESSAGES.samePassword,
    deleteConfirmMismatch: SETTINGS_MESSAGES.deleteConfirmMismatch,
    accountDeleted: SETTINGS_MESSAGES.accountDeleted,
  },
  commerce: {
    unknownProduct: M.unknownProduct,
    cardRequired: M.cardRequired,
    freeQuantity: M.freeQuantity,
    freeAlreadyOwned: M.freeAlreadyOwned,
    idempotencyMismatch: M.idempotencyMismatch,
    purchaseFailed: M.purchaseFailed,
    paymentProviderFailed: M.paymentProviderFailed,
    notEnoughHours: M.notEnoughHours,
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
    noRfpPackage: D.noPackage.rfpGeneratorPackages,
    noCompletePackage: D.noPackage.completeDocumentationPackages,
    notAllowed: D.notAllowed,
    featureNotAvailable: D.featureNotAvailable,
    packageRequired: D.packageRequired,
    definitionNotFound: D.notFound,
    messageNotFound: D.messageNotFound,
    alreadyAnswered: D.alreadyAnswered,
    branchLocked: D.branchLocked,
    notEditable: D.notEditable,
    fetchFailed: D.fetchFailed,
    notLoaded: D.notLoaded,
    invalidSession: D.invalidSession,
    missingConversation: D.missingConversation,
    noDefinitions: D.noDefinitions,
    tooManyDrafts: D.tooManyDrafts,
    notGenerated: DOC.notGenerated,
    generationFailed: DOC.generationFailed,
    tryLater: DOC.tryLater,
    documentGenerated: DOC.generated,
    questionnaireOpen: DOC.questionnaireOpen,
    alreadyGenerating: DOC.alreadyGenerating,
    monthlyLimit: DOC.monthlyLimit,
    documentNotFound: DOC.notFound,
    unknownKind: DOC.unknownKind,
    pptxPitchOnly: DOC.pptxPitchOnly,
    deckTooOld: DOC.deckTooOld,
    rfpNotLoaded: DOC.rfpNotLoaded,
    autoGenerateFailed: DOC.autoGenerateFailed,
    generating: DOC.generating,
    regenerate: DOC.regenerate,
    blueprintFailed: DOC.blueprintFailed,
    answerEmpty: A.empty,
    answerTooLong: A.tooLong,
    answerYesNo: A.yesNo,
    answerOption: A.option,
    answerFeatures: A.features,
    answerNotExpected: A.noAnswer,
  },
  rules: {
    passwordLength: ruleMessage("length"),
    passwordUppercase: ruleMessage("uppercase"),
    passwordLowercase: ruleMessage("lowercase"),
    passwordNumber: ruleMessage("number"),
    passwordSpecial: ruleMessage("special"),
    nameLetters: NAME_MESSAGE,
    nameTooLong: NAME_TOO_LONG_MESSAGE,
  },
} as const;

type Groups = typeof SERVER_MESSAGE_GROUPS;
export type ServerMessageKey = { [G in keyof Groups]: keyof Groups[G] & string }[keyof Groups];

const KEY_BY_TEXT: ReadonlyMap<string, ServerMessageKey> = new Map(
  Object.values(SERVER_MESSAGE_GROUPS).flatMap((group) =>
    Object.entries(group).map(([key, text]) => [text as string, key as ServerMessageKey] as const),
  ),
);

/** The key of a message the server sends; undefined for a text it does not know. */
export function serverMessageKey(text: string): ServerMessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}

/** The English of a key (the registry's text). */
export type ServerMessageText<K extends ServerMessageKey> = {
  [G in keyof Groups]: K extends keyof Groups[G] ? Groups[G][K] : never;
}[keyof Groups];

/**
 * The keys of a message made of several registered ones joined with ". " (a failed validation's
 * issues, a password's broken rules), in order; undefined for one message or an unknown part. A
 * registered message may itself contain ". ": the longest known message from each start wins.
 */
export function serverMessageParts(text: string): ServerMessageKey[] | undefined {
  if (KEY_BY_TEXT.has(text)) return undefined;
  const pieces = text.split(". ");
  if (pieces.length < 2) return undefined;
  const dead = new Set<number>();
  const from = (start: number): ServerMessageKey[] | undefined => {
    if (start === pieces.length) return [];
    if (dead.has(start)) return undefined;
    for (let end = pieces.length; end > start; end--) {
      const key = KEY_BY_TEXT.get(pieces.slice(start, end).join(". "));
      const rest = key && from(end);
      if (key && rest) return [key, ...rest];
    }
    dead.add(start);
    return undefined;
  };
  return from(0);
}
