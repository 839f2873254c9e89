import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** A document version's change log by requirement id: "FR-3 changed, FR-7 added". */
export const changeLogMessages = defineMessages({
  en: {
    label: "Requirements changed since the version before",
    added: "{id} added",
    removed: "{id} removed",
    changed: "{id} changed",
    none: "No requirement changed",
  },
  es: {
    label: "Requisitos cambiados desde la versión anterior",
    added: "{id} añadido",
    removed: "{id} eliminado",
    changed: "{id} cambiado",
    none: "Ningún requisito ha cambiado",
  },
  fr: {
    label: "Exigences modifiées depuis la version précédente",
    added: "{id} ajoutée",
    removed: "{id} supprimée",
    changed: "{id} modifiée",
    none: "Aucune exigence n’a changé",
  },
  de: {
    label: "Seit der vorigen Version geänderte Anforderungen",
    added: "{id} hinzugefügt",
    removed: "{id} entfernt",
    changed: "{id} geändert",
    none: "Keine Anforderung geändert",
  },
});
