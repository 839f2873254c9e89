import { GLOSSARY } from "../glossary/terms";
import type { TLanguage } from "../settings/options";
import type { TCorrection, TCorrectionKind, TNotApplicableReason } from "./corrections";

/**
 * A correction that did not apply, said in one short line in the blueprint's language (it is
 * listed for the founder beside their blueprint): what they had corrected, and why it no longer
 * applies — 'Rename role "Staff" to "Crew": "Staff" is no longer in the answers'.
 */
type Templates = Record<TCorrectionKind, string> & Record<TNotApplicableReason, string>;

const EN: Templates = {
  roleRenamed: 'Rename role "{a}" to "{b}"',
  rolePermissions: 'Change what role "{a}" may do',
  roleAdmin: 'Change whether role "{a}" is an administrator',
  roleAdded: 'Add role "{a}"',
  roleDeleted: 'Delete role "{a}"',
  roleMerged: 'Merge role "{a}" into "{b}"',
  recordRenamed: 'Rename record "{a}" to "{b}"',
  recordChanged: 'Change record "{a}"',
  recordAdded: 'Add record "{a}"',
  recordDeleted: 'Delete record "{a}"',
  fieldAdded: 'Add field "{b}" to "{a}"',
  fieldRemoved: 'Remove field "{b}" from "{a}"',
  fieldChanged: 'Change field "{b}" of "{a}"',
  statusValues: 'Change the status values of "{a}"',
  requirementRetitled: 'Rename requirement "{a}" to "{b}"',
  requirementPriority: 'Move "{a}" to {b}',
  requirementCriteria: 'Change the acceptance criteria of "{a}"',
  requirementEstimate: 'Change the estimate of "{a}"',
  requirementDescription: 'Change the description of "{a}"',
  requirementLinks: 'Change the roles and records of "{a}"',
  requirementAdded: 'Add requirement "{a}"',
  requirementDeleted: 'Delete requirement "{a}"',
  integrationRenamed: 'Rename integration "{a}" to "{b}"',
  integrationPurpose: 'Change the purpose of "{a}"',
  integrationLater: 'Change when "{a}" comes',
  integrationAdded: 'Add integration "{a}"',
  integrationDeleted: 'Remove integration "{a}"',
  workflowStep: 'Change the steps of "{a}"',
  workflowSteps: 'Change the steps of "{a}"',
  platform: "Change the platforms",
  product: 'Change the product\'s "{a}"',
  ask: "Change the raise",
  missing: '"{t}" is no longer in the answers',
  present: 'the answers already have "{t}"',
  changed: "the answer now says something else",
  conflict: "it no longer fits the blueprint rebuilt from the answers",
};

const ES: Templates = {
  roleRenamed: 'Renombrar el rol "{a}" a "{b}"',
  rolePermissions: 'Cambiar lo que puede hacer el rol "{a}"',
  roleAdmin: 'Cambiar si el rol "{a}" es administrador',
  roleAdded: 'Añadir el rol "{a}"',
  roleDeleted: 'Eliminar el rol "{a}"',
  roleMerged: 'Fusionar el rol "{a}" con "{b}"',
  recordRenamed: 'Renombrar el registro "{a}" a "{b}"',
  recordChanged: 'Cambiar el registro "{a}"',
  recordAdded: 'Añadir el registro "{a}"',
  recordDeleted: 'Eliminar el registro "{a}"',
  fieldAdded: 'Añadir el campo "{b}" a "{a}"',
  fieldRemoved: 'Quitar el campo "{b}" de "{a}"',
  fieldChanged: 'Cambiar el campo "{b}" de "{a}"',
  statusValues: 'Cambiar los estados de "{a}"',
  requirementRetitled: 'Renombrar el requisito "{a}" a "{b}"',
  requirementPriority: 'Mover "{a}" a {b}',
  requirementCriteria: 'Cambiar los criterios de aceptación de "{a}"',
  requirementEstimate: 'Cambiar la estimación de "{a}"',
  requirementDescription: 'Cambiar la descripción de "{a}"',
  requirementLinks: 'Cambiar los roles y registros de "{a}"',
  requirementAdded: 'Añadir el requisito "{a}"',
  requirementDeleted: 'Eliminar el requisito "{a}"',
  integrationRenamed: 'Renombrar la integración "{a}" a "{b}"',
  integrationPurpose: 'Cambiar el propósito de "{a}"',
  integrationLater: 'Cambiar cuándo llega "{a}"',
  integrationAdded: 'Añadir la integración "{a}"',
  integrationDeleted: 'Quitar la integración "{a}"',
  workflowStep: 'Cambiar los pasos de "{a}"',
  workflowSteps: 'Cambiar los pasos de "{a}"',
  platform: "Cambiar las plataformas",
  product: 'Cambiar "{a}" del producto',
  ask: "Cambiar la ronda de inversión",
  missing: '"{t}" ya no está en las respuestas',
  present: 'las respuestas ya incluyen "{t}"',
  changed: "la respuesta ahora dice otra cosa",
  conflict: "ya no encaja en el blueprint reconstruido a partir de las respuestas",
};

