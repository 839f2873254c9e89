import { GLOSSARY } from "#shared/glossary/terms";
import type { TLanguage } from "#shared/settings/options";

/**
 * The packs' fixed words in the four languages (decision 032). What the tools parse stays as they
 * write it and is not here: Kiro's and Spec Kit's headings, the EARS keywords (WHEN, IF, THEN, THE,
 * SHALL), Given/When/Then, `- [ ]`, `**FR-n**`, `_Requirements:_`, the trackers' column names.
 * Placeholders are `{name}`; every language has the same keys and placeholders (a unit test checks).
 */
export type PackText = {
  priority: Record<"must" | "should" | "could" | "later", string>;
  /** "MUST" / "SHOULD" / "MAY" after "System" in Spec Kit's functional requirements. */
  modal: Record<"must" | "should" | "could" | "later", string>;
  system: string;
  /** What marks a criterion as unwanted behaviour (an EARS IF … THEN line). */
  unwanted: RegExp;
  given: string;
  and: string;
  or: string;
  ensure: string;
  user: string;
  story: string;
  systemGloss: string;
  roleGloss: string;
  later: string;
  laterNote: string;
  versionOne: string;
  unplanned: string;
  weeks: string;
  week: string;
  weeksLabel: string;
  estimate: string;
  estimateSplit: string;
  audience: string;
  persona: string;
  differentiator: string;
  critical: string;
  platforms: string;
  platformNames: Record<"web" | "ios" | "android" | "desktopApp" | "pwa", string>;
  integrations: string;
  apiContract: string;
  errorHandling: string;
  testing: string;
  testHours: string;
  none: string;
  field: string;
  type: string;
  required: string;
  label: string;
  yes: string;
  no: string;
  sensitive: string;
  records: string;
  roles: string;
  nonFunctional: string;
  successCriteria: string;
  steeringProduct: string;
  steeringTech: string;
  steeringStructure: string;
  structureLines: string[];
  agentsWhere: string;
  agentsRules: string;
  agentsRuleLines: string[];
  principles: { title: string; body: string }[];
  governance: string;
  independentTest: string;
  defaultMetric: string;
  constitutionCheck: string;
  milestones: string;
  milestone: string;
  requirements: string;
  hours: string;
  taskSetup: string;
  taskContract: string;
  taskEntity: string;
  taskAccess: string;
  taskTest: string;
  taskImplement: string;
  taskAcceptance: string;
  checkpointFoundation: string;
  checkpointStory: string;
  taskmasterDescription: string;
  subtaskTitle: string;
  priorityLabel: string;
  why: string;
  acceptanceCriteria: string;
  dependencyChain: string;
};

