import type { TLanguage } from "#shared/settings/options";

/**
 * What an edit writes into the blueprint itself (not the screen): in the blueprint's language,
 * like every text a builder adds. A requirement the founder adds needs a description and two
 * acceptance criteria to render; these say plainly that the founder added it.
 */
type EditTexts = {
  nameField: string;
  statusField: string;
  recordDescription(label: string): string;
  requirementDescription(title: string): string;
  criteria(title: string): { given: string; when: string; then: string }[];
  rationale: string;
};

export const EDIT_TEXTS: Record<TLanguage, EditTexts> = {
  en: {
    nameField: "name",
    statusField: "status",
    recordDescription: (label) => `${label}, added by the founder.`,
    requirementDescription: (title) => `${title}. Added by the founder on the blueprint.`,
    criteria: (title) => [
      { given: "a signed-in user with access", when: `they use ${title}`, then: "it works as the founder described" },
      { given: "invalid or missing input", when: `they use ${title}`, then: "they are told what to correct" },
    ],
    rationale: "Set by the founder on the blueprint.",
  },
  es: {
    nameField: "nombre",
    statusField: "estado",
    recordDescription: (label) => `${label}, añadido por el fundador.`,
    requirementDescription: (title) => `${title}. Añadido por el fundador en el plano.`,
    criteria: (title) => [
      { given: "un usuario con acceso", when: `usa ${title}`, then: "funciona como lo describió el fundador" },
      { given: "datos no válidos o incompletos", when: `usa ${title}`, then: "se le indica qué corregir" },
    ],
    rationale: "Fijado por el fundador en el plano.",
  },
  fr: {
    nameField: "nom",
    statusField: "statut",
    recordDescription: (label) => `${label}, ajouté par le fondateur.`,
    requirementDescription: (title) => `${title}. Ajouté par le fondateur sur le plan.`,
    criteria: (title) => [
      { given: "un utilisateur qui y a accès", when: `il utilise ${title}`, then: "cela fonctionne comme décrit" },
      { given: "une saisie invalide ou incomplète", when: `il utilise ${title}`, then: "on lui dit quoi corriger" },
    ],
    rationale: "Fixé par le fondateur sur le plan.",
  },
  de: {
    nameField: "Name",
    statusField: "Status",
    recordDescription: (label) => `${label}, vom Gründer hinzugefügt.`,
    requirementDescription: (title) => `${title}. Vom Gründer im Bauplan hinzugefügt.`,
    criteria: (title) => [
      {
        given: "ein angemeldeter Nutzer mit Zugriff",
        when: `er ${title} nutzt`,
        then: "funktioniert es wie beschrieben",
      },
      {
        given: "ungültige oder fehlende Eingaben",
        when: `er ${title} nutzt`,
        then: "wird ihm gesagt, was zu korrigieren ist",
      },
    ],
    rationale: "Vom Gründer im Bauplan festgelegt.",
  },
};
