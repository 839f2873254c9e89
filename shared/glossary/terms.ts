import type { TLanguage } from "../schemas/settings";

/**
 * The domain terms a user sees in more than one place (the web's pages, the documents, the
 * server's messages), each in the four languages. Every screen and document takes its words for
 * these terms from here, and `tests/unit/glossary.test.ts` fails when a catalogue or a document
 * shows one differently: wherever the English text is (or, for names, contains) a term, the
 * other languages must say the term's own translation.
 *
 * Kept as one object per language so a page's code carries English only (the other languages
 * travel in the language packs with the catalogues that use them).
 */
export type Glossary = {
  /** A requirement's priority (MoSCoW), as the definition page and every document label it. */
  priority: Record<"must" | "should" | "could" | "later", string>;
  /** The four documents by their full names (shared/documents/kinds.ts holds the English). */
  documentKind: Record<"rfp" | "pitch" | "openapi" | "app_prompt", string>;
  /** The packages by name (shared/commerce/catalogue.ts holds the English). */
  packageName: Record<"rfp_generator" | "complete_documentation" | "development_week" | "development_hours", string>;
  /** A product definition's status on its badge (spec section 5: "Completed", "In Progress", "Draft"). */
  definitionStatus: Record<"complete" | "inProgress" | "draft", string>;
};

export const GLOSSARY_EN: Glossary = {
  priority: { must: "Must", should: "Should", could: "Could", later: "Later" },
  documentKind: {
    rfp: "Request for Proposal",
    pitch: "Investor Pitch Deck",
    openapi: "OpenAPI Specification",
    app_prompt: "App-builder development prompt",
  },
  packageName: {
    rfp_generator: "RFP Generator",
    complete_documentation: "Complete Documentation",
    development_week: "Development Week",
    development_hours: "Development Hours",
  },
  definitionStatus: { complete: "Completed", inProgress: "In Progress", draft: "Draft" },
};

export const GLOSSARY_ES: Glossary = {
  priority: { must: "Imprescindible", should: "Importante", could: "Deseable", later: "Más adelante" },
  documentKind: {
    rfp: "Solicitud de propuesta",
    pitch: "Presentación para inversores",
    openapi: "Especificación OpenAPI",
    app_prompt: "Prompt de desarrollo para creadores de apps",
  },
  packageName: {
    rfp_generator: "Generador de RFP",
    complete_documentation: "Documentación completa",
    development_week: "Semana de desarrollo",
    development_hours: "Horas de desarrollo",
  },
  definitionStatus: { complete: "Completada", inProgress: "En curso", draft: "Borrador" },
};

export const GLOSSARY_FR: Glossary = {
  priority: { must: "Indispensable", should: "Important", could: "Souhaitable", later: "Plus tard" },
  documentKind: {
    rfp: "Appel d'offres",
    pitch: "Présentation pour investisseurs",
    openapi: "Spécification OpenAPI",
    app_prompt: "Prompt de développement pour générateur d'applications",
  },
  packageName: {
    rfp_generator: "Générateur de RFP",
    complete_documentation: "Documentation complète",
    development_week: "Semaine de développement",
    development_hours: "Heures de développement",
  },
  definitionStatus: { complete: "Terminée", inProgress: "En cours", draft: "Brouillon" },
};

export const GLOSSARY_DE: Glossary = {
  priority: { must: "Muss", should: "Soll", could: "Kann", later: "Später" },
  documentKind: {
    rfp: "Angebotsanfrage",
    pitch: "Pitch-Deck für Investoren",
    openapi: "OpenAPI-Spezifikation",
    app_prompt: "Entwicklungs-Prompt für App-Builder",
  },
  packageName: {
    rfp_generator: "RFP-Generator",
    complete_documentation: "Vollständige Dokumentation",
    development_week: "Entwicklungswoche",
    development_hours: "Entwicklungsstunden",
  },
  definitionStatus: { complete: "Abgeschlossen", inProgress: "In Bearbeitung", draft: "Entwurf" },
};

export const GLOSSARY: Record<TLanguage, Glossary> = {
  en: GLOSSARY_EN,
  es: GLOSSARY_ES,
  fr: GLOSSARY_FR,
  de: GLOSSARY_DE,
};

/** The glossary's name of a package, by its catalogue id (spec section 9). */
export const PACKAGE_TERMS: Record<string, keyof Glossary["packageName"]> = {
  "rfp-free": "rfp_generator",
  "complete-docs": "complete_documentation",
  "dev-week": "development_week",
  "dev-hours": "development_hours",
};
