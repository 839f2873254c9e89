import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** Names of a document's scrolling parts (a wide table, a code block), for keyboard and screen-reader users. */
export const markdownViewMessages = defineMessages({
  en: { table: "Table (scrolls sideways)", code: "Code (scrolls sideways)" },
  es: { table: "Tabla (se desplaza en horizontal)", code: "Código (se desplaza en horizontal)" },
  fr: { table: "Tableau (défile horizontalement)", code: "Code (défile horizontalement)" },
  de: { table: "Tabelle (seitlich scrollbar)", code: "Code (seitlich scrollbar)" },
});
