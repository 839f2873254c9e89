import { describe, expect, it } from "vitest";
import { offlineBlueprint } from "#engine";
import { platformFindings } from "#engine/checks/platform-terms";
import { parsePlatforms } from "#engine/read/platforms";
import type { TPlatforms } from "#shared/blueprint/schema";
import { tinyTodo } from "./blueprint-fixtures";

/**
 * One platform vocabulary (shared/glossary/platform-words.ts): whatever the analyzer reads as a
 * platform in an answer, the consistency check refuses in a document of a product without it.
 */
const PHRASES: [keyof Omit<TPlatforms, "later" | "answer" | "web">, string][] = [
  ["ios", "An iPhone app"],
  ["ios", "Una app para iPad"],
  ["android", "Android app"],
  ["android", "Disponible sur Google Play"],
  ["ios", "a native mobile app"],
  ["android", "Eine native App für Smartphones"],
  ["ios", "La aplicación móvil"],
  ["android", "L'appli mobile"],
  ["ios", "Handy-App"],
  ["ios", "an app for phones"],
  ["desktopApp", "A Windows app"],
  ["desktopApp", "a desktop client"],
  ["desktopApp", "Le logiciel pour Windows"],
  ["desktopApp", "una aplicación de escritorio"],
  ["desktopApp", "Desktop-Anwendung"],
  ["pwa", "a progressive web app"],
  ["pwa", "installierbar auf dem Startbildschirm"],
];

describe("the platform vocabulary", () => {
  const webOnly = offlineBlueprint({ answers: tinyTodo.answers, features: tinyTodo.features, language: "en" });

  it("starts from a web-only product", () => {
    expect(webOnly.platforms).toMatchObject({ web: true, ios: false, android: false, desktopApp: false, pwa: false });
  });

  it.each(PHRASES)("reads %s in an answer: %s", (kind, phrase) => {
    expect(parsePlatforms(phrase)[kind]).toBe(true);
  });

  it.each(PHRASES)("refuses %s in a web-only product's document: %s", (_kind, phrase) => {
    const findings = platformFindings(`Version 1 ships ${phrase}.`, webOnly, false);
    expect(findings.map((finding) => finding.rule)).toContain("platform");
  });

  it("lets a document say what the founder chose", () => {
    const mobile = { ...webOnly, platforms: { ...webOnly.platforms, ios: true, android: true } };
    expect(platformFindings("Version 1 ships a native mobile app for iPhone and Android.", mobile, false)).toEqual([]);
  });
});
