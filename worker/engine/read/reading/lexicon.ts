import type { AnswerLanguage } from "../answer-language";

/**
 * The closed word classes of the four languages founders write in (articles, possessives,
 * pronouns, modal verbs, adverbs, prepositions, conjunctions) and the open verbs they use most
 * when they say who does what. Lower case, accents kept. A word list, not a grammar: enough to
 * find where the noun phrase that names a role or a record ends.
 */

const set = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

type Lexicon = {
  /** Articles, possessives, demonstratives, quantifiers: words before a noun that are not its name. */
  determiners: ReadonlySet<string>;
  /** The founder speaking: "I", "we", "ich", "nosotras", "moi". */
  self: ReadonlySet<string>;
  /** Modal and auxiliary verbs, and adverbs that stand between a subject and its verb. */
  modals: ReadonlySet<string>;
  /** Prepositions that end a noun phrase (Romance "de" continues it: "encargado de compras"). */
  prepositions: ReadonlySet<string>;
  /** Prepositions that join a noun to its complement inside a name. */
  complement: ReadonlySet<string>;
  conjunctions: ReadonlySet<string>;
  /** Pronouns that point back at what was just named: "WhatsApp, but that later", "pero eso después". */
  pointers: ReadonlySet<string>;
  /** Verb forms (third person, present; infinitives and participles) the lexicon knows. */
  verbs: ReadonlySet<string>;
};

// English: base forms; the third person, past and -ing forms are derived.
const ENGLISH_VERBS = `accept access add adjust belong consist contain include relate link allocate answer apply approve archive arrange ask assign attach audit
authorise authorize be become bill block book browse buy calculate call cancel change charge chat check choose claim
clean close collect comment complete configure confirm connect contact control coordinate copy correct create decide
decline define delete deliver deposit describe design dispatch do download draft drive earn edit email enter escalate
estimate export fill filter find finish fix flag follow generate get give go grade handle hand have help hire import
inspect install invite invoice issue join keep know label leave list load lock log look make manage mark match meet
message miss monitor move need notify offer open order organise organize own pack pay pick plan post prepare price
print process propose provide publish purchase put rate read receive record refund register reject release remove
rent reorder repair reply report request reschedule reserve resolve review run save scan schedule search see select
sell send set share sign start stock submit suggest supervise support sync take teach test tick track transfer
update upload use validate verify view visit vote walk want watch work write`;

function englishForms(base: string): string[] {
  if (base === "be") return ["be", "is", "are", "was", "were", "been", "being"];
  if (base === "have") return ["have", "has", "had", "having"];
  if (base === "do") return ["do", "does", "did", "doing", "done"];
  if (base === "go") return ["go", "goes", "went", "going", "gone"];
  if (base.endsWith("e")) return [base, `${base}s`, `${base}d`, `${base.slice(0, -1)}ing`];
  if (/[^aeiou]y$/.test(base)) return [base, `${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`, `${base}ing`];
  const third = /(?:s|x|ch|sh|z)$/.test(base) ? `${base}es` : `${base}s`;
  return [base, third, `${base}ed`, `${base}ing`];
}

const ENGLISH_IRREGULAR =
  "sees saw seen gets got gave given takes took taken makes made sells sold buys bought pays paid sends sent keeps kept writes wrote written reads leaves left puts runs ran chooses chose";

// Spanish: infinitives; the present third person (singular and plural) is derived, irregular ones listed.
const SPANISH_VERBS = `aceptar acceder administrar agregar anotar anular aprobar apuntar armar asignar atender autorizar avisar buscar
calificar cambiar cancelar cargar cerrar cobrar comentar completar comprar confirmar consultar contestar controlar
coordinar crear dar decidir descargar editar elegir eliminar enviar entregar entrar escanear escribir exportar
facturar firmar fijar generar gestionar guardar hacer importar imprimir inscribir lanzar leer limpiar liquidar
llamar llevar manejar mandar marcar modificar mover necesitar notificar ofrecer organizar pagar pasar pausar pedir
planificar poder preparar programar publicar recibir recoger registrar rellenar repartir reservar resolver
responder revisar saltar seguir solicitar subir suscribir tener tomar trabajar validar vender ver verificar`;

const SPANISH_IRREGULAR = `es son está están ve ven da dan puede pueden hace hacen pide piden tiene tienen va van sabe saben quiere quieren
cierra cierran aprueba aprueban elige eligen sigue siguen escribe escriben recibe reciben sube suben abre abren
vuelve vuelven resuelve resuelven muestra muestran encuentra encuentran prueba prueban ha han hay suscribe suscriben
hacemos tenemos vemos damos podemos pedimos armamos cobramos aprobamos gestionamos`;

// French: infinitives; the present third person is derived, irregular ones listed.
const FRENCH_VERBS = `accepter accéder affecter ajouter annuler approuver assigner attribuer changer chercher choisir clôturer commander
compléter confirmer consulter contrôler coordonner créer demander déplacer déposer encaisser enregistrer envoyer
éditer exporter facturer fixer gérer imprimer indiquer inscrire inviter livrer marquer modifier noter organiser
passer payer planifier pointer postuler préparer publier recevoir refuser régler relire remplir répartir répondre
réserver regarder saisir scanner signer suivre supprimer télécharger toucher travailler trier valider vendre vérifier voir`;

