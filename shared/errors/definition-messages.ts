/** The wording of definitions and the questionnaire (spec sections 5, 6 and 8). */
export const DEFINITION_MESSAGES = {
  noPackage: {
    rfpGeneratorPackages: "You do not have RFP package available.",
    completeDocumentationPackages: "You do not have Complete Documentation package available.",
  },
  notAllowed: "Not allowed for this package",
  featureNotAvailable:
    "Feature not available: you can only generate an RFP with your current package, the Complete Documentation package is required",
  packageRequired: "Choose a package for this product definition (packageType)",
  notFound: "Product definition not found",
  messageNotFound: "Message not found",
  alreadyAnswered: "This question has already been answered; edit the answer from the product definition instead",
  branchLocked: "This answer decides which questions follow, so it cannot be changed",
  notEditable: "This answer cannot be edited",
  fetchFailed: "Failed to fetch definitions",
  notLoaded: "There are no questions available or the conversation could not be loaded",
  invalidSession: "Invalid session ID",
  missingConversation: "Missing conversation id",
  noDefinitions: "No product definitions found",
  tooManyDrafts: "You have 50 product definitions in draft. Answer one before starting another.",
} as const;

/** Documents (spec sections 5 and 8). */
export const DOCUMENT_MESSAGES = {
  notGenerated: "The document could not be generated",
  generationFailed: "Generation Failed",
  tryLater: "Please try again later.",
  generated: "Document Generated!",
  questionnaireOpen: "Finish the questionnaire (through the features) before generating documents",
  alreadyGenerating: "This document is already being generated",
  monthlyLimit: "You have reached the monthly limit of 10 documents. The count starts again on the 1st.",
  notFound: "Failed to load the document.",
  unknownKind: "Unknown document type",
  pptxPitchOnly: "Only the pitch deck can be downloaded as .pptx",
  deckTooOld: "This pitch deck was made before .pptx downloads existed; generate it again to download it as .pptx",
  rfpNotLoaded: "Could not load the RFP.",
  autoGenerateFailed: "Failed to auto-generate the RFP",
  generating: "Generating...",
  regenerate: "Regenerate (50% cost)",
  blueprintFailed:
    "Your answers could not be turned into documents. Nothing was counted against your monthly limit; edit an answer and try again.",
} as const;
