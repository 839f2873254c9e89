import { z } from "zod";

/**
 * The founder's logo on the deck (decision 033): a PNG or an SVG of at most 200 KB, shown on the
 * title and closing slides and in the footer. An SVG must be a picture only: no script, no event
 * handler, no reference to anything outside itself (it is drawn inside the deck's page).
 */
export const LOGO_TYPES = ["image/png", "image/svg+xml"] as const;
export type TLogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 200 * 1024;

const ZBase64 = z
  .string()
  .min(1)
  .max(400_000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be base64");

/**
 * The upload: the file's type and its bytes in base64 (a little over 200 KB is let through to be
 * refused by size). With an SVG, `png` may carry the browser's PNG drawing of it: a .pptx cannot
 * be relied on to show an SVG, and a Worker has no renderer to make the PNG itself.
 */
export const ZDeckLogoUpload = z.object({
  type: z.enum(LOGO_TYPES),
  data: ZBase64,
  png: ZBase64.optional(),
});
export type TDeckLogoUpload = z.infer<typeof ZDeckLogoUpload>;
export type TDeckLogo = TDeckLogoUpload;

export type LogoProblem = "deckLogoTooLarge" | "deckLogoType" | "deckLogoUnsafe";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// What a picture never needs and a page must never run or fetch.
const UNSAFE_SVG = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(?:iframe|embed|object|audio|video|image|a|animate|set|handler|listener)\b/i,
  /<!\s*(?:ENTITY|DOCTYPE)/i,
  /<\?\s*xml-stylesheet/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /@import/i,
  // Links within the file (href="#gradient") are fine; any other address is not.
  /\b(?:href|src)\s*=\s*(?!['"]#)/i,
  /url\s*\(\s*['"]?(?!#)/i,
];

export function decodeBase64(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** Why an upload is refused, or null: the logo's problem, else its PNG drawing's (only an SVG has one). */
export function uploadProblem(upload: TDeckLogoUpload): LogoProblem | null {
  const problem = logoProblem(upload.type, decodeBase64(upload.data));
  if (problem || upload.png === undefined) return problem;
  if (upload.type !== "image/svg+xml") return "deckLogoType";
  return logoProblem("image/png", decodeBase64(upload.png));
}

/** Why a logo is refused, or null: over 200 KB, not the PNG or SVG it says it is, or an SVG with more than a picture. */
export function logoProblem(type: TLogoType, bytes: Uint8Array): LogoProblem | null {
  if (bytes.length > LOGO_MAX_BYTES) return "deckLogoTooLarge";
  if (type === "image/png") return isPng(bytes) ? null : "deckLogoType";
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (!/<svg[\s/>]/i.test(text)) return "deckLogoType";
  return UNSAFE_SVG.some((pattern) => pattern.test(text)) ? "deckLogoUnsafe" : null;
}

/** A PNG's width and height from its header, for keeping its proportions; null for anything else. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !isPng(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