const FRENCH_IRREGULAR = `est sont a ont voit voient fait font peut peuvent doit doivent prend prennent met mettent suit suivent écrit écrivent
reçoit reçoivent choisit choisissent remplit remplissent va vont sait savent veut veulent gère gèrent relit relisent
envoie envoient paie paient paye payent crée créent répartit répartissent`;

// German: lowercase words after a capitalised subject are its verb; these are listed for the rest.
const GERMAN_VERBS = `ist sind hat haben kann können darf dürfen muss müssen soll sollen will wollen wird werden sieht sehen gibt geben
nimmt nehmen legt legen plant planen pflegt pflegen bucht buchen bestellt bestellen meldet melden schreibt schreiben
ändert ändern prüft prüfen verteilt verteilen scannt scannen pickt picken packt packen verwaltet verwalten betreut
betreuen beauftragt beauftragen erfasst erfassen trägt tragen lädt laden stellt stellen zieht ziehen richtet richten
verschiebt verschieben sagt sagen bestätigt bestätigen bezahlt bezahlen zahlt zahlen reserviert reservieren
unterschreibt unterschreiben fotografiert fotografieren füllt füllen erteilt erteilen zapft zapfen`;

function spanishForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  if (infinitive.endsWith("ar")) return [infinitive, `${stem}a`, `${stem}an`, `${stem}ado`, `${stem}ada`];
  return [infinitive, `${stem}e`, `${stem}en`, `${stem}ido`, `${stem}ida`];
}

function frenchForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  if (infinitive.endsWith("er")) return [infinitive, `${stem}e`, `${stem}ent`, `${stem}é`, `${stem}ée`, `${stem}és`];
  if (infinitive.endsWith("ir")) return [infinitive, `${stem}it`, `${stem}issent`, `${stem}i`, `${stem}ie`];
  return [infinitive, stem, `${stem}ent`];
}

const verbsOf = (text: string, forms: (word: string) => string[], irregular: string) =>
  new Set([...text.split(/\s+/).filter(Boolean).flatMap(forms), ...set(irregular)]);

export const LEXICON: Record<AnswerLanguage, Lexicon> = {
  en: {
    determiners: set(
      "the a an each every all any some our their its his her my your this that these those both either no other new",
    ),
    self: set("i i'm i’m i'd i’d i'll i’ll me we we're us myself ourselves"),
    modals: set(
      "can cannot can't may might must should shall will would could need needs only just also then both all never always usually mainly mostly first",
    ),
    prepositions: set("for from at in on with by to into via about under per like as who which that whose"),
    complement: set("of"),
    conjunctions: set("and or & plus"),
    pointers: set("it that this them those these one ones but"),
    verbs: new Set([...ENGLISH_VERBS.split(/\s+/).filter(Boolean).flatMap(englishForms), ...set(ENGLISH_IRREGULAR)]),
  },
  es: {
    determiners: set(
      "el la los las lo un una unos unas cada todo toda todos todas nuestro nuestra nuestros nuestras su sus mi mis este esta estos estas ese esa esos esas otro otra",
    ),
    self: set("yo nosotros nosotras me nos"),
    modals: set(
      "solo sólo solamente nomás nada más también además ya siempre nunca luego después no se le les lo la los las",
    ),
    prepositions: set("en con para por desde a al sin sobre entre hasta que quien quienes"),
    complement: set("de del"),
    conjunctions: set("y e o u ni"),
    pointers: set("eso esto ello aquello pero"),
    verbs: verbsOf(SPANISH_VERBS, spanishForms, SPANISH_IRREGULAR),
  },
  fr: {
    determiners: set(
      "le la les l l' un une des du chaque tout toute tous toutes notre nos leur leurs son sa ses mon ma mes ce cet cette ces autre autres",
    ),
    self: set("je moi nous on"),
    modals: set(
      "seulement uniquement juste aussi également déjà toujours jamais ne n' pas puis ensuite y en se s' leur lui",
    ),
    prepositions: set("en avec pour par dans chez sur sous à au aux qui que dont"),
    complement: set("de du des d'"),
    conjunctions: set("et ou ni"),
    pointers: set("ça ca cela ceci mais"),
    verbs: verbsOf(FRENCH_VERBS, frenchForms, FRENCH_IRREGULAR),
  },
  de: {
    determiners: set(
      "der die das den dem des ein eine einen einem einer eines jeder jede jedes jeden jedem alle unser unsere unseren unserem mein meine meinen meinem meiner sein seine ihr ihre dieser diese dieses kein keine",
    ),
    self: set("ich wir mich uns"),
    modals: set("nur auch alle schon dann noch nie immer zusätzlich außerdem aber selbst"),
    prepositions: set("für von vom im in am an auf mit aus bei zu zum zur über unter per pro je als wie"),
    complement: set(""),
    conjunctions: set("und oder sowie"),
    pointers: set("das es dies aber"),
    verbs: set(GERMAN_VERBS),
  },
};

/** Whether a word (lower case) is a verb form in the language. */
export function isVerb(word: string, language: AnswerLanguage): boolean {
  return LEXICON[language].verbs.has(word);
}
