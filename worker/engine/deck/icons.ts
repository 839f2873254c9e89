import type { TSlide } from "#shared/deck/schema";
import { ICON_NODES, type IconName } from "./icon-nodes";

export type { IconName };

/** Each slide kind's icon: what the slide is about at a glance. */
const BY_KIND: Record<TSlide["kind"], IconName> = {
  title: "presentation",
  problem: "circle-exclamation-point",
  solution: "lightbulb",
  product: "layout-grid",
  market: "globe",
  business: "wallet",
  traction: "trending-up",
  competition: "swords",
  goToMarket: "megaphone",
  roadmap: "map",
  team: "users",
  ask: "hand-coins",
  closing: "mail",
};

/**
 * The founder's domain in a word, in the four languages, and its icon: the title and solution
 * slides show it instead of the generic one. The first match in the answers' order wins.
 */
const BY_DOMAIN: readonly [RegExp, IconName][] = [
  [
    /(?<!\p{L})(clinic|patient|doctor|health|medic|cl[ií]nica|paciente|m[ée]dec|sant[ée]|klinik|patient|arzt|gesundheit)/iu,
    "stethoscope",
  ],
  [
    /(?<!\p{L})(school|student|teacher|course|learn|escuela|alumn|profesor|[ée]cole|[ée]l[eè]ve|cours|schule|sch[üu]ler|lehrer|kurs)/iu,
    "graduation-cap",
  ],
  [
    /(?<!\p{L})(restaurant|food|meal|recipe|kitchen|comida|receta|cocina|repas|cuisine|essen|rezept|k[üu]che)/iu,
    "utensils",
  ],
  [/(?<!\p{L})(shop|store|e-?commerce|retail|tienda|boutique|magasin|laden|gesch[äa]ft)/iu, "shopping-cart"],
  [/(?<!\p{L})(deliver|logistic|shipping|fleet|entrega|env[ií]o|livraison|lieferung|logisti)/iu, "truck"],
  [/(?<!\p{L})(gym|fitness|workout|training|gimnasio|entrenamiento|entra[iî]nement|sport)/iu, "dumbbell"],
  [
    /(?<!\p{L})(homes?\b|house|rental|tenant|landlord|property|hogar|casa|alquiler|maison|logement|loyer|wohnung|miete|haus)/iu,
    "house",
  ],
  [/(?<!\p{L})(travel|trips?\b|flight|hotel|viaje|vuelo|voyage|reise|flug)/iu, "plane"],
  [/(?<!\p{L})(?:(?:pets?|dogs?|cats?|vets?)\b|veterinar|mascota|perro|chien|haustier|hund|katze)/iu, "paw-print"],
  [/(?<!\p{L})(bab(?:y|ies)|child|parents?\b|kids?\b|beb[ée]|ni[ñn]o|padres|enfant|eltern)/iu, "baby"],
  [
    /(?<!\p{L})(finance|bank|invoice|payment|accounting|banco|factura|pago|banque|facture|paiement|rechnung|zahlung|buchhaltung)/iu,
    "banknote",
  ],
  [/(?<!\p{L})(farm|garden|plant|agricult|granja|jard[ií]n|ferme|jardin|bauernhof|garten)/iu, "leaf"],
  [/(?<!\p{L})(cars?\b|vehicle|garage|parking|coche|veh[ií]culo|voiture|v[ée]hicule|autos?\b|fahrzeug)/iu, "car"],
  [/(?<!\p{L})(law|legal|lawyer|contract|abogado|contrato|avocat|juridique|anwalt|vertrag)/iu, "scale"],
  [
    /(?<!\p{L})(shift|schedule|calendar|booking|appointment|turno|horario|cita|reserva|planning|rendez-vous|schicht|termin|buchung)/iu,
    "calendar",
  ],
  [
    /(?<!\p{L})(construction|repair|contractor|plumb|obra|reparaci|chantier|r[ée]paration|handwerk|reparatur)/iu,
    "hammer",
  ],
  [/(?<!\p{L})(photo|camera|foto|cam[ée]ra|kamera)/iu, "camera"],
  [/(?<!\p{L})(books?\b|library|libro|biblioteca|livre|biblioth[eè]que|buch|bibliothek)/iu, "book-open"],
  [/(?<!\p{L})(fashion|clothing|apparel|moda|ropa|mode|v[êe]tement|kleidung)/iu, "shirt"],
  [/(?<!\p{L})(developer|software|desarrollador|d[ée]veloppeur|entwickler)/iu, "code"],
  [/(?<!\p{L})(factory|manufactur|f[áa]brica|usine|fabrik)/iu, "factory"],
  [/(?<!\p{L})(security|safety|seguridad|s[ée]curit[ée]|sicherheit)/iu, "shield"],
];

/**
 * What a card is about, in the four languages, and its icon: a capability ("online booking with
 * payment up front"), a channel ("teacher-training Facebook groups"), a price term. The first
 * match in this order wins, so an integration is a link whatever service it names.
 */