const en: PackText = {
  priority: GLOSSARY.en.priority,
  modal: { must: "MUST", should: "SHOULD", could: "MAY", later: "MAY" },
  system: "System",
  unwanted: /\b(refused|rejected|denied|nothing|not|no|invalid|incomplete|error|fails?|wrong|missing|blocked)\b/i,
  given: "given that",
  and: "AND",
  or: "or",
  ensure: "ensure that",
  user: "user",
  story: "As a {role}, I want “{feature}” in {product}, so that I can do my part of the work in it.",
  systemGloss: "the product to build (version 1).",
  roleGloss: "a role of the product.",
  later: "Later (not in version 1)",
  laterNote: "Put off by the founder: not built, tested or estimated in version 1.",
  versionOne: "Version 1, in build order",
  unplanned: "Outside the milestones",
  weeks: "weeks {from}–{to}",
  week: "week {n}",
  weeksLabel: "Weeks",
  estimate: "Estimate: {hours} h",
  estimateSplit: "Estimate: {hours} h ({development} h development, {qa} h QA)",
  audience: "Audience",
  persona: "Persona",
  differentiator: "Differentiator",
  critical: "Critical workflow",
  platforms: "Platforms",
  platformNames: {
    web: "Web",
    ios: "iOS",
    android: "Android",
    desktopApp: "Desktop app",
    pwa: "Installable web app (PWA)",
  },
  integrations: "Integrations",
  apiContract:
    "The API follows the OpenAPI specification of the blueprint: every operation lists its requirements in `x-requirements`.",
  errorHandling: "Every error is shown to the user in plain words; nothing is saved half-way.",
  testing: "Each acceptance criterion becomes at least one automated test, named after its requirement and number.",
  testHours: "{count} criteria, {hours} h QA",
  none: "None.",
  field: "Field",
  type: "Type",
  required: "Required",
  label: "As the founder wrote it",
  yes: "yes",
  no: "no",
  sensitive: "sensitive",
  records: "Records",
  roles: "Roles",
  nonFunctional: "Non-functional requirements",
  successCriteria: "Success criteria",
  steeringProduct: "Product",
  steeringTech: "Technology",
  steeringStructure: "Structure",
  structureLines: [
    "Build milestone by milestone, in the order of tasks.md.",
    "Name tests, branches and commits after the requirement they serve (FR-3).",
    "Keep the API as the OpenAPI specification describes it.",
  ],
  agentsWhere: "Where the specs are",
  agentsRules: "Rules",
  agentsRuleLines: [
    "The requirement ids (FR-n) are those of the Request for Proposal: cite them in commits, tests and pull requests.",
    "Build only version 1; the requirements under Later are out of scope.",
    "A requirement is done when each of its acceptance criteria has a passing test.",
  ],
  principles: [
    { title: "Requirements first", body: "Every change serves a numbered requirement (FR-n) and says which." },
    {
      title: "Tested acceptance",
      body: "Every acceptance criterion has an automated test before the requirement is done.",
    },
    { title: "Version 1 only", body: "Requirements marked Later are not built until the founder moves them in." },
  ],
  governance: "The founder approves changes to this constitution and to the scope of version 1.",
  independentTest: "Passes when every acceptance scenario of {id} passes on its own.",
  defaultMetric: "Every version-1 requirement passes its acceptance scenarios.",
  constitutionCheck: "Every task cites its user story and requirement; no task builds a Later requirement.",
  milestones: "Milestones",
  milestone: "Milestone",
  requirements: "Requirements",
  hours: "Hours",
  taskSetup: "Set up the project, its repository and continuous integration",
  taskContract: "Check the API against the contract in {path}",
  taskEntity: "Create the {name} record, its storage and validation",
  taskAccess: "Set up accounts, sign-in and roles",
  taskTest: "Test {id} scenario {n}: {then}",
  taskImplement: "Implement {id} {title} ({hours} h)",
  taskAcceptance: "Run every acceptance scenario end to end before the release",
  checkpointFoundation: "Records, accounts and roles work; user stories can start.",
  checkpointStory: "User Story {story} works and is tested on its own.",
  taskmasterDescription: "Tasks of {product}, version 1, from its blueprint",
  subtaskTitle: "{id} criterion {n}",
  priorityLabel: "Priority",
  why: "Why",
  acceptanceCriteria: "Acceptance criteria",
  dependencyChain: "Milestone by milestone: each task depends on the tasks of the milestone before it.",
};

