import { defineMessages } from "#web/lib/i18n/define-messages.ts";

/** The questionnaire's controls that the interview and the definition's page share. */
export const questionnaireMessages = defineMessages({
  en: {
    characters: "characters",
    featuresLabel: "Features in order of priority",
    orderHelp: "Drag a feature, use its arrows, or focus it and press Alt+Up or Alt+Down.",
    moveUp: "Move {item} up",
    moveDown: "Move {item} down",
    yes: "Yes",
    no: "No",
  },
  es: {
    characters: "caracteres",
    featuresLabel: "Funcionalidades por orden de prioridad",
    orderHelp: "Arrastra una funcionalidad, usa sus flechas o selecciónala y pulsa Alt+Arriba o Alt+Abajo.",
    moveUp: "Subir {item}",
    moveDown: "Bajar {item}",
    yes: "Sí",
    no: "No",
  },
  fr: {
    characters: "caractères",
    featuresLabel: "Fonctionnalités par ordre de priorité",
    orderHelp:
      "Faites glisser une fonctionnalité, utilisez ses flèches, ou sélectionnez-la et appuyez sur Alt+Haut ou Alt+Bas.",
    moveUp: "Monter {item}",
    moveDown: "Descendre {item}",
    yes: "Oui",
    no: "Non",
  },
  de: {
    characters: "Zeichen",
    featuresLabel: "Funktionen nach Priorität",
    orderHelp:
      "Ziehen Sie eine Funktion, nutzen Sie ihre Pfeile, oder fokussieren Sie sie und drücken Sie Alt+Pfeil nach oben oder Alt+Pfeil nach unten.",
    moveUp: "{item} nach oben verschieben",
    moveDown: "{item} nach unten verschieben",
    yes: "Ja",
    no: "Nein",
  },
});
