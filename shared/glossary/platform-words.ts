/**
 * The one platform vocabulary, in English, Spanish, French and German: the words that name each
 * platform. The analyzer reads a founder's platforms (q11) by these words, and the consistency
 * check refuses them in a document of a product without that platform, so what the reader would
 * take for a platform is exactly what a document may not promise unasked.
 *
 * `mobile` is "an app for phones" without a store named: it stands for iOS and Android together.
 */
export type PlatformWord = "web" | "ios" | "android" | "mobile" | "desktopApp" | "pwa";

export const PLATFORM_WORDS: Record<PlatformWord, readonly RegExp[]> = {
  web: [
    /\bweb\b/i,
    /\bweb-?apps?\b/i,
    /browser|navegador|navigateur/i,
    /\bwebsite\b|\bsite web\b|\bsitio web\b|\bwebseite\b/i,
    /\bsaas\b/i,
    /dashboard|portal/i,
  ],
  ios: [/\biOS\b/i, /\biPhone/i, /\biPad/i, /\bApp Store\b/i, /\bTestFlight\b/i],
  android: [/\bAndroid/i, /\bGoogle Play\b/i, /\bPlay Store\b/i],
  mobile: [
    /\b(?:native|mobile|phone|smartphone|tablet) apps?\b/i,
    /\bapps? m[óo]vil(?:es)?\b/i,
    /\baplicaci[óo]n(?:es)? m[óo]vil(?:es)?\b/i,
    /\b(?:applications?|applis?) mobiles?\b/i,
    /\b(?:mobile|handy|smartphone|tablet)-?apps?\b/i,
    /\bapps? (?:for|für|fürs|para|pour) (?:the |das )?(?:phones?|smartphones?|handys?|tablets?|m[óo]viles|mobiles?|celular(?:es)?)\b/i,
  ],
  desktopApp: [
    /\bdesktop[- ]?(?:apps?|applications?|clients?|anwendung|programm)\b/i,
    /\b(?:windows|mac(?:os)?)[- ](?:apps?|applications?|clients?|anwendung|programm)\b/i,
    /\b(?:apps?|applis?|applications?|aplicaci[óo]n|anwendung|programm|logiciel) (?:pour |para |für )?(?:windows|mac(?:os)?)\b/i,
    /\b(?:apps?|applis?|applications?|aplicaci[óo]n) (?:de bureau|de escritorio)\b/i,
    /\binstall(?:er|ers|ateur)\b|\binstalador(?:es)?\b|programme d'installation|Installationsprogramm/i,
    /\bElectron\b/,
  ],
  pwa: [
    /\bPWA\b/i,
    /progressive web app|aplicaci[óo]n web progresiva|application web progressive/i,
    /\binstallable\b|\binstallierbar\b|\binstalable\b/i,
    /home screen|[ée]cran d'accueil|pantalla de inicio|startbildschirm/i,
  ],
};

/** One pattern that finds any word of a platform (the reader tests a clause with it). */
export function platformPattern(kind: PlatformWord): RegExp {
  return new RegExp(PLATFORM_WORDS[kind].map((word) => `(?:${word.source})`).join("|"), "i");
}