const es: PackText = {
  priority: GLOSSARY.es.priority,
  modal: { must: "DEBE", should: "DEBERÍA", could: "PUEDE", later: "PUEDE" },
  system: "El sistema",
  unwanted: /(rechaz|deneg|\bnada\b|\bno\b|inválid|incomplet|\berror|falla|incorrect|falta|bloque)/i,
  given: "siempre que",
  and: "AND",
  or: "o",
  ensure: "garantizará que",
  user: "usuario",
  story: "Como {role}, quiero «{feature}» en {product}, para hacer mi parte del trabajo en él.",
  systemGloss: "el producto que se construye (versión 1).",
  roleGloss: "un rol del producto.",
  later: "Más adelante (fuera de la versión 1)",
  laterNote: "Aplazado por el fundador: no se construye, prueba ni estima en la versión 1.",
  versionOne: "Versión 1, en orden de construcción",
  unplanned: "Fuera de los hitos",
  weeks: "semanas {from}–{to}",
  week: "semana {n}",
  weeksLabel: "Semanas",
  estimate: "Estimación: {hours} h",
  estimateSplit: "Estimación: {hours} h ({development} h de desarrollo, {qa} h de QA)",
  audience: "Público",
  persona: "Persona",
  differentiator: "Diferenciador",
  critical: "Flujo crítico",
  platforms: "Plataformas",
  platformNames: {
    web: "Web",
    ios: "iOS",
    android: "Android",
    desktopApp: "App de escritorio",
    pwa: "App web instalable (PWA)",
  },
  integrations: "Integraciones",
  apiContract:
    "La API sigue la especificación OpenAPI del blueprint: cada operación indica sus requisitos en `x-requirements`.",
  errorHandling: "Cada error se muestra al usuario con palabras claras; nada se guarda a medias.",
  testing:
    "Cada criterio de aceptación se convierte en al menos una prueba automática, con el nombre de su requisito y número.",
  testHours: "{count} criterios, {hours} h de QA",
  none: "Ninguno.",
  field: "Campo",
  type: "Tipo",
  required: "Obligatorio",
  label: "Como lo escribió el fundador",
  yes: "sí",
  no: "no",
  sensitive: "sensible",
  records: "Registros",
  roles: "Roles",
  nonFunctional: "Requisitos no funcionales",
  successCriteria: "Criterios de éxito",
  steeringProduct: "Producto",
  steeringTech: "Tecnología",
  steeringStructure: "Estructura",
  structureLines: [
    "Construir hito a hito, en el orden de tasks.md.",
    "Nombrar pruebas, ramas y commits según el requisito al que sirven (FR-3).",
    "Mantener la API tal como la describe la especificación OpenAPI.",
  ],
  agentsWhere: "Dónde están las especificaciones",
  agentsRules: "Reglas",
  agentsRuleLines: [
    "Los identificadores de requisitos (FR-n) son los de la Solicitud de propuesta: cítelos en commits, pruebas y pull requests.",
    "Construir solo la versión 1; los requisitos de Más adelante quedan fuera del alcance.",
    "Un requisito está terminado cuando cada criterio de aceptación tiene una prueba que pasa.",
  ],
  principles: [
    { title: "Primero los requisitos", body: "Cada cambio sirve a un requisito numerado (FR-n) y dice a cuál." },
    {
      title: "Aceptación probada",
      body: "Cada criterio de aceptación tiene una prueba automática antes de dar el requisito por terminado.",
    },
    {
      title: "Solo la versión 1",
      body: "Los requisitos marcados Más adelante no se construyen hasta que el fundador los incluya.",
    },
  ],
  governance: "El fundador aprueba los cambios de esta constitución y del alcance de la versión 1.",
  independentTest: "Se cumple cuando cada escenario de aceptación de {id} pasa por sí solo.",
  defaultMetric: "Cada requisito de la versión 1 pasa sus escenarios de aceptación.",
  constitutionCheck:
    "Cada tarea cita su historia de usuario y su requisito; ninguna tarea construye un requisito de Más adelante.",
  milestones: "Hitos",
  milestone: "Hito",
  requirements: "Requisitos",
  hours: "Horas",
  taskSetup: "Preparar el proyecto, su repositorio y la integración continua",
  taskContract: "Comprobar la API con el contrato de {path}",
  taskEntity: "Crear el registro {name}, su almacenamiento y su validación",
  taskAccess: "Preparar cuentas, inicio de sesión y roles",
  taskTest: "Probar {id} escenario {n}: {then}",
  taskImplement: "Implementar {id} {title} ({hours} h)",
  taskAcceptance: "Ejecutar todos los escenarios de aceptación de extremo a extremo antes del lanzamiento",
  checkpointFoundation: "Registros, cuentas y roles funcionan; las historias de usuario pueden empezar.",
  checkpointStory: "La historia de usuario {story} funciona y está probada por sí sola.",
  taskmasterDescription: "Tareas de {product}, versión 1, a partir de su blueprint",
  subtaskTitle: "{id} criterio {n}",
  priorityLabel: "Prioridad",
  why: "Por qué",
  acceptanceCriteria: "Criterios de aceptación",
  dependencyChain: "Hito a hito: cada tarea depende de las tareas del hito anterior.",
};

