import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The problem panel's way back (Retry is a common word). */
export const problemMessages = defineMessages({
  en: { backToDefinitions: "Back to Product Definitions" },
  es: { backToDefinitions: "Volver a Definiciones de producto" },
  fr: { backToDefinitions: "Retour aux définitions de produit" },
  de: { backToDefinitions: "Zurück zu den Produktdefinitionen" },
});
