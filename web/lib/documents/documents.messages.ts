import { documentKind } from "#shared/documents/kinds";
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
    rfp: "Solicitud de propuesta",
    pitch: "Presentación para inversores",
    openapi: "Especificación OpenAPI",
    app_prompt: "Prompt de desarrollo para creadores de apps",
    rfpToast: "RFP generado",
    pitchToast: "Presentación generada",
    openapiToast: "Definición de la API generada",
    app_promptToast: "Prompt para creadores de apps generado",
    usage: "Uso mensual: {used} de {limit} usados · {remaining} restantes",
  },
  fr: {
    rfp: "Appel d'offres",
    pitch: "Présentation pour investisseurs",
    openapi: "Spécification OpenAPI",
    app_prompt: "Prompt de développement pour générateur d'applications",
    rfpToast: "RFP généré",
    pitchToast: "Présentation générée",
    openapiToast: "Définition d'API générée",
    app_promptToast: "Prompt pour générateur d'applications généré",
    usage: "Utilisation mensuelle : {used} sur {limit} utilisés · {remaining} restants",
  },
  de: {
    rfp: "Angebotsanfrage",
    pitch: "Pitch-Deck für Investoren",
    openapi: "OpenAPI-Spezifikation",
    app_prompt: "Entwicklungs-Prompt für App-Builder",
    rfpToast: "RFP erstellt",
    pitchToast: "Pitch-Deck erstellt",
    openapiToast: "API-Definition erstellt",
    app_promptToast: "App-Builder-Prompt erstellt",
    usage: "Monatliche Nutzung: {used} von {limit} verbraucht · {remaining} übrig",
  },
});

export type DocumentsTexts = Translate<(typeof documentsMessages)["en"]>;
