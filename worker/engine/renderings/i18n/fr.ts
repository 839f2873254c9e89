import { GLOSSARY_FR } from "#shared/glossary/terms";
/**
 * The offline writer's own words in French (France), with the keys of en.ts. The founder's
 * answers are inserted as written, often in English, so no article or adjective agrees with
 * them; "de" and "que" elide before a vowel. Vendors and the app builder are addressed as
 * "vous". A no-break space (\u00a0) goes inside « » and before : ; ? ! and %.
 */
import type { DocumentText } from "./en";

const q = (text: string) => `«\u00a0${text}\u00a0»`;
const VOWEL = /^[aeiouàâäéèêëîïôöùûü]/i;
/** "de Stripe", "d'Airbnb". */
const de = (text: string) => (VOWEL.test(text) ? `d'${text}` : `de ${text}`);
/** "que la connexion", "qu'un utilisateur". */
const que = (text: string) => (VOWEL.test(text) ? `qu'${text}` : `que ${text}`);
/** "0 exigence", "1 exigence", "9 exigences": zero takes the singular in French. */
const n = (count: number, one: string, many: string) => `${count} ${count <= 1 ? one : many}`;

export const fr: DocumentText = {
  locale: "fr-FR",
  quote: q,
  list: (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`,
  /** Between a label and its value: French puts a space before it. */
  colon: "\u00a0:",
  priority: GLOSSARY_FR.priority,
  fieldTypes: {
    text: "texte",
    long_text: "texte long",
    integer: "nombre entier",
    number: "nombre",
    money: "montant",
    boolean: "oui/non",
    date: "date",
    datetime: "date et heure",
    time: "heure (HH:MM)",
    email: "e-mail",
    phone: "numéro de téléphone",
    url: "lien (URL)",
    file: "lien vers un fichier",
    enum: "l'une des valeurs",
    reference: "lien vers",
  },
  listOf: (type: string) => `liste (${type})`,
  required: "obligatoire",
  sensitive: "sensible",
  assumed: "hypothèse",
  hoursShort: (hours: number) => `${hours}\u00a0h`,
  weeks: (start: number, end: number) => (start === end ? `Semaine ${start}` : `Semaines ${start} à ${end}`),
  headings: {
    rfpOutOfScope: "Hors du périmètre de la version 1",
    promptOutOfScope: "Ne pas encore développer",
    deckLater: "Plus tard",
  },
  rfp: {
    title: (name: string) => `Appel d'offres\u00a0: ${name}`,
    issued: (name: string, issued: string, due: string) =>
      `Émis le ${issued} par le porteur du projet ${name}\u00a0; les propositions sont attendues au plus tard le **${due}**.`,
    scopeLine: (count: number, must: number, hours: number) =>
      `${n(count, "exigence", "exigences")} pour la version 1 (${n(must, "indispensable", "indispensables")}), environ ${hours}\u00a0heures avec la QA`,
    overview: "1. Présentation",
    lookingFor: (name: string) => `${name} recherche un partenaire de développement pour réaliser sa première version.`,
    problem: "Le problème",
    today: "La situation actuelle",
    competition: (name: string) => `Alternatives et ce qui distingue ${name}`,
    alternatives: (items: string) => `Alternatives actuelles\u00a0: ${items}.`,
    team: "L'équipe",
    goals: "2. Objectifs et indicateurs de réussite",
    goalsIntro: (name: string) =>
      `La version 1 ${de(name)} sera un succès si, au cours de ses six premiers mois, elle atteint les objectifs suivants\u00a0:`,
    businessModel: "Modèle économique que le produit doit permettre",
    scope: "3. Périmètre de la version 1",
    scopeIntro: (count: number, must: number, should: number, could: number) =>
      `${n(count, "exigence classée", "exigences classées")} par ordre de priorité par le porteur du projet (MoSCoW)\u00a0: ${n(must, "indispensable (requise au lancement)", "indispensables (requises au lancement)")}, ${n(should, "importante (prévue en version 1, mais reportable si le planning est menacé)", "importantes (prévues en version 1, mais reportables si le planning est menacé)")} et ${n(could, "souhaitable (la première à supprimer\u00a0: à chiffrer en option)", "souhaitables (les premières à supprimer\u00a0: à chiffrer en options)")}.`,
    scopeColumns: ["ID", "Exigence", "Priorité", "Rôles", "Estimation (dév. + QA)"],
    endpoints: "API",
    acceptance: "Critères d'acceptation",
    criterion: (given: string, when: string, then: string) =>
      `**Étant donné** ${que(given)}, **quand** ${when}, **alors** ${then}.`,
    nothingLater: "Rien n'a été reporté à une version ultérieure.",
    laterIntegration: (name: string, purpose: string) => `Intégration avec ${name}${purpose ? ` (${purpose})` : ""}`,
    laterPlatform: (name: string) => `La plateforme ${name}`,
    users: "4. Utilisateurs et rôles",
    segments: "Segments cibles",
    persona: "Persona principale",
    roleColumns: ["Rôle", "Droits", "Exigences"],
    noRoles: "Un seul type d'utilisateur\u00a0; chaque utilisateur connecté ne voit que ses propres données.",
    asAgreed: "À définir lors du cadrage",
    workflows: "5. Processus",
    critical: (reason: string) => `**Doit fonctionner sans faille dès le lancement\u00a0:** ${reason}`,
    noWorkflows:
      "Aucun processus n'a été décrit étape par étape\u00a0; les prestataires en proposeront lors du cadrage.",
    dataModel: "6. Modèle de données",
    dataIntro: (name: string, count: number) =>
      `${name} gère ${n(count, "type d'enregistrement", "types d'enregistrements")}. Chaque enregistrement possède en outre un identifiant ainsi que ses dates de création et de mise à jour\u00a0; les liens vers d'autres enregistrements passent par leur identifiant\u00a0; les champs sensibles sont signalés et visibles uniquement par les personnes désignées en section 8.`,
    fieldColumns: ["Champ", "Type", "Remarques"],
    values: (values: string) => `l'une des valeurs\u00a0: ${values}`,
    linkTo: (entity: string) => `lien vers ${entity}`,
    example: (value: string) => `p.\u00a0ex. ${value}`,
    noData:
      "Aucun type d'enregistrement n'a été décrit\u00a0; les prestataires proposeront un modèle de données lors du cadrage.",
    integrations: "7. Intégrations",
    integrationColumns: ["Intégration", "Objet", "Exigences"],
    noIntegrations: "La version 1 ne nécessite aucun service externe.",
    nonFunctional: "8. Exigences non fonctionnelles",
    nfrColumns: ["ID", "Domaine", "Exigence"],
    areas: {
      security: "Sécurité",
      privacy: "Confidentialité",
      compliance: "Conformité",
      performance: "Performance",
      availability: "Disponibilité",
      accessibility: "Accessibilité",
      operations: "Exploitation",
    },
    platforms: "9. Plateformes et livrables",
    platformsAnswer: "Plateformes, selon la réponse du porteur du projet",
    platformLines: {
      web: (name: string) =>
        `L'application web ${name}, responsive, déployée en production sur un hébergement souscrit au nom du porteur du projet`,
      pwa: "Installable sur téléphone en tant qu'application web progressive (PWA)",
      ios: "Une application iOS publiée sur l'App Store avec le compte développeur du porteur du projet",
      android: "Une application Android publiée sur Google Play avec le compte développeur du porteur du projet",
      desktopApp: "Des programmes d'installation signés pour Windows et macOS",
    },
    deliverables: "Livrables",
    deliverableItems: {
      code: (name: string) =>
        `Le code source de toutes les parties ${de(name)} dans un dépôt appartenant au porteur du projet, avec les scripts de build et de déploiement`,
      scope: (ids: string) =>
        `Toutes les exigences indispensables et importantes de la section 3 (${ids}), validées selon leurs critères`,
      integrations: (names: string) =>
        `Des intégrations opérationnelles, configurées avec les comptes du porteur du projet\u00a0: ${names}`,
      api: (count: number) =>
        `L'API telle que spécifiée dans le document OpenAPI (${n(count, "opération", "opérations")}), documentée et testée`,
      tests:
        "Des tests automatisés couvrant les critères d'acceptation et le processus critique, exécutés en intégration continue",
      handover:
        "La passation\u00a0: comptes, identifiants et fichiers de conception transférés au porteur du projet, avec une présentation commentée",
    },
    options: (ids: string) => `**À chiffrer en options (souhaitables)\u00a0:** ${ids}.`,
    vendor: "Modalités de collaboration attendues",
    timeline: "10. Planning et jalons",
    dates: "Les dates du porteur du projet",
    planStated: (weeks: number, count: number) =>
      `Le planning ci-dessous répartit ces ${weeks}\u00a0semaines sur ${n(count, "jalon", "jalons")} selon leur charge\u00a0; les prestataires le confirment ou proposent le leur.`,
    planAssumed: (weeks: number) =>
      `Les dates n'indiquent pas de durée\u00a0: le planning suppose ${weeks}\u00a0semaines\u00a0; les prestataires l'adaptent aux dates ci-dessus ou proposent le leur.`,
    milestoneColumns: ["Jalon", "Exigences", "Échéance", "Développement", "QA"],
    milestoneWork: {
      discovery: "Processus, écrans et backlog validés",
      foundation: "Comptes, rôles, modèle de données et environnements",
      build: "",
      integration: "",
      acceptance: "Bêta avec de vrais utilisateurs, recette, corrections",
      launch: "Mise en production, documentation, passation",
    },
    cutFirst: "En cas de manque de temps, supprimer en premier",
    estimate: "11. Estimation de la charge",
    estimateRequirements: (dev: number, qa: number) =>
      `Exigences de la version 1\u00a0: ${dev}\u00a0heures de développement et ${qa}\u00a0heures de QA (${dev + qa} au total).`,
    estimatePlan: (dev: number, qa: number) =>
      `Le planning complet, avec le cadrage, le modèle de données, la recette et le lancement\u00a0: ${dev}\u00a0heures de développement et ${qa}\u00a0heures de QA (**${dev + qa}\u00a0heures**).`,
    budget: "Budget",
    perHour: (range: string) => `Avec ce budget, le planning revient à environ ${range} de l'heure.`,
    estimateBasis: "Méthode d'estimation",
    basis:
      "chaque exigence est chiffrée en heures d'un développeur full-stack expérimenté d'après ce qu'elle implique (enregistrements, actions, rôles, intégrations, plateformes), la QA représentant un quart de ce temps\u00a0; les jalons ajoutent le cadrage, le modèle de données, la recette et le lancement. Il s'agit d'un chiffre indicatif\u00a0: les prestataires fournissent le leur.",
    questions: "12. Questions aux prestataires",
    riskQuestion: (risk: string) => `${risk.replace(/[.!]$/, "")}\u00a0: comment y répondriez-vous\u00a0?`,
    openQuestion: (question: string) => `${question} Que nous conseilleriez-vous\u00a0?`,
    integrationQuestion: (names: string) =>
      `Lesquels de ces services avez-vous déjà intégrés, et de quoi aurez-vous besoin de notre part pour chacun\u00a0: ${names}\u00a0?`,
    nativeQuestion: (apps: string) =>
      `Développeriez-vous les applications ${apps} en natif ou en multiplateforme, et pourquoi\u00a0?`,
    criticalQuestion: (name: string) =>
      `Comment garantirez-vous que le processus ${q(name)} (section 5) fonctionne sans faille dès le lancement\u00a0?`,
    complianceQuestion: (items: string) =>
      `Comment répondrez-vous à ces exigences, et de quoi aurez-vous besoin de notre part\u00a0: ${items}\u00a0?`,
    scaleQuestion: (scale: string) =>
      `Quel hébergement proposeriez-vous pour la charge prévue (${scale}), et pour quel coût mensuel\u00a0?`,
    datesQuestion: (dates: string) =>
      `Pouvez-vous tenir ces dates\u00a0: ${dates}\u00a0? Sinon, que changeriez-vous\u00a0?`,
    assetsQuestion: (assets: string) => `Comment tireriez-vous parti de l'existant (${assets})\u00a0?`,
    evaluation: "13. Critères d'évaluation",
    evaluationColumns: ["Critère", "Pondération"],
    criteria: {
      solution: (name: string) => `Compréhension ${de(name)} et qualité de la solution proposée`,
      experience: (items: string) => `Expérience pertinente${items ? `, notamment avec ${items}` : ""}`,
      plan: (weeks: number) => `Un planning réaliste pour les jalons de la section 10 (${weeks}\u00a0semaines)`,
      price: (budget: string) =>
        `Prix et rapport qualité-prix${budget ? ` dans le respect du budget (${budget})` : ""}`,
      team: (name: string) => `Une équipe et des modalités de collaboration adaptées à ${name} (section 9)`,
      quality: (name: string) => `Pratiques qualité, support après le lancement et passation ${de(name)}`,
    },
    total: "Total",
    respond: "14. Modalités de réponse",
    respondBy: (date: string, name: string) =>
      `Envoyez votre proposition pour ${name} au porteur du projet au plus tard le **${date}**. Elle doit comprendre\u00a0:`,
    respondItems: {
      company: "La présentation de votre société\u00a0: projets comparables et deux références",
      solution: (name: string) =>
        `L'architecture que vous proposez pour ${name}, ses technologies et leur justification`,
      milestones: (count: number) =>
        count === 1
          ? "Un prix et une date pour le jalon de la section 10"
          : `Un prix et une date pour chacun des ${count}\u00a0jalons de la section 10`,
      estimate: (hours: number) =>
        `Votre propre estimation par exigence de la section 3, en regard de la nôtre (${hours}\u00a0heures au total)`,
      team: (name: string) =>
        `L'équipe pour ${name}\u00a0: rôles, séniorité, localisation et fuseau horaire, et le temps consacré par chacun`,
      questions: (count: number) =>
        count === 1
          ? "Votre réponse à la question de la section 12"
          : `Vos réponses aux ${count}\u00a0questions de la section 12`,
      assumptions: "Vos hypothèses, risques et exclusions",
      support: (name: string) =>
        `Le support et la maintenance ${de(name)} après le lancement\u00a0: conditions et prix`,
    },
    format: (language: string) =>
      `**Format\u00a0:** un PDF ou un document partagé, en ${language}, de 15\u00a0pages au maximum hors annexes.`,
    languageName: "français",
    questionsBy: (date: string) =>
      `**Questions sur cet appel d'offres\u00a0:** à adresser au porteur du projet au plus tard le ${date}\u00a0; les réponses sont communiquées à tous les prestataires.`,
    openQuestions: "16. Questions ouvertes",
    openQuestionsIntro: (name: string) =>
      `Le responsable produit de ${name} n'a pas encore tranché ces points. Indiquez dans votre offre ce que vous supposez pour chacun\u00a0; les réponses viendront avant le début des travaux.`,
    assumptions: "15. Hypothèses",
    assumptionsIntro: (name: string) =>
      `Ce que cet appel d'offres pour ${name} a tranché là où les réponses ne disaient rien\u00a0; les prestataires peuvent remettre en question chacun de ces points.`,
  },
  openapi: {
    title: (name: string) => `API ${name}`,
    server: "Relative à l'hôte du produit\u00a0; le prestataire définit l'adresse.",
    workflows: "Processus servis par cette API",
    roles: "Rôles",
    security: "Sécurité et confidentialité",
    bearer:
      "Un jeton d'accès JWT. Son claim `role` détermine ce que l'appelant peut faire\u00a0; les autres appels reçoivent une erreur 403.",
    tag: (label: string, fields: string) => `${label}${fields ? `\u00a0: ${fields}` : ""}.`,
    list: (many: string) => `Lister les ${many}`,
    listDescription: (many: string, filters: string) =>
      `Une page ${de(many)}, par date de création décroissante${filters ? `\u00a0; filtrable par ${filters}` : ""}.`,
    create: (one: string) => `Créer un enregistrement ${one}`,
    get: (one: string) => `Consulter un enregistrement ${one}`,
    update: (one: string) => `Modifier un enregistrement ${one}`,
    updateDescription: "N'envoyez que les champs modifiés.",
    remove: (one: string) => `Supprimer un enregistrement ${one}`,
    sets: (field: string, value: string) => `Passe ${field} à ${q(value)}.`,
    step: (workflow: string, step: string) => `Étape du processus ${q(workflow)}\u00a0: ${step}.`,
    rolesAllowed: (roles: string) => `Autorisé pour\u00a0: ${roles}.`,
    idOf: (one: string) => `Identifiant de l'enregistrement (${one}).`,
    linkTo: (entity: string) => `Identifiant de l'enregistrement lié (${entity}).`,
    sensitive: "Sensible\u00a0: visible uniquement par les rôles autorisés.",
    page: "Numéro de page, à partir de 1.",
    pageSize: "Nombre d'enregistrements par page.",
    filter: (label: string) => `Uniquement les enregistrements ayant cette valeur pour ${label}.`,
    batchItems: "Les enregistrements à ajouter.",
    batchResult: "Les enregistrements ajoutés ou modifiés, et leur nombre.",
    created: (one: string) => `L'enregistrement créé (${one}).`,
    found: (one: string) => `L'enregistrement demandé (${one}).`,
    changed: (one: string) => `L'enregistrement après modification (${one}).`,
    deleted: (one: string) => `L'enregistrement a été supprimé (${one}).`,
    pageOf: (many: string) => `Une page ${de(many)}.`,
    exported: "Les enregistrements au format CSV.",
    errors: {
      badRequest: "La requête est mal formée ou ne passe pas la validation.",
      unauthorized: "Le jeton d'accès est absent, invalide ou expiré.",
      forbidden: "Le rôle de l'appelant ne l'autorise pas à faire cela.",
      notFound: "Aucun enregistrement ne porte cet identifiant.",
      conflict: "Impossible dans le statut actuel de l'enregistrement.",
      error: "Renvoyé avec toute réponse 4xx ou 5xx.",
      code: "Code stable, lisible par une machine.",
      message: "Explication lisible par un humain.",
      details: "Problèmes par champ, en cas d'erreur de validation.",
    },
    record: {
      id: "Identifiant unique.",
      createdAt: "Date de création.",
      updatedAt: "Date de dernière modification.",
      total: "Nombre d'enregistrements sur l'ensemble des pages.",
    },
  },
  prompt: {
    title: (name: string) => `Développez ${name}`,
    intro: (name: string, oneLiner: string) => `Développez **${name}**. ${oneLiner}`,
    howTo: (name: string, phases: number) =>
      `Développez ${name} en suivant les ${phases}\u00a0phases ci-dessous, une par une. À la fin de chaque phase, vérifiez chaque critère d'acceptation, puis arrêtez-vous et résumez ce que vous avez construit avant de passer à la suivante.`,
    contract: (title: string, count: number) =>
      `Le contrat du backend est le document OpenAPI ${q(title)} généré avec ce prompt (${n(count, "opération", "opérations")})\u00a0: implémentez exactement ces endpoints, ces noms et ces champs, et construisez les écrans par-dessus.`,
    context: "Contexte",
    problem: "Le problème résolu",
    users: "Pour qui",
    persona: "Persona principale",
    today: "Comment les utilisateurs se débrouillent aujourd'hui",
    edge: (competitors: string) => `Ce qui doit le distinguer${competitors ? ` ${de(competitors)}` : ""}`,
    platforms: "Plateformes",
    platformsAnswer: (answer: string) => `Selon la réponse du porteur du projet\u00a0: ${q(answer)}.`,
    platformRules: {
      web: (name: string) =>
        `Développez ${name} sous la forme d'une seule application web responsive qui fonctionne dans les navigateurs sur ordinateur et sur mobile.`,
      pwa: "Rendez l'application web installable sur téléphone en tant qu'application web progressive (PWA)\u00a0: un manifeste, des icônes et la mise en cache hors ligne de la structure de l'application (app shell).",
      ios: "Publiez une application iOS à partir du même code, pour iPhone.",
      android: "Publiez une application Android à partir du même code.",
      desktopApp: "Empaquetez une application de bureau pour Windows et macOS.",
      webOnly: "Uniquement l'application web\u00a0: rien d'autre n'est à développer ni à empaqueter pour la version 1.",
    },
    stack: (integrations: string) =>
      `Utilisez votre stack par défaut (par exemple React, TypeScript et Tailwind, avec votre authentification et votre base de données Postgres intégrées)${integrations ? `\u00a0; les seuls autres services sont ${integrations}` : "\u00a0; n'ajoutez aucun autre service"}.`,
    dataModel: "Modèle de données",
    dataIntro: (count: number) =>
      count === 1
        ? "Créez cette table. Elle possède en outre `id` (uuid, clé primaire), `created_at` et `updated_at`."
        : `Créez ces ${count}\u00a0tables. Chacune possède en outre \`id\` (uuid, clé primaire), \`created_at\` et \`updated_at\`.`,
    tableColumns: ["Table", "Colonne", "Type", "Remarques"],
    foreignKey: (table: string) => `clé étrangère → \`${table}.id\``,
    sensitive: "sensible\u00a0: restreindre la lecture",
    roles: "Rôles et permissions",
    roleColumns: ["Rôle", "Droits"],
    enforce: (roles: string) =>
      `Faites respecter côté serveur les droits de chaque rôle (${roles}) par une sécurité au niveau des lignes ou un équivalent, et pas seulement en masquant des boutons.`,
    noRoles: "Un seul type d'utilisateur\u00a0: chaque utilisateur connecté ne voit que ses propres enregistrements.",
    phase: (number: number, name: string) => `Phase ${number}\u00a0: ${name}`,
    phaseNames: {
      foundation: "Socle",
      must: "Exigences indispensables",
      should: "Exigences importantes",
      could: "Exigences souhaitables (seulement si le temps le permet)",
      finish: "Finitions, accessibilité et tests",
    },
    endpoints: "Endpoints",
    acceptance: "Critères d'acceptation",
    criterion: (given: string, when: string, then: string) =>
      `Étant donné ${que(given)}, quand ${when}, alors ${then}.`,
    foundationItems: {
      auth: (providers: string) =>
        `Inscription, connexion, déconnexion et réinitialisation du mot de passe${providers ? `, y compris avec ${providers}` : ""}.`,
      tables: (tables: string) =>
        `Les tables du modèle de données (${tables}), avec leurs clés étrangères et leurs règles d'accès par rôle.`,
      layout: (areas: string) =>
        `La structure de l'application\u00a0: navigation vers ${areas}, une page d'accueil par rôle, le nom de l'utilisateur connecté et un bouton de déconnexion.`,
    },
    foundationChecks: {
      auth: "Un nouvel utilisateur peut s'inscrire, se connecter, se déconnecter et réinitialiser son mot de passe.",
      roles: (roles: string) =>
        `Chaque rôle (${roles}) ne voit que les pages et les données auxquelles il a droit\u00a0; testez avec un utilisateur par rôle.`,
      tables: (count: number) =>
        count === 1
          ? "La table existe avec ses clés étrangères, et les enregistrements persistent après un rechargement."
          : `Les ${count}\u00a0tables existent avec leurs clés étrangères, et les enregistrements persistent après un rechargement.`,
    },
    finishItems: (areas: string, workflow: string) => [
      `États vides, de chargement et d'erreur sur chaque liste (${areas})\u00a0; les formulaires valident la saisie au fil de la frappe et expliquent ce qui ne va pas.`,
      "Accessibilité (WCAG 2.1 AA)\u00a0: navigation au clavier, focus visible, une étiquette sur chaque champ, contraste suffisant.",
      `Des tests automatisés pour chaque critère d'acceptation ci-dessus${workflow ? `, en commençant par le processus ${q(workflow)}` : ""}.`,
    ],
    finishChecks: (count: number) => [
      "Chaque écran fonctionne en 360, 768 et 1280\u00a0px de large, ainsi qu'au clavier seul.",
      `Les tests ${count === 1 ? "de l'exigence" : `des ${count}\u00a0exigences`} passent, et un contrôle d'accessibilité automatisé ne signale aucun problème grave.`,
    ],
    constraints: "Contraintes",
    scale: (scale: string) =>
      `**Charge prévue\u00a0:** ${scale}\u00a0; paginez les listes et indexez les colonnes servant de filtres.`,
    designFor: (risk: string) => `**À prendre en compte dans la conception\u00a0:** ${risk}`,
    doNotBuild:
      "Ces éléments sont hors version 1. Gardez la conception ouverte pour les accueillir, mais ne les développez pas\u00a0:",
  },
};
