import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The notice over documents written before the user changed their language. */
export const languageNoticeMessages = defineMessages({
  en: {
    title: "Documents in another language",
    body: "You switched to {language}. These documents are still in the language they were written in: {documents}. Update each one to have it in {language}; an update counts as one document this month (half after edited answers).",
    update: "Update in {language}",
  },
  es: {
    title: "Documentos en otro idioma",
    body: "Has cambiado a {language}. Estos documentos siguen en el idioma en que se escribieron: {documents}. Actualiza cada uno para tenerlo en {language}; cada actualización cuenta como un documento este mes (la mitad tras editar respuestas).",
    update: "Actualizar en {language}",
  },
  fr: {
    title: "Documents dans une autre langue",
    body: "Vous êtes passé à la langue {language}. Ces documents restent dans la langue où ils ont été écrits : {documents}. Mettez chacun à jour pour l'avoir en {language} ; une mise à jour compte pour un document ce mois-ci (la moitié après des réponses modifiées).",
    update: "Mettre à jour en {language}",
  },
  de: {
    title: "Dokumente in einer anderen Sprache",
    body: "Sie haben zu {language} gewechselt. Diese Dokumente sind noch in der Sprache, in der sie geschrieben wurden: {documents}. Aktualisieren Sie jedes, um es auf {language} zu erhalten; eine Aktualisierung zählt diesen Monat als ein Dokument (die Hälfte nach geänderten Antworten).",
    update: "Auf {language} aktualisieren",
  },
});
