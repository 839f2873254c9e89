import { describe, expect, it } from "vitest";
import { languageChoice } from "#web/components/layout/language-choice.ts";
import { createPreferencesStore } from "#web/lib/i18n/preferences.ts";

describe("the header's language picker", () => {
  it("changes the interface, and the saved settings only for a signed-in user", () => {
    expect(languageChoice("es", false)).toEqual({ preferences: { language: "es" }, save: undefined });
    expect(languageChoice("de", true)).toEqual({ preferences: { language: "de" }, save: { language: "de" } });
    expect(languageChoice("xx", true)).toBeUndefined();
  });

  it("switches the preferences store, which notifies and sets <html lang>", () => {
    const storage = new Map<string, string>();
    const root = { setAttribute: (name: string, value: string) => storage.set(`attr:${name}`, value) };
    const store = createPreferencesStore(
      { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
      root as unknown as HTMLElement,
    );
    let notified = 0;
    store.subscribe(() => notified++);
    const choice = languageChoice("fr", false);
    if (choice) store.update(choice.preferences);
    expect(store.getState().language).toBe("fr");
    expect(storage.get("attr:lang")).toBe("fr");
    expect(notified).toBe(1);
  });
});
