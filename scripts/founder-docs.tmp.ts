import { readFileSync, writeFileSync } from "node:fs";
import { checkDocument, composeDocument, offlineBlueprint, offlineFeatures } from "#engine";
import type { TLanguage } from "#shared/settings/options";
const sets = JSON.parse(readFileSync("/tmp/docs/sets.json", "utf8")) as Record<TLanguage, Record<string, string>>;
for (const [language, answers] of Object.entries(sets) as [TLanguage, Record<string, string>][]) {
  const features = offlineFeatures(answers, language);
  const blueprint = offlineBlueprint({ answers, features, language });
  writeFileSync(`/tmp/docs/${language}-blueprint.json`, JSON.stringify({ features, blueprint }, null, 2));
  for (const kind of ["rfp", "pitch", "openapi", "app_prompt"] as const) {
    const text = composeDocument(kind, blueprint, new Date("2026-11-26T10:00:00Z"));
    const ext = { rfp: "md", pitch: "html", openapi: "yaml", app_prompt: "md" }[kind];
    writeFileSync(`/tmp/docs/${language}-${kind}.${ext}`, text);
    const check = checkDocument(kind, text, blueprint);
    console.log(language, kind, "passed:", check.passed, check.findings.map((f) => `${f.rule}: ${f.message}`).slice(0, 3));
  }
}