const FR: Templates = {
  roleRenamed: "Renommer le rôle « {a} » en « {b} »",
  rolePermissions: "Changer ce que peut faire le rôle « {a} »",
  roleAdmin: "Changer si le rôle « {a} » est administrateur",
  roleAdded: "Ajouter le rôle « {a} »",
  roleDeleted: "Supprimer le rôle « {a} »",
  roleMerged: "Fusionner le rôle « {a} » avec « {b} »",
  recordRenamed: "Renommer l’enregistrement « {a} » en « {b} »",
  recordChanged: "Modifier l’enregistrement « {a} »",
  recordAdded: "Ajouter l’enregistrement « {a} »",
  recordDeleted: "Supprimer l’enregistrement « {a} »",
  fieldAdded: "Ajouter le champ « {b} » à « {a} »",
  fieldRemoved: "Retirer le champ « {b} » de « {a} »",
  fieldChanged: "Modifier le champ « {b} » de « {a} »",
  statusValues: "Modifier les statuts de « {a} »",
  requirementRetitled: "Renommer l’exigence « {a} » en « {b} »",
  requirementPriority: "Passer « {a} » en {b}",
  requirementCriteria: "Modifier les critères d’acceptation de « {a} »",
  requirementEstimate: "Modifier l’estimation de « {a} »",
  requirementDescription: "Modifier la description de « {a} »",
  requirementLinks: "Modifier les rôles et enregistrements de « {a} »",
  requirementAdded: "Ajouter l’exigence « {a} »",
  requirementDeleted: "Supprimer l’exigence « {a} »",
  integrationRenamed: "Renommer l’intégration « {a} » en « {b} »",
  integrationPurpose: "Modifier l’objet de « {a} »",
  integrationLater: "Changer quand arrive « {a} »",
  integrationAdded: "Ajouter l’intégration « {a} »",
  integrationDeleted: "Retirer l’intégration « {a} »",
  workflowStep: "Modifier les étapes de « {a} »",
  workflowSteps: "Modifier les étapes de « {a} »",
  platform: "Modifier les plateformes",
  product: "Modifier « {a} » du produit",
  ask: "Modifier la levée de fonds",
  missing: "« {t} » n’est plus dans les réponses",
  present: "les réponses contiennent déjà « {t} »",
  changed: "la réponse dit maintenant autre chose",
  conflict: "elle ne s’accorde plus avec le blueprint reconstruit à partir des réponses",
};

const DE: Templates = {
  roleRenamed: "Rolle „{a}“ in „{b}“ umbenennen",
  rolePermissions: "Ändern, was die Rolle „{a}“ darf",
  roleAdmin: "Ändern, ob die Rolle „{a}“ Administrator ist",
  roleAdded: "Rolle „{a}“ hinzufügen",
  roleDeleted: "Rolle „{a}“ löschen",
  roleMerged: "Rolle „{a}“ mit „{b}“ zusammenführen",
  recordRenamed: "Datensatz „{a}“ in „{b}“ umbenennen",
  recordChanged: "Datensatz „{a}“ ändern",
  recordAdded: "Datensatz „{a}“ hinzufügen",
  recordDeleted: "Datensatz „{a}“ löschen",
  fieldAdded: "Feld „{b}“ zu „{a}“ hinzufügen",
  fieldRemoved: "Feld „{b}“ aus „{a}“ entfernen",
  fieldChanged: "Feld „{b}“ von „{a}“ ändern",
  statusValues: "Statuswerte von „{a}“ ändern",
  requirementRetitled: "Anforderung „{a}“ in „{b}“ umbenennen",
  requirementPriority: "„{a}“ nach {b} verschieben",
  requirementCriteria: "Abnahmekriterien von „{a}“ ändern",
  requirementEstimate: "Schätzung von „{a}“ ändern",
  requirementDescription: "Beschreibung von „{a}“ ändern",
  requirementLinks: "Rollen und Datensätze von „{a}“ ändern",
  requirementAdded: "Anforderung „{a}“ hinzufügen",
  requirementDeleted: "Anforderung „{a}“ löschen",
  integrationRenamed: "Integration „{a}“ in „{b}“ umbenennen",
  integrationPurpose: "Zweck von „{a}“ ändern",
  integrationLater: "Ändern, wann „{a}“ kommt",
  integrationAdded: "Integration „{a}“ hinzufügen",
  integrationDeleted: "Integration „{a}“ entfernen",
  workflowStep: "Schritte von „{a}“ ändern",
  workflowSteps: "Schritte von „{a}“ ändern",
  platform: "Plattformen ändern",
  product: "„{a}“ des Produkts ändern",
  ask: "Die Finanzierungsrunde ändern",
  missing: "„{t}“ steht nicht mehr in den Antworten",
  present: "die Antworten enthalten „{t}“ bereits",
  changed: "die Antwort sagt jetzt etwas anderes",
  conflict: "sie passt nicht mehr zum aus den Antworten neu erstellten Blueprint",
};

