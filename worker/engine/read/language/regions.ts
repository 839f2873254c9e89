/**
 * Where a founder is, as their answers name it, and what "$", "dollars" and "pesos" mean there:
 * in Québec "39 $/mois" is Canadian dollars, in Mexico "$3,500" is pesos and "dólares" is US
 * dollars, in Bogotá "pesos" are Colombian. Place names are not words of a language, so they are
 * one table for all four.
 */
export type Region = {
  /** What "$" means there. */
  sign: string;
  /** What "dollars" means there (in Mexico, as everywhere outside Canada and Australia, US dollars). */
  dollars: string;
  /** What "pesos" means there. */
  peso: string;
  places: readonly string[];
  codes: readonly string[];
  /**
   * A sign that names the currency only there, in capitals: "R350k", "R2 500" in South Africa
   * (before its number, run into it), "200 F", "15 millions F" in West Africa (after it);
   * elsewhere "R2" and "5 F" are no money.
   */
  local?: { sign: string; code: string; after?: boolean };
};

export const REGIONS: readonly Region[] = [
  {
    // The Philippines: "$" and "dollars" are US dollars, "pesos" Philippine pesos.
    sign: "USD",
    dollars: "USD",
    peso: "PHP",
    codes: ["PHP", "₱"],
    places: ["philippines", "filipino", "manila", "metro manila", "cebu", "davao", "quezon city", "makati"],
  },
  {
    sign: "CAD",
    dollars: "CAD",
    peso: "MXN",
    codes: ["CAD", "C$", "CA$"],
    places: [
      "canada",
      "canadien",
      "canadienne",
      "canadian",
      "québec",
      "quebec",
      "québécois",
      "montréal",
      "montreal",
      "ontario",
      "toronto",
      "vancouver",
      "gatineau",
      "laval",
      "sherbrooke",
      "tps/tvq",
      "tvq",
    ],
  },
  {
    sign: "MXN",
    dollars: "USD",
    peso: "MXN",
    codes: ["MXN", "MX$"],
    places: [
      "méxico",
      "mexico",
      "mexicano",
      "mexicana",
      "cdmx",
      "monterrey",
      "guadalajara",
      "puebla",
      "querétaro",
      "queretaro",
      "jalisco",
      "nuevo león",
    ],
  },
  {
    sign: "ARS",
    dollars: "USD",
    peso: "ARS",
    codes: ["ARS"],
    places: ["argentina", "argentino", "argentinos", "buenos aires", "rosario", "mendoza", "caba", "afip"],
  },
  {
    sign: "COP",
    dollars: "USD",
    peso: "COP",
    codes: ["COP"],
    places: ["colombia", "colombiano", "colombianos", "bogotá", "bogota", "medellín", "medellin", "huila", "antioquia"],
  },
  {
    sign: "CLP",
    dollars: "USD",
    peso: "CLP",
    codes: ["CLP"],
    places: ["chile", "chileno", "chilenos", "santiago de chile", "valparaíso"],
  },
  {
    sign: "UYU",
    dollars: "USD",
    peso: "UYU",
    codes: ["UYU"],
    places: ["uruguay", "uruguayo", "montevideo"],
  },
  {
    sign: "AUD",
    dollars: "AUD",
    peso: "MXN",
    codes: ["AUD", "A$"],
    places: ["australia", "australian", "sydney", "melbourne", "brisbane"],
  },
  {
    sign: "USD",
    dollars: "USD",
    peso: "MXN",
    codes: ["ZAR"],
    local: { sign: "R", code: "ZAR" },
    places: [
      "south africa",
      "south african",
      "gauteng",
      "johannesburg",
      "joburg",
      "jozi",
      "soweto",
      "pretoria",
      "cape town",
      "durban",
      "kzn",
      "popia",
      "matric",
    ],
  },
  {
    sign: "USD",
    dollars: "USD",
    peso: "MXN",
    codes: ["XOF", "FCFA", "F CFA"],
    local: { sign: "F", code: "XOF", after: true },
    places: [
      "côte d'ivoire",
      "cote d'ivoire",
      "abidjan",
      "sénégal",
      "senegal",
      "dakar",
      "mali",
      "bamako",
      "burkina",
      "ouagadougou",
      "togo",
      "lomé",
      "bénin",
      "cotonou",
      "niger",
      "niamey",
      "uemoa",
      "bceao",
    ],
  },
  {
    sign: "NZD",
    dollars: "NZD",
    peso: "MXN",
    codes: ["NZD", "NZ$"],
    places: ["new zealand", "nz", "auckland", "wellington", "christchurch", "aotearoa"],
  },
];

/** What "$", "dollars" and "pesos" mean when the answers name no place. */
export const DEFAULT_REGION: Region = { sign: "USD", dollars: "USD", peso: "MXN", places: [], codes: [] };

/** Symbols and codes that name one currency wherever the founder is. */
export const SYMBOLS: Readonly<Record<string, string>> = {
  "€": "EUR",
  "£": "GBP",
  "₹": "INR",
  "₱": "PHP",
  $u: "UYU",
  ksh: "KES",
  "ksh.": "KES",
  kshs: "KES",
  fcfa: "XOF",
  cfa: "XOF",
  "¥": "JPY",
  us$: "USD",
  u$s: "USD",
  u$d: "USD",
  c$: "CAD",
  ca$: "CAD",
  mx$: "MXN",
  a$: "AUD",
  nz$: "NZD",
  "₦": "NGN",
  "gh₵": "GHS",
  "₵": "GHS",
  r$: "BRL",
  "s/": "PEN",
  "s/.": "PEN",
  $us: "USD",
  $ca: "CAD",
  $mx: "MXN",
  $co: "COP",
  $ar: "ARS",
  $au: "AUD",
  $: "DOLLAR",
  "rs.": "INR",
  rs: "INR",
};

/** ISO codes founders write: "USD 59", "80 millones COP", "CHF 89.–". */
export const CODES = [
  "USD",
  "EUR",
  "GBP",
  "CHF",
  "CAD",
  "MXN",
  "ARS",
  "COP",
  "CLP",
  "PEN",
  "UYU",
  "INR",
  "AUD",
  "BRL",
  "JPY",
];

/**
 * ISO codes that count only in capitals: "400 000 MAD" is dirhams, "two mad weeks" is not; "5 try"
 * is no lira. The codes above read in any case ("20 eur", "usd 59").
 */
export const CAPITAL_CODES = [
  "MAD",
  "KES",
  "XOF",
  "XAF",
  "NGN",
  "ZAR",
  "GHS",
  "EGP",
  "TND",
  "DZD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "TRY",
  "ILS",
  "AED",
  "SAR",
  "QAR",
  "CNY",
  "HKD",
  "SGD",
  "NZD",
  "KRW",
  "THB",
  "IDR",
  "MYR",
  "VND",
  "PHP",
  "PKR",
  "BDT",
  "BOB",
  "PYG",
  "DOP",
  "GTQ",
  "CRC",
  "CLF",
  "UAH",
];