const fr: PackText = {
  priority: GLOSSARY.fr.priority,
  modal: { must: "DOIT", should: "DEVRAIT", could: "PEUT", later: "PEUT" },
  system: "Le système",
  unwanted: /(refus|rejet|\brien\b|\bne\b|\bn'|\bpas\b|invalide|incomplet|erreur|échou|manqu|bloqu)/i,
  given: "à condition que",
  and: "AND",
  or: "ou",
  ensure: "garantit que",
  user: "utilisateur",
  story: "En tant que {role}, je veux « {feature} » dans {product}, afin d'y faire ma part du travail.",
  systemGloss: "le produit à construire (version 1).",
  roleGloss: "un rôle du produit.",
  later: "Plus tard (hors version 1)",
  laterNote: "Reporté par le fondateur : ni construit, ni testé, ni estimé dans la version 1.",
  versionOne: "Version 1, dans l'ordre de construction",
  unplanned: "Hors jalons",
  weeks: "semaines {from}–{to}",
  week: "semaine {n}",
  weeksLabel: "Semaines",
  estimate: "Estimation : {hours} h",
  estimateSplit: "Estimation : {hours} h ({development} h de développement, {qa} h de recette)",
  audience: "Public",
  persona: "Persona",
  differentiator: "Différenciation",
  critical: "Parcours critique",
  platforms: "Plateformes",
  platformNames: {
    web: "Web",
    ios: "iOS",
    android: "Android",
    desktopApp: "Application de bureau",
    pwa: "Application web installable (PWA)",
  },
  integrations: "Intégrations",
  apiContract:
    "L'API suit la spécification OpenAPI du blueprint : chaque opération indique ses exigences dans `x-requirements`.",
  errorHandling: "Chaque erreur est montrée à l'utilisateur en mots simples ; rien n'est enregistré à moitié.",
  testing:
    "Chaque critère d'acceptation devient au moins un test automatisé, nommé d'après son exigence et son numéro.",
  testHours: "{count} critères, {hours} h de recette",
  none: "Aucun.",
  field: "Champ",
  type: "Type",
  required: "Obligatoire",
  label: "Tel que le fondateur l'a écrit",
  yes: "oui",
  no: "non",
  sensitive: "sensible",
  records: "Enregistrements",
  roles: "Rôles",
  nonFunctional: "Exigences non fonctionnelles",
  successCriteria: "Critères de réussite",
  steeringProduct: "Produit",
  steeringTech: "Technologie",
  steeringStructure: "Structure",
  structureLines: [
    "Construire jalon par jalon, dans l'ordre de tasks.md.",
    "Nommer tests, branches et commits d'après l'exigence qu'ils servent (FR-3).",
    "Garder l'API telle que la décrit la spécification OpenAPI.",
  ],
  agentsWhere: "Où sont les spécifications",
  agentsRules: "Règles",
  agentsRuleLines: [
    "Les identifiants d'exigence (FR-n) sont ceux de l'appel d'offres : citez-les dans les commits, les tests et les pull requests.",
    "Ne construire que la version 1 ; les exigences de Plus tard sont hors périmètre.",
    "Une exigence est terminée quand chacun de ses critères d'acceptation a un test qui passe.",
  ],
  principles: [
    { title: "Les exigences d'abord", body: "Chaque changement sert une exigence numérotée (FR-n) et dit laquelle." },
    {
      title: "Acceptation testée",
      body: "Chaque critère d'acceptation a un test automatisé avant que l'exigence soit terminée.",
    },
    {
      title: "La version 1 seulement",
      body: "Les exigences marquées Plus tard ne sont pas construites tant que le fondateur ne les y ajoute pas.",
    },
  ],
  governance: "Le fondateur approuve les changements de cette constitution et du périmètre de la version 1.",
  independentTest: "Réussi quand chaque scénario d'acceptation de {id} passe à lui seul.",
  defaultMetric: "Chaque exigence de la version 1 passe ses scénarios d'acceptation.",
  constitutionCheck:
    "Chaque tâche cite son histoire utilisateur et son exigence ; aucune tâche ne construit une exigence de Plus tard.",
  milestones: "Jalons",
  milestone: "Jalon",
  requirements: "Exigences",
  hours: "Heures",
  taskSetup: "Mettre en place le projet, son dépôt et l'intégration continue",
  taskContract: "Vérifier l'API avec le contrat de {path}",
  taskEntity: "Créer l'enregistrement {name}, son stockage et sa validation",
  taskAccess: "Mettre en place les comptes, la connexion et les rôles",
  taskTest: "Tester {id} scénario {n} : {then}",
  taskImplement: "Implémenter {id} {title} ({hours} h)",
  taskAcceptance: "Exécuter tous les scénarios d'acceptation de bout en bout avant la mise en production",
  checkpointFoundation: "Enregistrements, comptes et rôles fonctionnent ; les histoires utilisateur peuvent commencer.",
  checkpointStory: "L'histoire utilisateur {story} fonctionne et est testée à elle seule.",
  taskmasterDescription: "Tâches de {product}, version 1, d'après son blueprint",
  subtaskTitle: "{id} critère {n}",
  priorityLabel: "Priorité",
  why: "Pourquoi",
  acceptanceCriteria: "Critères d'acceptation",
  dependencyChain: "Jalon par jalon : chaque tâche dépend des tâches du jalon précédent.",
};

const de: PackText = {
  priority: GLOSSARY.de.priority,
  modal: { must: "MUSS", should: "SOLLTE", could: "KANN", later: "KANN" },
  system: "Das System",
  unwanted:
    /(abgelehnt|verweiger|\bnichts\b|\bnicht\b|\bkein|ungültig|unvollständig|fehler|fehlgeschlagen|falsch|fehlt|gesperrt)/i,
  given: "vorausgesetzt",
  and: "AND",
  or: "oder",
  ensure: "sicherstellen:",
  user: "Benutzer",
  story: "Als {role} möchte ich „{feature}“ in {product}, damit ich meinen Teil der Arbeit darin erledigen kann.",
  systemGloss: "das zu bauende Produkt (Version 1).",
  roleGloss: "eine Rolle des Produkts.",
  later: "Später (nicht in Version 1)",
  laterNote: "Vom Gründer verschoben: in Version 1 weder gebaut noch getestet noch geschätzt.",
  versionOne: "Version 1 in Bau-Reihenfolge",
  unplanned: "Außerhalb der Meilensteine",
  weeks: "Wochen {from}–{to}",
  week: "Woche {n}",
  weeksLabel: "Wochen",
  estimate: "Schätzung: {hours} h",
  estimateSplit: "Schätzung: {hours} h ({development} h Entwicklung, {qa} h QS)",
  audience: "Zielgruppe",
  persona: "Persona",
  differentiator: "Alleinstellungsmerkmal",
  critical: "Kritischer Ablauf",
  platforms: "Plattformen",
  platformNames: {
    web: "Web",
    ios: "iOS",
    android: "Android",
    desktopApp: "Desktop-App",
    pwa: "Installierbare Web-App (PWA)",
  },
  integrations: "Integrationen",
  apiContract:
    "Die API folgt der OpenAPI-Spezifikation des Blueprints: Jede Operation nennt ihre Anforderungen in `x-requirements`.",
  errorHandling: "Jeder Fehler wird dem Benutzer in klaren Worten angezeigt; nichts wird halb gespeichert.",
  testing:
    "Jedes Akzeptanzkriterium wird zu mindestens einem automatisierten Test, benannt nach Anforderung und Nummer.",
  testHours: "{count} Kriterien, {hours} h QS",
  none: "Keine.",
  field: "Feld",
  type: "Typ",
  required: "Pflicht",
  label: "Wie der Gründer es schrieb",
  yes: "ja",
  no: "nein",
  sensitive: "sensibel",
  records: "Datensätze",
  roles: "Rollen",
  nonFunctional: "Nicht-funktionale Anforderungen",
  successCriteria: "Erfolgskriterien",
  steeringProduct: "Produkt",
  steeringTech: "Technik",
  steeringStructure: "Struktur",
  structureLines: [
    "Meilenstein für Meilenstein bauen, in der Reihenfolge von tasks.md.",
    "Tests, Branches und Commits nach der Anforderung benennen, der sie dienen (FR-3).",
    "Die API so halten, wie die OpenAPI-Spezifikation sie beschreibt.",
  ],
  agentsWhere: "Wo die Spezifikationen liegen",
  agentsRules: "Regeln",
  agentsRuleLines: [
    "Die Anforderungs-IDs (FR-n) sind die der Ausschreibung: Nennen Sie sie in Commits, Tests und Pull Requests.",
    "Nur Version 1 bauen; die Anforderungen unter Später gehören nicht dazu.",
    "Eine Anforderung ist fertig, wenn jedes ihrer Akzeptanzkriterien einen bestandenen Test hat.",
  ],
  principles: [
    { title: "Anforderungen zuerst", body: "Jede Änderung dient einer nummerierten Anforderung (FR-n) und nennt sie." },
    {
      title: "Getestete Abnahme",
      body: "Jedes Akzeptanzkriterium hat einen automatisierten Test, bevor die Anforderung fertig ist.",
    },
    {
      title: "Nur Version 1",
      body: "Als Später markierte Anforderungen werden erst gebaut, wenn der Gründer sie aufnimmt.",
    },
  ],
  governance: "Der Gründer genehmigt Änderungen dieser Verfassung und des Umfangs von Version 1.",
  independentTest: "Bestanden, wenn jedes Akzeptanzszenario von {id} für sich besteht.",
  defaultMetric: "Jede Anforderung von Version 1 besteht ihre Akzeptanzszenarien.",
  constitutionCheck:
    "Jede Aufgabe nennt ihre User Story und Anforderung; keine Aufgabe baut eine Anforderung von Später.",
  milestones: "Meilensteine",
  milestone: "Meilenstein",
  requirements: "Anforderungen",
  hours: "Stunden",
  taskSetup: "Projekt, Repository und Continuous Integration einrichten",
  taskContract: "Die API gegen den Vertrag in {path} prüfen",
  taskEntity: "Den Datensatz {name} mit Speicherung und Validierung anlegen",
  taskAccess: "Konten, Anmeldung und Rollen einrichten",
  taskTest: "{id} Szenario {n} testen: {then}",
  taskImplement: "{id} {title} umsetzen ({hours} h)",
  taskAcceptance: "Vor dem Release alle Akzeptanzszenarien Ende-zu-Ende ausführen",
  checkpointFoundation: "Datensätze, Konten und Rollen funktionieren; die User Stories können beginnen.",
  checkpointStory: "User Story {story} funktioniert und ist für sich getestet.",
  taskmasterDescription: "Aufgaben von {product}, Version 1, aus seinem Blueprint",
  subtaskTitle: "{id} Kriterium {n}",
  priorityLabel: "Priorität",
  why: "Warum",
  acceptanceCriteria: "Akzeptanzkriterien",
  dependencyChain: "Meilenstein für Meilenstein: Jede Aufgabe hängt von den Aufgaben des vorigen Meilensteins ab.",
};

export const PACK_TEXT: Record<TLanguage, PackText> = { en, es, fr, de };
