import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The checkout's word on the monthly document limit, before the card form (issue 25). */
export const monthlyCapMessages = defineMessages({
  en: {
    counts: "The documents in this package count toward the monthly limit of {limit} documents.",
    capTitle: "This month's documents are used up",
    capText:
      "You have generated {used} of {limit} documents this month. The documents in this package can be generated from {date}, when the count starts again.",
    acknowledge: "I understand that I can generate these documents from {date}",
    acknowledgeFirst: "Confirm the date above to continue to payment.",
  },
  es: {
    counts: "Los documentos de este paquete cuentan para el límite mensual de {limit} documentos.",
    capTitle: "Ya has usado los documentos de este mes",
    capText:
      "Has generado {used} de {limit} documentos este mes. Los documentos de este paquete se podrán generar a partir del {date}, cuando el recuento se reinicie.",
    acknowledge: "Entiendo que podré generar estos documentos a partir del {date}",
    acknowledgeFirst: "Confirma la fecha de arriba para continuar con el pago.",
  },
  fr: {
    counts: "Les documents de ce forfait comptent dans la limite mensuelle de {limit} documents.",
    capTitle: "Les documents de ce mois sont épuisés",
    capText:
      "Vous avez généré {used} documents sur {limit} ce mois-ci. Les documents de ce forfait pourront être générés à partir du {date}, quand le compteur repart à zéro.",
    acknowledge: "Je comprends que je pourrai générer ces documents à partir du {date}",
    acknowledgeFirst: "Confirmez la date ci-dessus pour passer au paiement.",
  },
  de: {
    counts: "Die Dokumente dieses Pakets zählen zum monatlichen Limit von {limit} Dokumenten.",
    capTitle: "Die Dokumente dieses Monats sind aufgebraucht",
    capText:
      "Sie haben in diesem Monat {used} von {limit} Dokumenten generiert. Die Dokumente dieses Pakets können ab dem {date} generiert werden, wenn die Zählung neu beginnt.",
    acknowledge: "Ich verstehe, dass ich diese Dokumente ab dem {date} generieren kann",
    acknowledgeFirst: "Bestätigen Sie das Datum oben, um zur Zahlung zu gelangen.",
  },
});
