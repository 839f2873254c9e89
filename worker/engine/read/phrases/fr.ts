import type { AnalyzerPhrases, Noun } from "./types";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
const q = (text: string) => `«\u00a0${text}\u00a0»`;

/**
 * The founder's nouns and role names keep the words they were written in, so no article or
 * adjective agrees with them: "un utilisateur ayant le rôle « Comptable »", "un enregistrement
 * « facture »". Pronouns refer to "utilisateur" and "enregistrement", never to those words.
 */
const SOMEONE = "utilisateur";
const who = (role: string) => (role === SOMEONE ? "un utilisateur" : `un utilisateur ayant le rôle ${q(role)}`);
const theOne = (role: string) => (role === SOMEONE ? "l'utilisateur" : `l'utilisateur ayant le rôle ${q(role)}`);
const record = (noun: Noun) => `un enregistrement ${q(noun.one)}`;
const records = (noun: Noun) => `enregistrements ${q(noun.many)}`;

export const fr: AnalyzerPhrases = {
  quote: q,
  list,
  someone: SOMEONE,
  user: { label: "Utilisateurs", one: "utilisateur", many: "utilisateurs" },
  derived: {
    access: "Comptes, connexion et rôles",
    integration: (name) => `Intégration\u00a0: ${name}`,
    integrationFeature: (name, purpose) => `Intégration\u00a0: ${name}${purpose ? ` (${purpose})` : ""}`,
    // More than three names make a sentence of the title: the requirement lists them.
    rolesFeature: (names) =>
      names.length <= 3 ? `Rôles et autorisations pour ${names.join(", ")}` : "Rôles et autorisations",
  },
  rationale: {
    capability: "Indispensable\u00a0: fait partie des fonctionnalités que la première version doit offrir.",
    critical: "Indispensable\u00a0: fait partie du processus qui doit fonctionner sans faille dès le lancement.",
    top: "Indispensable\u00a0: figure parmi les trois priorités principales de l'équipe fondatrice.",
    should:
      "Important\u00a0: prévu en version 1 selon la priorité fixée par l'équipe fondatrice, après les éléments indispensables.",
    derived:
      "Important\u00a0: requis par les réponses (rôles, intégrations), même s'il ne figure pas parmi les fonctionnalités.",
    access: "Indispensable\u00a0: chaque rôle a besoin d'un compte pour utiliser le produit.",
    could: (cut) =>
      `Souhaitable\u00a0: l'équipe fondatrice le supprimerait en premier en cas de manque de temps (${q(cut)}).`,
    hedged: "Souhaitable\u00a0: l'équipe fondatrice l'aimerait, sans en faire un indispensable.",
    later: "Plus tard\u00a0: l'équipe fondatrice l'a reporté à une version ultérieure.",
    laterIntegration: (name) => `Plus tard\u00a0: l'équipe fondatrice a prévu ${name} pour une version ultérieure.`,
  },
  description: {
    usedBy: (roles) => `Rôles concernés\u00a0: ${roles}.`,
    worksWith: (entities) => `Données concernées\u00a0: ${entities}.`,
    covers: (actions, workflow) => `Couvre ${actions}${workflow ? ` dans le processus ${q(workflow)}` : ""}.`,
    critical: "Fait partie du processus qui doit fonctionner sans faille dès le lancement.",
    integration: (name, purpose) => `Se connecte à ${name}${purpose ? ` (${purpose})` : ""}.`,
    platforms: (names) => `Le produit sur ${names}, avec les mêmes comptes et les mêmes données partout.`,
    access: (roles) =>
      roles
        ? `Chacun se connecte avec son propre compte et dispose de l'un de ces rôles\u00a0: ${roles}\u00a0; chaque rôle ne voit et ne fait que ce qui lui est permis.`
        : "Chacun se connecte avec son propre compte et ne voit que ses propres données.",
    later: "Hors version 1\u00a0; mentionné pour que les prestataires en tiennent compte dans la conception.",
    fallback: (title) => `${title}, comme décrit dans les réponses de l'équipe fondatrice.`,
    details: (text) => `Comprend ${text}.`,
  },
  // Labels as on a button: "Importer les transactions", and without an article for one record
  // ("Confirmer rendez-vous"), whose gender is unknown.
  actionLabel: (action) =>
    action.scope === "collection"
      ? `${action.verb} les ${action.object ?? action.noun.many}`
      : action.object
        ? `${action.verb} ${action.object} (${action.noun.one})`
        : `${action.verb} ${action.noun.one}`,
  criteria: {
    action: (actor, label, noun, sets) => ({
      given: `${who(actor)} est connecté et ${record(noun)} existe`,
      when: `il effectue l'action ${q(label)}`,
      then: sets
        ? `le champ ${q(sets.field)} de l'enregistrement passe à ${q(sets.value)}, et l'auteur et l'heure de l'action sont enregistrés`
        : "l'enregistrement affiche le résultat, et toutes les personnes autorisées à le voir voient la modification",
    }),
    batch: (actor, label, noun) => ({
      given: `${who(actor)} est connecté`,
      when: `il effectue l'action ${q(label)}`,
      then: `les nouveaux ${records(noun)} apparaissent dans la liste avec le nombre d'ajouts, et relancer l'action ne crée aucun doublon`,
    }),
    create: (actor, noun, fields) => ({
      given: `${who(actor)} est connecté`,
      when: `il crée ${record(noun)}${fields.length > 0 ? ` avec ${list(fields.map(q))}` : ""}`,
      then: `l'enregistrement apparaît dans la liste des ${records(noun)} avec ces valeurs, y compris après un rechargement de la page`,
    }),
    filter: (actor, noun, field, values) => ({
      given: `il existe des ${records(noun)} avec différentes valeurs de ${q(field)} (${list(values.map(q))})`,
      when: `${who(actor)} filtre les ${records(noun)} sur une valeur de ${q(field)}`,
      then: "seuls les enregistrements ayant cette valeur sont affichés",
    }),
    refused: (role, label) => ({
      given: `${who(role)} est connecté`,
      when: `il tente d'effectuer l'action ${q(label)}`,
      then: "la demande est refusée et rien ne change",
    }),
    hidden: (role, noun, fields) => ({
      given: `${who(role)} est connecté`,
      when: `il ouvre ${record(noun)}`,
      then:
        fields.length > 1
          ? `les champs ${list(fields.map(q))} ne lui sont pas affichés`
          : `le champ ${q(fields[0] ?? "")} ne lui est pas affiché`,
    }),
    integration: (name, purpose) => ({
      given: `la connexion à ${name} est configurée en mode test`,
      when: purpose ? `le produit l'utilise (${purpose})` : "le produit l'utilise",
      then: `les données de ${name} et celles du produit concordent`,
    }),
    integrationDown: (name) => ({
      given: `${name} ne répond pas`,
      when: "un utilisateur effectue une action qui en dépend",
      then: "il voit un message clair, rien n'est perdu et l'opération est relancée",
    }),
    signIn: (role, admin) => ({
      given: admin ? `${who(admin)} a invité ${who(role)}` : "un nouvel utilisateur s'est inscrit",
      when: admin ? "l'utilisateur invité se connecte" : "il se connecte",
      then:
        role === SOMEONE
          ? "il ne voit et ne fait que ce qui lui est permis"
          : `il ne voit et ne fait que ce que le rôle ${q(role)} autorise`,
    }),
    adminOnly: (role, admin) => ({
      given: `${who(role)} est connecté`,
      when: `il ouvre une page réservée au rôle ${q(admin)}`,
      then: "l'accès est refusé",
    }),
    provider: (name) => ({
      given: "un utilisateur possède un compte",
      when: `il se connecte avec ${name}`,
      then: "il retrouve le même compte et les mêmes données",
    }),
    platform: (platform, actor) => ({
      given: `${who(actor)} utilise le produit sur ${platform}`,
      when: "il se connecte",
      then: "il voit les mêmes données que sur toutes les autres plateformes",
    }),
    critical: (actor, workflow, steps) => ({
      given: `${who(actor)} est connecté`,
      when: `il suit le processus ${q(workflow)} (${steps.join(" → ")})`,
      then: "chaque étape aboutit et son résultat est enregistré, sans correction manuelle",
    }),
    notify: (actor, noun, dateField) => ({
      given:
        noun && dateField
          ? `la date ${q(dateField)} d'${record(noun)} approche`
          : `${who(actor)} a activé les notifications`,
      when: noun && dateField ? "l'heure du rappel arrive" : "un élément qu'il suit change",
      then: `${noun && dateField ? theOne(actor) : "l'utilisateur"} reçoit une notification avec les détails et un lien`,
    }),
    figures: (actor, title, noun) => ({
      given: noun ? `il existe des ${records(noun)}` : "une activité a déjà été enregistrée",
      when: `${who(actor)} ouvre ${q(title)}`,
      then: "les chiffres affichés correspondent aux enregistrements",
    }),
    audit: (actor, noun) => ({
      given: noun
        ? `${record(noun)} a été modifié par plusieurs personnes`
        : "plusieurs personnes ont fait des modifications",
      when: `${who(actor)} ouvre ${noun ? "l'historique de l'enregistrement" : "l'historique des modifications"}`,
      then: "il voit qui a modifié quoi et quand, et personne ne peut modifier ni supprimer cet historique",
    }),
    search: (actor, noun, field) => ({
      given: `il existe des ${records(noun)}`,
      when: `${who(actor)} en recherche un${field ? ` par ${q(field)}` : ""}`,
      then: "les enregistrements correspondants sont affichés, et eux seuls",
    }),
    payment: (actor) => ({
      given: "les paiements sont en mode test",
      when: `${who(actor)} paie avec une carte de test qui est refusée`,
      then: "rien n'est enregistré comme payé et il peut réessayer",
    }),
    use: (actor, title) => ({
      given: `${who(actor)} est connecté`,
      when: `il utilise la fonctionnalité ${q(title)}`,
      then: "le résultat est enregistré et visible par toutes les personnes autorisées",
    }),
    invalid: (actor) => ({
      given: `${who(actor)} saisit des données incomplètes ou invalides`,
      when: "il enregistre",
      then: "il voit l'erreur à côté du champ concerné et rien n'est enregistré",
    }),
    required: (actor, noun, field) => ({
      given: `${who(actor)} remplit ${record(noun)} et laisse ${q(field)} vide`,
      when: "il l'enregistre",
      then: `${q(field)} est signalé comme obligatoire et aucun enregistrement n'est créé`,
    }),
    threshold: (role, label, noun, amount, rule) => ({
      given: `${record(noun)} de plus de ${amount} (${q(rule)})`,
      when: `quelqu'un d'autre que ${theOne(role)} le fait avancer`,
      then: `il attend que ${theOne(role)} puisse effectuer ${q(label)}\u00a0; à ${amount} ou moins, il n'attend pas`,
    }),
    ownOnly: (role, noun) => ({
      given: `deux utilisateurs ayant le rôle ${q(role)}, chacun avec ses propres ${records(noun)}`,
      when: `l'un d'eux affiche la liste des ${records(noun)} ou ouvre celui de l'autre par son adresse`,
      then: "il ne voit que les siens, et celui de l'autre est refusé",
    }),
  },
  entityDescription: (noun: Noun, product, fields) =>
    `Enregistrement ${q(noun.one)} dans ${product}${fields.length > 0 ? `\u00a0: ${list(fields)}` : ""}.`,
  workflowName: (index) => `Processus ${index}`,
  milestone: {
    discovery: "Cadrage et conception",
    foundation: "Socle\u00a0: comptes, rôles et données",
    build: "Fonctionnalités indispensables",
    build2: "Fonctionnalités indispensables, partie 2",
    integration: "Fonctionnalités importantes et intégrations",
    acceptance: "Bêta et recette",
    launch: "Lancement et passation",
  },
  integrationPurpose: {
    payments: "paiements",
    sign_in: "connexion",
    banking: "données bancaires",
    accounting: "comptabilité",
    email: "e-mail",
    sms: "SMS",
    push: "notifications push",
    calendar: "agendas",
    maps: "cartes et localisation",
    storage: "stockage de fichiers",
    messaging: "messagerie",
    video: "visioconférence",
    crm: "fichier clients",
    ecommerce: "boutique en ligne",
    analytics: "mesure d'audience",
    ai: "fonctionnalités d'IA",
    other: "",
  },
  nfr: {
    accessibility:
      "Conforme au niveau WCAG 2.1 AA\u00a0: navigation au clavier, focus visible, champs étiquetés et contraste suffisant.",
    scale: (answer) => `Supporte la charge prévue la première année sans ralentissement\u00a0: ${answer}`,
    sensitive: (answer) => `Les données sensibles ne sont visibles que par les personnes désignées\u00a0: ${answer}`,
  },
  funds: {
    build: (budget) => `Développement de la version 1 (budget de développement\u00a0: ${budget})`,
    market: (channel) => `Mise sur le marché${channel ? ` (premier canal\u00a0: ${channel})` : ""}`,
    operations: "Exploitation, support et trésorerie",
  },
  questions: {
    roles: (product) => `Qui utilisera ${product}\u00a0: quels types d'utilisateurs, et que peut faire chacun\u00a0?`,
    rights: (roles) => `Que peut faire chacun de ces rôles\u00a0: ${roles}\u00a0?`,
    admin: "Qui peut tout faire\u00a0: gérer les utilisateurs, les paramètres et toutes les données\u00a0?",
    records: (product) =>
      `Quelles informations ${product} doit-il conserver\u00a0? Nommez les éléments principaux et leurs détails.`,
    details: (records) => `Quels détails faut-il conserver pour chacun de ces éléments\u00a0: ${records}\u00a0?`,
    status: (noun) =>
      `Quelles valeurs prend le statut de «\u00a0${noun.one}\u00a0» (les états par lesquels il passe)\u00a0?`,
    workflows:
      "Quels sont les parcours les plus importants, étape par étape\u00a0: qui fait quoi, dans quel ordre\u00a0?",
    platforms: (product) =>
      `Sur quelles plateformes ${product} doit-il fonctionner\u00a0: dans le navigateur, sur quels téléphones ou sur ordinateur\u00a0?`,
    capabilities: "Quelles fonctionnalités la première version doit-elle avoir\u00a0?",
    budget: "Quel budget y a-t-il pour la première version (un montant ou une fourchette)\u00a0?",
    timeline: "Quand la première version doit-elle être en ligne\u00a0?",
    price: "Que paiera un client, et pour quoi (par utilisateur, par mois, une commission)\u00a0?",
    raising: "Combien levez-vous, et dans quel tour\u00a0?",
    market:
      "Quelle est la taille du marché\u00a0: combien de clients possibles, et combien dépensent-ils aujourd'hui pour cela\u00a0?",
    roleName: (name) => `« ${name} » est-il le nom complet d’un rôle, ou un mot manque-t-il\u00a0?`,
    roleRights: (role, other) =>
      `Ce que peut faire ${role} semble dire aussi ce que fait quelqu’un d’autre (« ${other} »)\u00a0: est-ce un rôle à part\u00a0?`,
    statusField: (record, field) =>
      `« ${field} » est-il une information de ${record}, ou une des valeurs de son statut\u00a0?`,
    shortFeature: (title) => `Que doit permettre « ${title} »\u00a0? Un seul mot laisse les prestataires deviner.`,
  },
  assumptions: {
    estimates:
      "Les estimations sont exprimées en heures d'un développeur full-stack expérimenté\u00a0; la QA représente un quart du développement. Les prestataires fournissent les leurs.",
    nativeApp: (platform) =>
      `L'application ${platform} est construite comme une application à part entière\u00a0; chaque fonctionnalité demande de ce fait 40\u00a0% d'effort en plus.`,
    nativeApps:
      "Les applications iOS et Android partagent une même base de code multiplateforme\u00a0; chaque fonctionnalité demande de ce fait 40\u00a0% d'effort en plus.",
    weeks: (weeks) =>
      `Aucune durée n'a été indiquée\u00a0: le planning suppose ${weeks} semaines pour une équipe de deux développeurs.`,
    lifecycle: (entity, field, values) =>
      `${entity}.${field} prend les valeurs habituelles ${values}\u00a0; à confirmer.`,
    users:
      "Chaque rôle correspond à un compte utilisateur doté d'un rôle\u00a0; un enregistrement User contient le nom, l'e-mail et le rôle.",
    web: "Aucune plateforme n'a été indiquée\u00a0: le planning suppose une application web responsive.",
    funds:
      "La répartition des fonds est une proposition fondée sur le budget et les canaux\u00a0; l'équipe fondatrice fixe la répartition réelle.",
    assignedField: (entity, field) => `${entity}.${field} est ajouté, car une étape d'un processus l'attribue.`,
  },
};
