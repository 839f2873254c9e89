import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** This month's documents in one line, and the reason a Generate button waits for the 1st. */
export const monthlyLimitMessages = defineMessages({
  en: {
    atCap: "This month's documents are used: documents bought now can be generated from {date}.",
    usageLine: "{used} of {limit} documents this month, resets {date}",
    limitReached: "This month's {limit} documents are used. You can generate it from {date}.",
  },
  es: {
    atCap:
      "Ya has usado los documentos de este mes: los documentos que compres ahora se podrán generar a partir del {date}.",
    usageLine: "{used} de {limit} documentos este mes, se reinicia el {date}",
    limitReached: "Ya has usado los {limit} documentos de este mes. Podrás generarlo a partir del {date}.",
  },
  fr: {
    atCap:
      "Les documents de ce mois sont utilisés : les documents achetés maintenant pourront être générés à partir du {date}.",
    usageLine: "{used} documents sur {limit} ce mois-ci, remise à zéro le {date}",
    limitReached: "Les {limit} documents de ce mois sont utilisés. Vous pourrez le générer à partir du {date}.",
  },
  de: {
    atCap:
      "Die Dokumente dieses Monats sind aufgebraucht: Jetzt gekaufte Dokumente können ab dem {date} generiert werden.",
    usageLine: "{used} von {limit} Dokumenten in diesem Monat, Zurücksetzung am {date}",
    limitReached: "Die {limit} Dokumente dieses Monats sind aufgebraucht. Sie können es ab dem {date} generieren.",
  },
});
