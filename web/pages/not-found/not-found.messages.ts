import { defineMessages } from "#web/lib/i18n/define-messages.ts";

export const notFoundMessages = defineMessages({
  en: {
    documentTitle: "Page not found",
    title: "Oops! Page not found",
    noPage: "There is no page at {path}.",
    home: "Return to home",
  },
  es: {
    documentTitle: "Página no encontrada",
    title: "¡Vaya! No se encontró la página",
    noPage: "No hay ninguna página en {path}.",
    home: "Volver al inicio",
  },
  fr: {
    documentTitle: "Page introuvable",
    title: "Oups ! Page introuvable",
    noPage: "Il n'y a aucune page à l'adresse {path}.",
    home: "Retour à l'accueil",
  },
  de: {
    documentTitle: "Seite nicht gefunden",
    title: "Hoppla! Seite nicht gefunden",
    noPage: "Unter {path} gibt es keine Seite.",
    home: "Zur Startseite",
  },
});
