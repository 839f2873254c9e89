import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The documents area at the top of a definition's page: each document's state and actions. */
export const documentsAreaMessages = defineMessages({
  en: {
    title: "Your documents",
    intro: "Everything your package includes for this product: generate, update, open or download each document.",
    badgeNotGenerated: "Not generated",
    badgeOutOfDate: "Out of date",
    rfpDescription: "The request for proposal that development teams quote from.",
    rfpGenerate: "Generate RFP",
    readRfp: "Read the RFP",
    downloadRfp: "Download .md",
  },
  es: {
    title: "Tus documentos",
    intro: "Todo lo que incluye tu paquete para este producto: genera, actualiza, abre o descarga cada documento.",
    badgeNotGenerated: "Sin generar",
    badgeOutOfDate: "Desactualizado",
    rfpDescription: "La solicitud de propuesta sobre la que presupuestan los equipos de desarrollo.",
    rfpGenerate: "Generar RFP",
    readRfp: "Leer el RFP",
    downloadRfp: "Descargar .md",
  },
  fr: {
    title: "Vos documents",
    intro:
      "Tout ce que votre forfait comprend pour ce produit : générez, mettez à jour, ouvrez ou téléchargez chaque document.",
    badgeNotGenerated: "Non généré",
    badgeOutOfDate: "Obsolète",
    rfpDescription: "L'appel d'offres sur lequel les équipes de développement établissent leur devis.",
    rfpGenerate: "Générer le RFP",
    readRfp: "Lire le RFP",
    downloadRfp: "Télécharger .md",
  },
  de: {
    title: "Ihre Dokumente",
    intro:
      "Alles, was Ihr Paket für dieses Produkt enthält: Generieren, aktualisieren, öffnen oder laden Sie jedes Dokument herunter.",
    badgeNotGenerated: "Nicht generiert",
    badgeOutOfDate: "Veraltet",
    rfpDescription: "Die Angebotsanfrage, auf deren Grundlage Entwicklungsteams ihr Angebot erstellen.",
    rfpGenerate: "RFP generieren",
    readRfp: "RFP lesen",
    downloadRfp: ".md herunterladen",
  },
});
