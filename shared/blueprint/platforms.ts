import type { TPlatforms } from "./schema";

/** The platforms of version 1 by their usual names, as every document lists them. */
export function platformNames(platforms: TPlatforms): string[] {
  return [
    ...(platforms.web && !platforms.pwa ? ["Web"] : []),
    ...(platforms.pwa ? ["Web (PWA)"] : []),
    ...(platforms.ios ? ["iOS"] : []),
    ...(platforms.android ? ["Android"] : []),
    ...(platforms.desktopApp ? ["Windows / macOS"] : []),
  ];
}