const BY_ITEM: readonly [RegExp, IconName][] = [
  [/(?<!\p{L})(integra(?:tion|ción|ção)|intégration|anbindung|schnittstelle)/iu, "link"],
  [
    /(?<!\p{L})(role|permission|login|sign[- ]?in|access|rol(?:es)?\b|permiso|r[ôo]le|droit|rolle|berechtigung|zugang)/iu,
    "lock",
  ],
  [
    /(?<!\p{L})(pay|checkout|card|charge|fees?\b|cobr|pago|pagar|tarjeta|paiement|payer|carte|zahl|bezahl|karte|geb[üu]hr)/iu,
    "credit-card",
  ],
  [/(?<!\p{L})(remind|notif|alert|aviso|avisar|recordatorio|rappel|alerte|erinner|benachrichtig)/iu, "bell"],
  [/(?<!\p{L})(sms|whats\s?app|chat|message|text(?:s|ing)?\b|mensaje|nachricht)/iu, "message-square"],
  [/(?<!\p{L})(wait|queue|espera|attente|warte)/iu, "clock"],
  [
    /(?<!\p{L})(report|analytic|dashboard|statistic|metric|informe|estad[ií]stic|panel|rapport|tableau de bord|statisti|bericht|auswertung)/iu,
    "chart-column",
  ],
  [/(?<!\p{L})(search|find|filter|b[úu]squeda|buscar|recherch|suche|filtr)/iu, "search"],
  [
    /(?<!\p{L})(invoice|quote|estimate|contract|document|receipt|factur|presupuesto|contrato|devis|facture|angebot|rechnung|beleg|vertrag)/iu,
    "file-text",
  ],
  [
    /(?<!\p{L})(map|location|gps|route|address|visit|ubicaci|ruta|direcci|visita|localisation|itin[ée]raire|adresse|standort|karte|besuch)/iu,
    "map-pin",
  ],
  [/(?<!\p{L})(histor|record of|log\b|historial|historique|verlauf)/iu, "history"],
  [/(?<!\p{L})(subscri|recurr|membership|renew|suscrip|cuota|abonnement|adh[ée]sion|abo\b|mitgliedschaft)/iu, "repeat"],
  [/(?<!\p{L})(review|rating|feedback|rese[ñn]a|valoraci|avis\b|note\b|bewertung)/iu, "star"],
  [
    /(?<!\p{L})(referr|refer a|share|invite|recomend|referido|parrain|partage|invit|empfehl|teilen|einlad)/iu,
    "share-2",
  ],
  [/(?<!\p{L})(partner|alliance|associat|asociaci|socio|partenaire|verband|kooperation)/iu, "handshake"],
  [
    /(?<!\p{L})(network|community|group|facebook|linkedin|red de|comunidad|grupo|r[ée]seau|communaut[ée]|groupe|netzwerk|gemeinschaft|gruppe)/iu,
    "users",
  ],
  [
    /(?<!\p{L})(ads?\b|advert|google ads|campaign|seo|anuncio|publicidad|campa[ñn]a|publicit|werbung|anzeige|kampagne)/iu,
    "megaphone",
  ],
  [
    /(?<!\p{L})(check[- ]?in|attendance|checklist|task|asistencia|tarea|pr[ée]sence|t[âa]che|anwesenheit|aufgabe)/iu,
    "list-checks",
  ],
  [/(?<!\p{L})(app\b|mobile|phone|móvil|movil|t[ée]l[ée]phone|handy)/iu, "smartphone"],
  [
    /(?<!\p{L})(repair|maintenance|service|reparaci|mantenimiento|r[ée]paration|entretien|reparatur|wartung)/iu,
    "wrench",
  ],
  [
    /(?<!\p{L})(profile|account|customer|client|user|perfil|cuenta|cliente|usuario|profil|compte|kunde|nutzer)/iu,
    "user",
  ],
];

/** A card's icon: what its words are about, else the founder's domain in them, else the slide's own. */
export function itemIcon(words: string, slide: Pick<TSlide, "kind" | "icon">): IconName {
  for (const [pattern, icon] of BY_ITEM) if (pattern.test(words)) return icon;
  return domainIcon(words) ?? slideIcon(slide);
}

/** The icon for a text in the founder's words, or null when no domain word is in it. */
export function domainIcon(words: string): IconName | null {
  for (const [pattern, icon] of BY_DOMAIN) if (pattern.test(words)) return icon;
  return null;
}

/** The icon a slide shows: its own when composed with one, else its kind's. */
export function slideIcon(slide: Pick<TSlide, "kind" | "icon">): IconName {
  return slide.icon && slide.icon in ICON_NODES ? (slide.icon as IconName) : BY_KIND[slide.kind];
}

export function kindIcon(kind: TSlide["kind"]): IconName {
  return BY_KIND[kind];
}

/** An icon as inline SVG, drawn in `colour` (a CSS colour; "currentColor" follows the text). */
export function iconSvg(name: IconName, colour = "currentColor", className = "icon"): string {
  const parts = ICON_NODES[name]
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${value}"`)
          .join(" ")}/>`,
    )
    .join("");
  return `<svg class="${className}" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${parts}</svg>`;
}
