import { describe, expect, it } from "vitest";
import { shellChunk } from "../../scripts/build/shell-chunk";

// A module graph as the bundler shows it: static imports only (dynamic ones are not listed).
const GRAPH: Record<string, string[]> = {
  "/app/web/main.tsx": ["/app/web/app.tsx", "/app/node_modules/react-dom/index.js"],
  "/app/web/app.tsx": ["/app/web/header.tsx", "/app/node_modules/lucide-react/dist/esm/lucide-react.js"],
  "/app/web/header.tsx": ["/app/shared/errors/messages.ts"],
  "/app/node_modules/react-dom/index.js": ["/app/node_modules/scheduler/index.js"],
  "/app/node_modules/scheduler/index.js": [],
  "/app/shared/errors/messages.ts": [],
  "/app/node_modules/lucide-react/dist/esm/lucide-react.js": ["/app/node_modules/lucide-react/dist/esm/icons/menu.js"],
  "/app/node_modules/lucide-react/dist/esm/icons/menu.js": [],
  "/app/web/pages/login-page.tsx": ["/app/shared/errors/messages.ts"],
};
const context = {
  getModuleInfo: (id: string) => (GRAPH[id] ? { id, importedIds: GRAPH[id] } : null),
};

describe("the shell chunk", () => {
  it("holds the entry and what it reaches by static imports, not a lazy page, not an icon library's index", () => {
    const name = shellChunk("/app/web/main.tsx");
    const shell = Object.keys(GRAPH).filter((id) => name(id, context) === "shell");
    expect(shell.sort()).toEqual(
      [
        "/app/node_modules/lucide-react/dist/esm/lucide-react.js",
        "/app/node_modules/react-dom/index.js",
        "/app/node_modules/scheduler/index.js",
        "/app/shared/errors/messages.ts",
        "/app/web/app.tsx",
        "/app/web/header.tsx",
        "/app/web/main.tsx",
      ].sort(),
    );
  });
});
