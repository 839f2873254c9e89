import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLanguagePack, defineMessages, type Messages } from "#web/lib/i18n/define-messages.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { createPreferencesStore } from "#web/lib/i18n/preferences.ts";
import { languagePacks } from "../../scripts/build/language-packs";

// Every catalogue as written (vitest runs without the build's plugin): the packs must equal them.
const modules = import.meta.glob<Record<string, Record<string, Messages>>>("../../web/**/*.messages.ts", {
  eager: true,
});
const webRoot = resolve("web");

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
  addWatchFile() {},
};
function hook(name: "load" | "transform" | "resolveId") {
  const plugin = languagePacks(webRoot) as unknown as Record<string, Hook>;
  const fn = plugin[name];
  if (!fn) throw new Error(`no ${name} hook`);
  return (...args: unknown[]) => fn.apply(context, args);
}

// One Vite server evaluates the packs as the build makes them, with the plugin.
let server: ViteDevServer;
beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: "silent",
    plugins: [languagePacks(webRoot)],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
});
afterAll(() => server.close());

async function pack(language: string): Promise<Record<string, Messages>> {
  const module = await server.ssrLoadModule(`virtual:language-pack/${language}`);
  return module.default as Record<string, Messages>;
}

// Loading the packs through Vite transforms every catalogue: seconds on a busy machine, not a budget.
describe("the build's language packs", { timeout: 60_000 }, () => {
  it("hold every catalogue's texts in each language but English, exactly as written", async () => {
    for (const language of ["es", "fr", "de"] as const) {
      const texts = await pack(language);
      for (const [path, module] of Object.entries(modules)) {
        const [catalogue] = Object.values(module);
        const id = path.replace("../../web/", "");
        expect(texts[id], `${language}: ${id}`).toEqual(catalogue?.[language]);
      }
      expect(Object.keys(texts).length).toBe(Object.keys(modules).length);
    }
  });

  it("leave a catalogue's page code with its English and its id only", async () => {
    const file = resolve("web/pages/login/login.messages.ts");
    const source = await readFile(file, "utf8");
    const result = hook("transform")(source, file) as { code: string };
    expect(result.code).toContain('defineMessages({ en: {\n    documentTitle: "Sign in",');
    expect(result.code).toContain('}, "pages/login/login.messages.ts")');
    expect(result.code).not.toContain("Iniciar sesión");
    expect(hook("transform")(source, resolve("web/pages/login/login-page.tsx"))).toBeNull();
  });

  it("refuse English, which the page code keeps", async () => {
    await expect(hook("load")("\0virtual:language-pack/en")).rejects.toThrow(/No language pack/);
  });
});

describe("a catalogue defined with English only", () => {
  it("gets a language from its pack, whether the pack came before or after it", () => {
    const early = defineMessages({ en: { hello: "Hello {name}" } } as never, "test/early.messages.ts");
    addLanguagePack("de", { "test/early.messages.ts": { hello: "Hallo {name}" } });
    const late = defineMessages({ en: { bye: "Bye" } } as never, "test/early.messages.ts");
    expect(translator(early, "de")("hello" as never, { name: "Ada" })).toBe("Hallo Ada");
    expect(translator(late, "de")("bye" as never)).toBe("Bye");
    // A language whose pack is not there shows English rather than keys.
    expect(translator(early, "fr")("hello" as never, { name: "Ada" })).toBe("Hello Ada");
  });
});

describe("the preferences while a language's pack loads", () => {
  function deferred() {
    let resolve = () => {};
    let reject = (_error: Error) => {};
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  }

  it("show the new language once its texts are there, and other fields at once", async () => {
    const loads = new Map<string, ReturnType<typeof deferred>>();
    const store = createPreferencesStore(undefined, undefined, (language) => {
      const load = deferred();
      loads.set(language, load);
      return load.promise;
    });
    store.update({ language: "de", timezone: "Europe/Paris" });
    expect(store.getState()).toMatchObject({ language: "en", timezone: "Europe/Paris" });
    store.update({ dateFormat: "DD/MM/YYYY" });
    loads.get("de")?.resolve();
    await loads.get("de")?.promise;
    expect(store.getState()).toMatchObject({ language: "de", timezone: "Europe/Paris", dateFormat: "DD/MM/YYYY" });
  });

  it("let a later choice win over one still loading, and keep the language when a load fails", async () => {
    const loads = new Map<string, ReturnType<typeof deferred>>();
    let calls = 0;
    const store = createPreferencesStore(undefined, undefined, (language) => {
      calls++;
      const load = deferred();
      loads.set(language, load);
      return load.promise;
    });
    store.update({ language: "de" });
    store.update({ language: "fr" });
    loads.get("fr")?.resolve();
    await loads.get("fr")?.promise;
    loads.get("de")?.resolve();
    await loads.get("de")?.promise;
    expect(store.getState().language).toBe("fr");

    store.update({ language: "es" });
    loads.get("es")?.reject(new Error("offline"));
    await loads.get("es")?.promise.catch(() => undefined);
    expect(store.getState().language).toBe("fr");
    // Chosen again, the language is asked for again.
    store.update({ language: "es" });
    expect(calls).toBe(4);
  });
});
