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
