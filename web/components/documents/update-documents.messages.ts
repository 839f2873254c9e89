import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The documents area's "Update documents": every out-of-date document regenerated, one after another. */
export const updateDocumentsMessages = defineMessages({
  en: {
    update: "Update documents",
    hint: "{count} out of date: each is regenerated from your corrected blueprint at half the cost (50%).",
    progress: "Updating {done} of {count}…",
    done: "Your documents are up to date.",
    stopped: "Stopped after {done} of {count}.",
  },
  es: {
    update: "Actualizar documentos",
    hint: "{count} desactualizados: cada uno se regenera a partir de tu blueprint corregido a mitad de coste (50%).",
    progress: "Actualizando {done} de {count}…",
    done: "Tus documentos están al día.",
    stopped: "Detenido tras {done} de {count}.",
  },
  fr: {
    update: "Mettre à jour les documents",
    hint: "{count} pas à jour : chacun est régénéré à partir de votre blueprint corrigé à moitié prix (50 %).",
    progress: "Mise à jour {done} sur {count}…",
    done: "Vos documents sont à jour.",
    stopped: "Arrêté après {done} sur {count}.",
  },
  de: {
    update: "Dokumente aktualisieren",
    hint: "{count} veraltet: Jedes wird aus Ihrem korrigierten Blueprint zum halben Preis (50 %) neu erstellt.",
    progress: "Aktualisiere {done} von {count}…",
    done: "Ihre Dokumente sind aktuell.",
    stopped: "Nach {done} von {count} angehalten.",
  },
});
