import { readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { type Plugin, parseAst } from "vite";
import { LANGUAGES } from "../../shared/settings/options.ts";

/** The module a language's texts are imported from: `import("virtual:language-pack/de")`. */
const PACK_PREFIX = "virtual:language-pack/";
const RESOLVED_PREFIX = `\0${PACK_PREFIX}`;
const CATALOGUE_FILE = /\.messages\.ts$/;
/** A catalogue file seen as one language's texts (its default export), for that language's pack. */
const LANGUAGE_QUERY = /\?language-pack=(\w+)$/;

type Span = { start: number; end: number };
type Found = { call: Span; languages: Map<string, Span> };

/**
 * English is the interface's default: each `*.messages.ts` catalogue keeps its English in the
 * page's code and hands its other languages to one pack per language, loaded only by those who
 * use it (`web/lib/i18n/language-packs.ts`). The sources stay whole, so the type checker and the
 * completeness test still see every language side by side.
 */
export function languagePacks(webRoot = resolve("web")): Plugin {
  const catalogueId = (file: string) => relative(webRoot, file).split("\\").join("/");
  return {
    name: "specwright-language-packs",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith(PACK_PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const language = id.slice(RESOLVED_PREFIX.length);
      if (language === "en" || !(LANGUAGES as readonly string[]).includes(language)) {
        this.error(`No language pack for "${language}"`);
      }
      // Each catalogue module is imported as its language's texts, so texts built from shared
      // constants (the questionnaire's prompt ids) are evaluated as the catalogue evaluates them.
      const files = await catalogueFiles(webRoot);
      const imports = files.map(
        (file, index) => `import c${index} from ${JSON.stringify(`${file}?language-pack=${language}`)};`,
      );
      const entries = files.map((file, index) => `  ${JSON.stringify(catalogueId(file))}: c${index},`);
      return `${imports.join("\n")}\nexport default {\n${entries.join("\n")}\n};\n`;
    },
    transform(code, id) {
      const [file = id, query = ""] = id.split(/(?=\?)/);
      if (!CATALOGUE_FILE.test(file) || !file.startsWith(webRoot)) return null;
      const { call, languages } = findCatalogue(code, file);
      const wanted = LANGUAGE_QUERY.exec(query)?.[1];
      if (wanted) {
        const texts = languages.get(wanted);
        if (!texts) this.error(`${catalogueId(file)} has no "${wanted}" texts`);
        // The call becomes the language's object; the rest of the module stays to evaluate it.
        const body = `${code.slice(0, call.start)}(__texts = ${code.slice(texts.start, texts.end)})${code.slice(call.end)}`;
        return { code: `let __texts;\n${body}\nexport default __texts;\n`, map: null };
      }
      const english = languages.get("en");
      if (!english) this.error(`${catalogueId(file)} has no English texts`);
      const replaced = `defineMessages({ en: ${code.slice(english.start, english.end)} }, ${JSON.stringify(catalogueId(file))})`;
      return { code: code.slice(0, call.start) + replaced + code.slice(call.end), map: null };
    },
  };
}

async function catalogueFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && CATALOGUE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The one `defineMessages({ en: {...}, de: {...} })` call of a catalogue file, and where each language's object is. */
function findCatalogue(code: string, file: string): Found {
  const found: Found[] = [];
  visit(parseAst(code, { lang: "ts" }), (node) => {
    if (node.type !== "CallExpression" || node.callee?.type !== "Identifier" || node.callee.name !== "defineMessages") {
      return;
    }
    const [argument] = node.arguments ?? [];
    if (argument?.type !== "ObjectExpression") return;
    const languages = new Map<string, Span>();
    for (const property of argument.properties ?? []) {
      if (property.type === "Property" && property.key?.type === "Identifier" && property.value) {
        languages.set(property.key.name, { start: property.value.start, end: property.value.end });
      }
    }
    found.push({ call: { start: node.start, end: node.end }, languages });
  });
  if (found.length !== 1 || !found[0]) {
    throw new Error(`${file}: a catalogue file holds exactly one defineMessages({ en, ... }) call`);
  }
  return found[0];
}

type Node = {
  type: string;
  start: number;
  end: number;
  callee?: Node & { name?: string };
  arguments?: Node[];
  properties?: (Node & { key?: Node & { name: string }; value?: Node })[];
  [key: string]: unknown;
};

function visit(node: unknown, onNode: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (!node || typeof node !== "object") return;
  if (typeof (node as Node).type === "string") onNode(node as Node);
  for (const value of Object.values(node)) {
    if (value && typeof value === "object") visit(value, onNode);
  }
}