const TEMPLATES: Record<TLanguage, Templates> = { en: EN, es: ES, fr: FR, de: DE };

/** The names a correction's line shows: {a} its target, {b} what it becomes, {t} what is missing. */
function parts(correction: TCorrection, language: TLanguage): { a: string; b: string; t: string } {
  switch (correction.kind) {
    case "roleRenamed":
    case "roleMerged":
    case "recordRenamed":
    case "requirementRetitled":
    case "integrationRenamed":
      return { a: correction.from, b: correction.to, t: correction.from };
    case "rolePermissions":
    case "roleAdmin":
      return { a: correction.role, b: "", t: correction.role };
    case "roleAdded":
      return { a: correction.to.name, b: "", t: correction.to.name };
    case "recordAdded":
      return { a: correction.to.name, b: "", t: correction.to.name };
    case "requirementAdded":
      return { a: correction.to.title, b: "", t: correction.to.title };
    case "integrationAdded":
      return { a: correction.to.name, b: "", t: correction.to.name };
    case "roleDeleted":
    case "recordDeleted":
    case "requirementDeleted":
    case "integrationDeleted":
      return { a: correction.from, b: "", t: correction.from };
    case "recordChanged":
    case "statusValues":
      return { a: correction.record, b: "", t: correction.record };
    case "fieldAdded":
      return { a: correction.record, b: correction.to.label, t: correction.record };
    case "fieldRemoved":
      return { a: correction.record, b: correction.from, t: `${correction.record}.${correction.from}` };
    case "fieldChanged":
      return { a: correction.record, b: correction.to.label, t: `${correction.record}.${correction.field}` };
    case "requirementPriority":
      return { a: correction.requirement, b: GLOSSARY[language].priority[correction.to], t: correction.requirement };
    case "requirementCriteria":
    case "requirementEstimate":
    case "requirementDescription":
    case "requirementLinks":
      return { a: correction.requirement, b: "", t: correction.requirement };
    case "integrationPurpose":
    case "integrationLater":
      return { a: correction.integration, b: "", t: correction.integration };
    case "workflowStep":
    case "workflowSteps":
      return { a: correction.workflow, b: "", t: correction.workflow };
    case "platform":
    case "product":
      return { a: correction.field, b: "", t: correction.field };
    case "ask":
      return { a: "", b: "", t: "ask" };
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{([abt])\}/g, (_, name: string) => values[name] ?? "");

export function correctionSummary(correction: TCorrection, reason: TNotApplicableReason, language: TLanguage): string {
  const templates = TEMPLATES[language];
  const values = parts(correction, language);
  return `${fill(templates[correction.kind], values)}: ${fill(templates[reason], values)}`;
}

/** Where in the blueprint a correction is about, for the screen to point at. */
export function correctionPath(correction: TCorrection): string[] {
  const kind = correction.kind;
  if (kind.startsWith("role")) return ["roles"];
  if (kind.startsWith("record") || kind.startsWith("field") || kind === "statusValues") return ["entities"];
  if (kind.startsWith("requirement")) return ["requirements"];
  if (kind.startsWith("integration")) return ["integrations"];
  if (kind.startsWith("workflow")) return ["workflows"];
  if (kind === "platform") return ["platforms", correction.field];
  if (kind === "ask") return ["ask"];
  return ["product", (correction as { field: string }).field];
}
