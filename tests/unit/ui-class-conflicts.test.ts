import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { twMerge } from "tailwind-merge";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { badgeVariants } from "#web/components/ui/badge.tsx";
import { buttonVariants } from "#web/components/ui/button.tsx";

// `cn` joins classes without resolving conflicts (decision 018): two classes of one kind on an
// element apply in stylesheet order, not the order written. tailwind-merge, a test dependency
// only, finds such pairs here.

/** The classes of `base` that a class of `extra` would override (pair by pair, so variants do not hide one another). */
function overridden(base: string[], extra: string[]): string[] {
  const lost = base.filter((own) =>
    extra.some((added) => added !== own && !tokens(twMerge(`${own} ${added}`)).includes(own)),
  );
  return [...new Set(lost)];
}
const tokens = (classes: string) => classes.split(/\s+/).filter(Boolean);

describe("the ui components' variants", () => {
  it("never give one element two classes of the same kind", () => {
    const combos = [
      ...["default", "secondary", "outline", "ghost", "link", "destructive"].flatMap((variant) =>
        ["default", "sm", "lg", "icon", "icon-sm", "choice"].map((size) =>
          buttonVariants({ variant, size } as Parameters<typeof buttonVariants>[0]),
        ),
      ),
      ...["default", "secondary", "outline", "destructive"].map((variant) =>
        badgeVariants({ variant } as Parameters<typeof badgeVariants>[0]),
      ),
    ];
    for (const classes of combos) expect(twMerge(classes), classes).toBe(tokens(classes).join(" "));
  });
});

type Node = { type: string; [key: string]: unknown };
function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  if (typeof (node as Node).type === "string") visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === "object") walk(value, visit);
}

const WEB = resolve("web");
const UI = join(WEB, "components", "ui");
const files = readdirSync(WEB, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx"))
  .map((entry) => join(entry.parentPath, entry.name));

/**
 * Every class a ui component can put on its element, in any variant: the literals of its own
 * function and of the top-level constants (cva variants) of its file and of the ui files it
 * imports (ButtonLink's come from button.tsx), not of its siblings'.
 */
function componentClasses(file: string, name: string, seen = new Set<string>()): string[] {
  seen.add(file);
  const found: string[] = [];
  const collect = (node: unknown) =>
    walk(node, (inner) => {
      if (inner.type === "Literal" && typeof inner.value === "string") found.push(...tokens(inner.value));
    });
  const program = parseAst(readFileSync(file, "utf8"), { lang: "tsx" }) as unknown as { body: Node[] };
  for (const statement of program.body) {
    const declaration = (
      statement.type === "ExportNamedDeclaration" ? statement.declaration : statement
    ) as Node | null;
    if (declaration?.type === "FunctionDeclaration" && (declaration.id as { name: string }).name === name) {
      collect(declaration);
    }
    if (declaration?.type === "VariableDeclaration") collect(declaration);
    const source = statement.type === "ImportDeclaration" ? (statement.source as { value: string }).value : "";
    const imported = `${resolve(join(file, ".."), source)}.tsx`;
    if (source.startsWith("./") && !seen.has(imported)) found.push(...componentClasses(imported, "", seen));
  }
  return found;
}

describe("a class given to a ui component", () => {
  it("adds to the component's classes and overrides none of them", () => {
    const problems: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, "utf8");
      const ast = parseAst(code, { lang: "tsx" });
      // Which JSX names come from which ui component file.
      const fromUi = new Map<string, string>();
      walk(ast, (node) => {
        if (node.type !== "ImportDeclaration") return;
        const source = (node.source as { value: string }).value;
        if (!source.startsWith(".")) return;
        const target = resolve(join(file, ".."), source);
        if (!target.startsWith(UI)) return;
        for (const specifier of node.specifiers as { local: { name: string } }[]) {
          fromUi.set(specifier.local.name, `${target}.tsx`);
        }
      });
      walk(ast, (node) => {
        if (node.type !== "JSXOpeningElement") return;
        const name = (node.name as { name?: string }).name ?? "";
        const component = fromUi.get(name);
        if (!component) return;
        for (const attribute of node.attributes as Node[]) {
          const value = attribute.value as Node | null;
          if ((attribute.name as { name?: string })?.name !== "className" || value?.type !== "Literal") continue;
          const extra = tokens(String(value.value));
          const lost = overridden(componentClasses(component, name), extra);
          if (lost.length > 0)
            problems.push(
              `${file.slice(WEB.length + 1)} <${name} className="${extra.join(" ")}"> overrides ${lost.join(" ")}`,
            );
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
