import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/**
 * The documents area's "Update documents": every out-of-date document regenerated, one after another.
 * Out of date after edited answers or a corrected blueprint alike: the hint names both.
 */
export const updateDocumentsMessages = defineMessages({
  en: {
    update: "Update documents",
    hint: "{count} out of date: each is regenerated from your current answers and blueprint at half the cost (50%).",
    progress: "Updating {done} of {count}…",
    done: "Your documents are up to date.",
    stopped: "Stopped after {done} of {count}.",
  },
  es: {
    update: "Actualizar documentos",
    hint: "{count} desactualizados: cada uno se regenera a partir de tus respuestas y tu blueprint actuales a mitad de coste (50%).",
    progress: "Actualizando {done} de {count}…",
    done: "Tus documentos están al día.",
    stopped: "Detenido tras {done} de {count}.",
  },
  fr: {
    update: "Mettre à jour les documents",
    hint: "{count} pas à jour : chacun est régénéré à partir de vos réponses et de votre blueprint actuels à moitié prix (50 %).",
    progress: "Mise à jour {done} sur {count}…",
    done: "Vos documents sont à jour.",
    stopped: "Arrêté après {done} sur {count}.",
  },
  de: {
    update: "Dokumente aktualisieren",
    hint: "{count} veraltet: Jedes wird aus Ihren aktuellen Antworten und Ihrem Blueprint zum halben Preis (50 %) neu erstellt.",
    progress: "Aktualisiere {done} von {count}…",
    done: "Ihre Dokumente sind aktuell.",
    stopped: "Nach {done} von {count} angehalten.",
  },
});
