import { documentKind } from "#shared/documents/kinds";
import { GLOSSARY_DE, GLOSSARY_ES, GLOSSARY_FR } from "#shared/glossary/terms";
import { defineMessages } from "../i18n/define-messages";
import type { Translate } from "../i18n/i18n-context";

/**
 * The documents' names and generation toasts keyed by kind (`rfp`, `rfpToast`...; English is
 * shared/documents/kinds.ts's), and the words of the documents' helpers.
 */
export const documentsMessages = defineMessages({
  en: {
    rfp: documentKind("rfp").label,
    pitch: documentKind("pitch").label,
    openapi: documentKind("openapi").label,
    app_prompt: documentKind("app_prompt").label,
    rfpToast: documentKind("rfp").toast,
    pitchToast: documentKind("pitch").toast,
    openapiToast: documentKind("openapi").toast,
    app_promptToast: documentKind("app_prompt").toast,
    usage: "Monthly usage: {used} of {limit} used · {remaining} remaining",
  },
  es: {
    rfp: GLOSSARY_ES.documentKind.rfp,
    pitch: GLOSSARY_ES.documentKind.pitch,
    openapi: GLOSSARY_ES.documentKind.openapi,
    app_prompt: GLOSSARY_ES.documentKind.app_prompt,
    rfpToast: "RFP generado",
    pitchToast: "Presentación generada",
    openapiToast: "Definición de la API generada",
    app_promptToast: "Prompt para creadores de apps generado",
    usage: "Uso mensual: {used} de {limit} usados · {remaining} restantes",
  },
  fr: {
    rfp: GLOSSARY_FR.documentKind.rfp,
    pitch: GLOSSARY_FR.documentKind.pitch,
    openapi: GLOSSARY_FR.documentKind.openapi,
    app_prompt: GLOSSARY_FR.documentKind.app_prompt,
    rfpToast: "RFP généré",
    pitchToast: "Présentation générée",
    openapiToast: "Définition d'API générée",
    app_promptToast: "Prompt pour générateur d'applications généré",
    usage: "Utilisation mensuelle : {used} sur {limit} utilisés · {remaining} restants",
  },
  de: {
    rfp: GLOSSARY_DE.documentKind.rfp,
    pitch: GLOSSARY_DE.documentKind.pitch,
    openapi: GLOSSARY_DE.documentKind.openapi,
    app_prompt: GLOSSARY_DE.documentKind.app_prompt,
    rfpToast: "RFP erstellt",
    pitchToast: "Pitch-Deck erstellt",
    openapiToast: "API-Definition erstellt",
    app_promptToast: "App-Builder-Prompt erstellt",
    usage: "Monatliche Nutzung: {used} von {limit} verbraucht · {remaining} übrig",
  },
});

export type DocumentsTexts = Translate<(typeof documentsMessages)["en"]>;
